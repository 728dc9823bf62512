export { ConfirmSubscriptionPage as default } from '../features/confirm-subscription/components/confirm-subscription-page';
