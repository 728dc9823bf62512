export { InquiryForm as default } from '../features/inquiry/components/inquiry-form';
