export { ViewingForm as default } from '../features/viewings/components/viewing-form';
