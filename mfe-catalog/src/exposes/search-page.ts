export { SearchPage as default } from '../app/routes/search-page';
