export { CollectionsIndexPage as default } from '../app/routes/collections-index-page';
