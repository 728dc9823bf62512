/** A price as the API accepts it: digits with at most two decimals, commas already stripped. */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The one currency of every price (ISO 4217): the pages' dollars, the JSON-LD offers, the merchant feed. */
export const PRICE_CURRENCY = 'USD';

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$12,500": dollars, thousands separators, rounded to an integer (docs/storefront.md watch card). */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(value) ? `$${dollars.format(value)}` : '';
}

/** What the operator typed ("12,500.00", " 9500 ") as the API's price string, commas stripped. */
export function normalizePriceInput(input: string): string {
  return input.replace(/,/g, '').trim();
}

/** A valid price as numeric(12,2) stores and answers it: "12500" and 12500 are "12500.00". */
export function storedPrice(price: string | number): string {
  return Number(typeof price === 'string' ? normalizePriceInput(price) : price).toFixed(2);
}

export function priceValue(price: string | number | null | undefined): number {
  const value = Number(price);
  return Number.isFinite(value) ? value : 0;
}

/** "118000.00 USD": a price with its currency, as Google Merchant Center reads `g:price` (docs/merchant-feed.md). */
export function merchantPrice(price: string | number): string {
  return `${priceValue(price).toFixed(2)} ${PRICE_CURRENCY}`;
}
