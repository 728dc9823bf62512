import { useBusiness } from '@caliber/ui';
import { HelpPage } from './help-page';
import { Prose } from './prose';

export function ShippingPage() {
  const { timeZone } = useBusiness();
  return (
    <HelpPage
      crumb="Shipping"
      title="Shipping Information"
      intro="Every watch leaves us fully insured and travels with signature confirmation on delivery."
      contactPrompt="Questions about a delivery, or shipping to another country? We are glad to help."
    >
      <Prose>
        <h2>Standard Shipping</h2>
        <ul>
          <li>
            <strong>Free</strong> on orders over $10,000
          </li>
          <li>$50 flat rate on orders under $10,000</li>
          <li>Delivery in 3-5 business days</li>
        </ul>

        <h2>Express Shipping</h2>
        <ul>
          <li>$150 flat rate</li>
          <li>Delivery in 1-2 business days</li>
        </ul>

        <h2>Processing Times</h2>
        <p>
          Orders confirmed before 2:00 PM {timeZone} are prepared the same business day. Orders placed after 2:00 PM{' '}
          {timeZone} are processed on the next business day.
        </p>
        <p>We do not ship on weekends or public holidays.</p>

        <h2>Insurance and Delivery</h2>
        <p>
          Each shipment is insured for its full value until it is in your hands. A signature is required on delivery,
          and we send tracking details by email as soon as your watch is collected by the carrier.
        </p>
      </Prose>
    </HelpPage>
  );
}
