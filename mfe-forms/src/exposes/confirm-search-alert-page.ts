export { ConfirmSearchAlertPage as default } from '../features/search-alerts/components/confirm-search-alert-page';
