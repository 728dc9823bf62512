export { UnsubscribeSearchAlertPage as default } from '../features/search-alerts/components/unsubscribe-search-alert-page';
