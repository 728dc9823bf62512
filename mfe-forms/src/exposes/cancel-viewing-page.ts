export { CancelViewingPage as default } from '../features/viewings/components/cancel-viewing-page';
