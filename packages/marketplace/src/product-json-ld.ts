import type { CheerioAPI } from 'cheerio';
import type { Money } from './marketplace-listing.js';
import { formatPriceValue } from './price-text.js';

/** What a listing page's schema.org `Product` block says. */
export interface ProductJsonLd {
  name?: string;
  description?: string;
  brand?: string;
  mpn?: string;
  images: string[];
  price?: Money;
}

type JsonObject = Record<string, unknown>;

/** The page's schema.org `Product` (JSON-LD), or an empty record when it has none. */
export function readProductJsonLd($: CheerioAPI): ProductJsonLd {
  const product = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => jsonObjects(parseJson($(script).text())))
    .find((node) => [node['@type']].flat().includes('Product'));
  if (!product) return { images: [] };
  const offer = [product.offers].flat().find(isObject);
  const price = offer && (typeof offer.price === 'string' || typeof offer.price === 'number') ? formatPriceValue(offer.price) : null;
  const brand = isObject(product.brand) ? product.brand.name : product.brand;
  return {
    name: stringOrUndefined(product.name),
    description: stringOrUndefined(product.description),
    brand: stringOrUndefined(brand),
    mpn: stringOrUndefined(product.mpn),
    images: [product.image]
      .flat()
      .map((image) => (isObject(image) ? image.url : image))
      .filter((image): image is string => typeof image === 'string'),
    price: price && typeof offer?.priceCurrency === 'string' ? { value: price, currency: offer.priceCurrency } : undefined,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Top-level objects of a JSON-LD block: a single node, an array of nodes, or an `@graph`. */
function jsonObjects(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(jsonObjects);
  if (!isObject(value)) return [];
  return Array.isArray(value['@graph']) ? [value, ...value['@graph'].flatMap(jsonObjects)] : [value];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
