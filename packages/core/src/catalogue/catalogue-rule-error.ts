/**
 * Which rule of the catalogue a write broke; each app answers it its own way (an HTTP status, a failed job).
 * 'unknown-collection' is a collection written to that does not exist; 'collection-reference' is a watch put
 * into a collection that does not exist.
 */
export type CatalogueRule = 'unknown-watch' | 'unknown-collection' | 'collection-reference' | 'slug-taken' | 'collection-not-empty' | 'collections-changed';

/** A write the catalogue refuses, with a message that says what to fix. */
export class CatalogueRuleError extends Error {
  constructor(
    readonly rule: CatalogueRule,
    message: string,
  ) {
    super(message);
    this.name = 'CatalogueRuleError';
  }
}
