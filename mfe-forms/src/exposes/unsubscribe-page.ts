export { UnsubscribePage as default } from '../features/unsubscribe/components/unsubscribe-page';
