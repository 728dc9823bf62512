export { NotMePage as default } from '../features/not-me/components/not-me-page';
