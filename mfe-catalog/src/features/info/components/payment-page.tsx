import { HelpPage } from './help-page';
import { Prose } from './prose';

export function PaymentPage() {
  return (
    <HelpPage
      crumb="Payment"
      title="Payment Options"
      intro="Secure ways to pay, from bank wire to financing."
      contactPrompt="Need an invoice, a financing quote or help with a payment?"
    >
      <Prose>
        <h2>Bank Wire Transfer</h2>
        <p>
          Our preferred method for purchases over $10,000. We send our bank details with your invoice, and your watch
          ships as soon as the funds are received.
        </p>

        <h2>Credit and Debit Cards</h2>
        <p>Visa, Mastercard and American Express are accepted through our secure payment processor.</p>

        <h2>Cryptocurrency</h2>
        <p>
          We accept Bitcoin (BTC), Ethereum (ETH) and USD Coin (USDC). Payments in cryptocurrency receive a 2% discount.
        </p>

        <h2>Financing</h2>
        <p>0% APR financing is available on terms of 6 to 24 months, subject to approval.</p>

        <h2>Verification</h2>
        <p>
          To protect every client, purchases over $25,000 may require additional identity verification before the watch
          is released.
        </p>
      </Prose>
    </HelpPage>
  );
}
