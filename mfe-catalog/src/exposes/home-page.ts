export { HomePage as default } from '../app/routes/home-page';
