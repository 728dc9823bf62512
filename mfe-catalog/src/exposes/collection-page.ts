export { CollectionPage as default } from '../app/routes/collection-page';
