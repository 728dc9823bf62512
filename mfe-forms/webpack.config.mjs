import { createAppConfig } from '../build/create-app-config.mjs';

// Each exposed file default-exports its component.
export default createAppConfig({
  name: 'forms',
  dir: import.meta.dirname,
  exposes: {
    './NewsletterForm': './src/exposes/newsletter-form.ts',
    './InquiryForm': './src/exposes/inquiry-form.ts',
    './ContactPage': './src/exposes/contact-page.ts',
    './TradeInPage': './src/exposes/trade-in-page.ts',
    './UnsubscribePage': './src/exposes/unsubscribe-page.ts',
    './ConfirmSubscriptionPage': './src/exposes/confirm-subscription-page.ts',
  },
});
