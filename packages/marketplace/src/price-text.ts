import { storedPrice } from '@caliber/contracts';
import type { Money } from './marketplace-listing.js';

// Currency markers as eBay pages print them, longest first so "US $" wins over "$".
const CURRENCY_MARKERS: readonly [RegExp, string][] = [
  [/^US\s?\$/i, 'USD'],
  [/^(?:C|CA)\s?\$/i, 'CAD'],
  [/^AU\s?\$/i, 'AUD'],
  [/^HK\s?\$/i, 'HKD'],
  [/^S\s?\$/i, 'SGD'],
  [/^NZ\s?\$/i, 'NZD'],
  [/^(?:£|GBP)/i, 'GBP'],
  [/^(?:€|EUR)/i, 'EUR'],
  [/^CHF/i, 'CHF'],
  [/^(?:PLN|zł)/i, 'PLN'],
  [/^(?:RM|MYR)/i, 'MYR'],
  [/^(?:PHP|₱)/i, 'PHP'],
  [/^(?:USD|\$)/i, 'USD'],
];

/**
 * A price as printed on a listing page ("US $4,250.00", "£7,450.00", "EUR 8.950,00",
 * "C $25.00", "US $44.95/ea") as a decimal string with two places and its currency; null if unreadable.
 */
export function parsePriceText(text: string): Money | null {
  const trimmed = text.replace(/\u00a0/g, ' ').trim();
  const marker = CURRENCY_MARKERS.find(([pattern]) => pattern.test(trimmed));
  if (!marker) return null;
  const digits = /\d[\d.,' ]*/.exec(trimmed.replace(marker[0], ''))?.[0].trim();
  const value = digits === undefined ? null : decimalValue(digits);
  return value === null ? null : { value, currency: marker[1] };
}

/** A price from structured data (`"4250.00"`, `4250`, `"7150.0"`) as a decimal string with two places. */
export function formatPriceValue(value: string | number): string | null {
  const text = String(value).trim();
  return /^\d+(\.\d+)?$/.test(text) ? storedPrice(text) : null;
}

/** "1,234.56", "1.234,56", "1 234,56", "1'234.56" and "1234" read as numbers. */
function decimalValue(digits: string): string | null {
  const compact = digits.replace(/[' ]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normalised: string;
  if (lastComma >= 0 && lastDot >= 0) {
    normalised = lastComma > lastDot ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  } else if (lastComma >= 0) {
    normalised = /,\d{1,2}$/.test(compact) && compact.split(',').length === 2 ? compact.replace(',', '.') : compact.replace(/,/g, '');
  } else {
    normalised = /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact;
  }
  return formatPriceValue(normalised);
}
