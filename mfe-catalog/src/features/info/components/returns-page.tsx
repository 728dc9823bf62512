import { HelpPage } from './help-page';
import { Prose } from './prose';

export function ReturnsPage() {
  return (
    <HelpPage
      crumb="Returns"
      title="Returns & Exchanges"
      intro="If a watch is not right for you, you may return it within 30 days of delivery."
      contactPrompt="To start a return or ask about an exchange, write to us."
    >
      <Prose>
        <h2>Return Window</h2>
        <p>
          Returns are accepted within 30 days of delivery. The watch must come back unworn, in the condition it was
          received, with its box, papers, tags and any protective stickers.
        </p>

        <h2>Restocking Fees</h2>
        <ul>
          <li>Returned within 14 days of delivery: no restocking fee</li>
          <li>Returned between day 15 and day 30: 5% restocking fee</li>
          <li>Custom or special orders: 15% restocking fee</li>
        </ul>

        <h2>How to Return a Watch</h2>
        <ol>
          <li>Contact us with your order details to receive a return authorisation.</li>
          <li>Pack the watch securely in its original packaging; we send you an insured shipping label.</li>
          <li>Once the watch arrives, our specialists inspect it to confirm its condition.</li>
        </ol>

        <h2>Refunds</h2>
        <p>
          Your refund is processed within 3-5 business days of our inspection, to the original method of payment.
          Please allow a further 2-7 days for your bank to show the funds.
        </p>
      </Prose>
    </HelpPage>
  );
}
