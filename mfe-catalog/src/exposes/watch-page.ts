export { WatchPage as default } from '../app/routes/watch-page';
