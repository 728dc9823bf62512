export { RescheduleViewingPage as default } from '../features/viewings/components/reschedule-viewing-page';
