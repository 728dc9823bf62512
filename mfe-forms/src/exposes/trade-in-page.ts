export { TradeInPage as default } from '../features/trade-in/components/trade-in-page';
