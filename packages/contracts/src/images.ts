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
 * (S3_PUBLIC_URL, docs/operations.md), any other URL as it is. The pages, the public API, e-mails and the
 * merchant feed all name images through it; the admin API keeps the stored form, so edits round-trip.
 */
export function publicImageUrl(url: string, imageHost: string | null): string {
  return imageHost && url.startsWith(UPLOAD_PREFIX) ? `${imageHost}/${url.slice(UPLOAD_PREFIX.length)}` : url;
}

/** The stored form of an image URL: `publicImageUrl`'s inverse (`<imageHost>/<name>` is `/uploads/<name>`), any other URL as it is. */
export function storedImageUrl(url: string, imageHost: string | null): string {
  return imageHost && url.startsWith(`${imageHost}/`) ? `${UPLOAD_PREFIX}${url.slice(imageHost.length + 1)}` : url;
}

/** A watch's or collection's answer with its images named as the public answers name them (`publicImageUrl`). */
export function withPublicImages<T extends { imageUrl: string; imageGallery?: string[] | null }>(record: T, imageHost: string | null): T {
  if (!imageHost) return record;
  const { imageUrl, imageGallery } = record;
  return {
    ...record,
    imageUrl: publicImageUrl(imageUrl, imageHost),
    ...(imageGallery ? { imageGallery: imageGallery.map((url) => publicImageUrl(url, imageHost)) } : {}),
  };
}

/** An image's whole public address, for e-mails, feeds and link previews: `publicImageUrl` on the site's address. */
export function absoluteImageUrl(url: string, siteUrl: string, imageHost: string | null): string {
  const publicUrl = publicImageUrl(url, imageHost);
  return publicUrl.startsWith('/') && !publicUrl.startsWith('//') ? `${siteUrl}${publicUrl}` : publicUrl;
}

export function compressedImageUrl(id: string, width: number): string {
  return `${UPLOAD_PREFIX}${id}-${width}.webp`;
}

/**
 * `srcset` for an upload, named in its stored form or at the image host: every copy at the image host when
 * there is one (`publicImageUrl`). Other URLs have none and are used as they are.
 */
export function imageSrcSet(url: string, imageHost: string | null): string | undefined {
  const id = uploadId(storedImageUrl(url, imageHost));
  return id ? IMAGE_WIDTHS.map((width) => `${publicImageUrl(compressedImageUrl(id, width), imageHost)} ${width}w`).join(', ') : undefined;
}

/** The smallest compressed copy at least `width` wide, for a fixed-size thumbnail, at the image host when there is one. */
export function imageAtWidth(url: string, width: number, imageHost: string | null): string {
  const id = uploadId(storedImageUrl(url, imageHost));
  if (!id) return publicImageUrl(url, imageHost);
  const chosen = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return publicImageUrl(compressedImageUrl(id, chosen), imageHost);
}

/** An upload or imported picture with more pixels than this is refused before it is decoded (docs/security.md). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export function tooManyPixelsMessage(width: number, height: number): string {
  return `Image too large: Please upload an image of at most ${MAX_IMAGE_PIXELS / 1e6} megapixels (this one is ${width} × ${height} pixels).`;
}
