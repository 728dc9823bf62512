import type { ListingFieldName, WatchRecord } from '@caliber/contracts';
import { LOOKS } from './demo-looks.js';
import type { CollectionImageSpec, WatchImageSpec } from './image-spec.js';

export { DEMO_WATCHES } from './demo-watches.js';

/** A collection of the demo catalogue; its image is rendered by the seed. */
export interface DemoCollection {
  name: string;
  slug: string;
  description: string;
  displayOrder: number;
  image: CollectionImageSpec;
}

/** A watch of the demo catalogue; its slug is `watchSlug(watch)` and its gallery is rendered by the seed. */
export interface DemoWatch extends Pick<WatchRecord, ListingFieldName | 'featured'>, Partial<Pick<WatchRecord, 'availability'>> {
  /** Slug of the collection it belongs to. */
  collection: string;
  /** Age of the listing, so that sorting by newest is meaningful. */
  createdDaysAgo: number;
  /** Gallery in order; the first is the main image. */
  images: WatchImageSpec[];
}

/** A testimonial of the demo catalogue, in the shape of the testimonials table. */
export interface DemoTestimonial {
  name: string;
  initials: string;
  text: string;
  collectorSince: string;
  rating: number;
}

/** The six collections of the demo dealer, in display order. */
export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    name: 'Luxury Timepieces',
    slug: 'luxury-timepieces',
    description:
      'The integrated-bracelet icons and grand complications of the great houses. Each piece is authenticated and inspected in our workshop before it is offered.',
    displayOrder: 0,
    image: { kind: 'collection', looks: [LOOKS.royalOak, LOOKS.nautilus, LOOKS.overseas] },
  },
  {
    name: 'Sports & Dive',
    slug: 'sports-dive',
    description:
      'Tool watches built for depth and distance, from the Submariner to the Luminor. Robust, legible and, in our view, the most versatile place to begin a collection.',
    displayOrder: 1,
    image: { kind: 'collection', looks: [LOOKS.gmtPepsi, LOOKS.submarinerDate, LOOKS.blackBay58] },
  },
  {
    name: 'Dress Watches',
    slug: 'dress-watches',
    description: 'Slim cases, quiet dials and precious metals: watches made to sit beneath a shirt cuff, from the Calatrava to the Reverso.',
    displayOrder: 2,
    image: { kind: 'collection', looks: [LOOKS.calatrava, LOOKS.lange1815, LOOKS.patrimony] },
  },
  {
    name: 'Vintage Icons',
    slug: 'vintage-icons',
    description:
      'Original references from the decades that shaped modern watchmaking. We favour honest, unpolished cases and document every replaced part.',
    displayOrder: 3,
    image: { kind: 'collection', looks: [LOOKS.submariner5513, LOOKS.speedmaster1969, LOOKS.datejust1601] },
  },
  {
    name: 'Chronographs',
    slug: 'chronographs',
    description: 'Column wheels, tachymeters and the El Primero: the complication of motor racing and spaceflight, in steel and gold.',
    displayOrder: 4,
    image: { kind: 'collection', looks: [LOOKS.daytona, LOOKS.speedmaster] },
  },
  {
    name: 'Independent Makers',
    slug: 'independent-makers',
    description:
      'Small-series watches from workshops that make fewer pieces in a year than a large house makes in a day. Rarely seen, and rarely offered twice.',
    displayOrder: 5,
    image: { kind: 'collection', looks: [LOOKS.endeavour, LOOKS.chronometreBleu] },
  },
];

/** What clients say about the dealer. */
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    name: 'James Whitfield',
    initials: 'JW',
    text: 'I had been looking for a Submariner for months. The watch arrived exactly as described, every mark photographed beforehand. That kind of candour is rare.',
    collectorSince: '2012',
    rating: 5,
  },
  {
    name: 'Sophie Laurent',
    initials: 'SL',
    text: 'I traded my Datejust towards a Reverso. A fair offer, no pressure at all, and the paperwork was settled within the week.',
    collectorSince: '2018',
    rating: 5,
  },
  {
    name: 'Daniel Okafor',
    initials: 'DO',
    text: 'The service notes were thorough: I knew when my Speedmaster had last been serviced and by whom. Shipping was insured and discreet.',
    collectorSince: '2015',
    rating: 5,
  },
  {
    name: 'Marcus Lindqvist',
    initials: 'ML',
    text: 'Patient answers to a great many questions about a vintage Zenith. The price was firm but fair, and the watch has kept excellent time since.',
    collectorSince: '2009',
    rating: 4,
  },
  {
    name: 'Eleanor Hayes',
    initials: 'EH',
    text: 'My first serious watch. They steered me away from a more expensive piece that did not suit my wrist, which says a great deal.',
    collectorSince: '2021',
    rating: 5,
  },
  {
    name: 'Rafael Moreno',
    initials: 'RM',
    text: 'I have consigned two pieces through Caliber. Clear terms, regular updates and payment on the day each sale closed.',
    collectorSince: '2006',
    rating: 4,
  },
];
