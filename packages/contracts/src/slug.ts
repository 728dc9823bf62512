import { ALL_WATCHES_SLUG } from './routes.js';

/** Slugs the storefront uses for its own pages; no collection or watch may take them. */
export const RESERVED_SLUGS = [ALL_WATCHES_SLUG, 'featured'] as const;

export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

/**
 * The slug rule (docs/back-office.md): each part lowercased and trimmed, non-word characters removed,
 * spaces turned into hyphens, repeated hyphens collapsed; empty parts skipped; parts joined with hyphens.
 */
export function slugify(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) =>
      (part ?? '')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s+/g, '-')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter((part) => part.length > 0)
    .join('-');
}

export function watchSlug(watch: { brand: string; model: string; reference: string }): string {
  return slugify(watch.brand, watch.model, watch.reference);
}

export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(slug);
}
