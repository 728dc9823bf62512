import { coerce, define, enums, object, optional, string, type Infer } from 'superstruct';
import type { Watch } from './entities.js';
import { blankAsAbsent, id, LIMITS, optionalText } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { optionalPagingFields, type Page } from './paging.js';
import { availability } from './watch-fields.js';

/** The Watch Inventory's columns it sorts by (docs/back-office.md); anything else is refused. */
export const WATCH_SORT_COLUMNS = ['brand', 'model', 'reference', 'price', 'collection', 'featured', 'availability', 'createdAt'] as const;
export type WatchSortColumn = (typeof WATCH_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What the inventory shows when nothing is asked: the newest watches first, 50 a page. */
export const INVENTORY_DEFAULTS = { page: 1, pageSize: 50, sort: 'createdAt', direction: 'desc' } as const satisfies {
  page: number;
  pageSize: number;
  sort: WatchSortColumn;
  direction: SortDirection;
};

/** `true` or `false` in a query string. */
const flagFromQuery = withJsonSchema(
  coerce(
    define<boolean>('flag', (value) => typeof value === 'boolean' || 'Must be true or false'),
    string(),
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
  ),
  { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] },
);

/**
 * GET /api/admin/watches: with none of these, every watch (the whole list, docs/back-office.md); with any, one page of the
 * inventory searched (brand, model, reference), filtered and sorted.
 */
export const watchInventoryQuerySchema = object({
  ...optionalPagingFields,
  q: optional(optionalText(LIMITS.watchText)),
  sort: optional(blankAsAbsent(enums(WATCH_SORT_COLUMNS))),
  direction: optional(blankAsAbsent(enums(SORT_DIRECTIONS))),
  collectionId: optional(blankAsAbsent(id)),
  availability: optional(blankAsAbsent(availability)),
  featured: optional(blankAsAbsent(flagFromQuery)),
  /** Only watches whose eBay listing asks another price (docs/ebay-sync.md). */
  ebayPriceDiffers: optional(blankAsAbsent(flagFromQuery)),
});
export type WatchInventoryQuery = Infer<typeof watchInventoryQuerySchema>;

export type WatchPage = Page<Watch>;
