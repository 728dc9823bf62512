/**
 * The one rule of "price differs on eBay" (docs/ebay-sync.md), as SQL on the watches table under
 * `alias`: eBay asks another price than the watch's, and the operator has not settled that eBay price.
 */
export function ebayPriceDiffersSql(alias: string): string {
  return `(${alias}.ebay_price IS NOT NULL AND ${alias}.ebay_price <> ${alias}.price AND ${alias}.ebay_price IS DISTINCT FROM ${alias}.ebay_price_settled)`;
}
