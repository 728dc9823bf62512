export { NewsletterForm as default } from '../features/newsletter/components/newsletter-form';
