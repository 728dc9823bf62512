/** A price as the API accepts it: digits with at most two decimals, commas already stripped. */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

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

export function priceValue(price: string | number | null | undefined): number {
  const value = Number(price);
  return Number.isFinite(value) ? value : 0;
}
