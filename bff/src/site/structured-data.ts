import { PRICE_CURRENCY, type Availability, type BusinessDetails, type PageMeta, type Watch } from '@caliber/contracts';

type JsonLd = Record<string, unknown> & { '@id': string };

/** The shop as schema.org's Store (an Organization), stated with the same details the pages print. */
export function storeJsonLd(business: BusinessDetails, publicUrl: string): JsonLd {
  const { street, city, region, postalCode, country } = business.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${publicUrl}/#store`,
    name: business.name,
    url: `${publicUrl}/`,
    foundingDate: String(business.foundingYear),
    telephone: business.phone.international,
    email: business.email.address,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: city,
      addressRegion: region,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: country,
    },
    openingHours: business.openingHours.split(/, ?/),
    sameAs: business.socialLinks.map((link) => link.href),
  };
}

/** schema.org's ItemAvailability for each of a watch's availabilities. */
const OFFER_AVAILABILITY: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  on_hold: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

export function productJsonLd(watch: Watch, meta: PageMeta, seller: JsonLd): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${watch.brand} ${watch.model}`,
    brand: { '@type': 'Brand', name: watch.brand },
    mpn: watch.reference,
    image: watch.imageGallery?.length ? watch.imageGallery : [watch.imageUrl],
    description: meta.description,
    offers: {
      '@type': 'Offer',
      price: watch.price,
      priceCurrency: PRICE_CURRENCY,
      availability: OFFER_AVAILABILITY[watch.availability],
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@id': seller['@id'] },
    },
  };
}
