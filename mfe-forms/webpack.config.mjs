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
    './SearchAlertForm': './src/exposes/search-alert-form.ts',
    './ViewingForm': './src/exposes/viewing-form.ts',
    './CancelViewingPage': './src/exposes/cancel-viewing-page.ts',
    './RescheduleViewingPage': './src/exposes/reschedule-viewing-page.ts',
    './ConfirmSearchAlertPage': './src/exposes/confirm-search-alert-page.ts',
    './ManageSearchAlertsPage': './src/exposes/manage-search-alerts-page.ts',
    './UnsubscribeSearchAlertPage': './src/exposes/unsubscribe-search-alert-page.ts',
    './NotMePage': './src/exposes/not-me-page.ts',
  },
});
