export { AboutPage } from '../features/info/components/about-page';
export { AuthenticationPage } from '../features/info/components/authentication-page';
export { CustomerServicePage } from '../features/info/components/customer-service-page';
export { PaymentPage } from '../features/info/components/payment-page';
export { PrivacyPolicyPage } from '../features/info/components/privacy-policy-page';
export { ReturnsPage } from '../features/info/components/returns-page';
export { ShippingPage } from '../features/info/components/shipping-page';
