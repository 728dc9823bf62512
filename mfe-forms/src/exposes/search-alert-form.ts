export { SearchAlertForm as default } from '../features/search-alerts/components/search-alert-form';
