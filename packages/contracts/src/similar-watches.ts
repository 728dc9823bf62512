/**
 * "You May Also Like" on a watch page (docs/storefront.md): other watches that are `available` (not on hold,
 * not sold), of the same brand (letter case aside) or in the same collection, nearest in price first.
 */
export const SIMILAR_WATCHES = {
  /** Most watches the section shows. */
  limit: 4,
  heading: 'You May Also Like',
} as const;
