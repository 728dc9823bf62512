export { ManageSearchAlertsPage as default } from '../features/search-alerts/components/manage-search-alerts-page';
