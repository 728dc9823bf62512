export { ViewingForm as default } from '../components/viewing-form';
