/** Widths of the compressed WebP copies of every upload (docs/architecture.md). */
export const IMAGE_WIDTHS = [400, 800, 1600, 2000] as const;
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_PREFIX = '/uploads/';

const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]+)\.(jpe?g|png|webp)$/;

/** The id of an upload's original (`/uploads/<id>.<ext>`), or null for any other URL. */
export function uploadId(url: string): string | null {
  return UPLOAD_URL.exec(url)?.[1] ?? null;
}

/**
 * Where an image is public: a stored upload URL (`/uploads/<name>`) at the image host when there is one
 * (S3_PUBLIC_URL, docs/operations.md), any other URL as it is.
 */
export function publicImageUrl(url: string, imageHost: string | null): string {
  return imageHost && url.startsWith(UPLOAD_PREFIX) ? `${imageHost}/${url.slice(UPLOAD_PREFIX.length)}` : url;
}

/** An image's whole public address, for e-mails, feeds and link previews: `publicImageUrl` on the site's address. */
export function absoluteImageUrl(url: string, siteUrl: string, imageHost: string | null): string {
  const publicUrl = publicImageUrl(url, imageHost);
  return publicUrl.startsWith('/') && !publicUrl.startsWith('//') ? `${siteUrl}${publicUrl}` : publicUrl;
}

export function compressedImageUrl(id: string, width: number): string {
  return `${UPLOAD_PREFIX}${id}-${width}.webp`;
}

/** `srcset` for an `/uploads/` image; other URLs have none and are used as they are. */
export function imageSrcSet(url: string): string | undefined {
  const id = uploadId(url);
  return id ? IMAGE_WIDTHS.map((width) => `${compressedImageUrl(id, width)} ${width}w`).join(', ') : undefined;
}

/** The smallest compressed copy at least `width` wide, for a fixed-size thumbnail. */
export function imageAtWidth(url: string, width: number): string {
  const id = uploadId(url);
  if (!id) return url;
  const chosen = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return compressedImageUrl(id, chosen);
}

/** An upload or imported picture with more pixels than this is refused before it is decoded (docs/security.md). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export function tooManyPixelsMessage(width: number, height: number): string {
  return `Image too large: Please upload an image of at most ${MAX_IMAGE_PIXELS / 1e6} megapixels (this one is ${width} × ${height} pixels).`;
}
