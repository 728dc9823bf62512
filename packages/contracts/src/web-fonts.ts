/**
 * The web fonts are used from a browser's second page on: its first page is painted in the metric-matched
 * fallback faces while the font files are fetched once it has loaded, into the HTTP cache; this flag in
 * `localStorage` then has a script in the head put `className` on `<html>` before the first paint, which
 * switches the fonts on (docs/design.md, "Type").
 */
export const WEB_FONTS = { storageKey: 'caliber:web-fonts', className: 'web-fonts' } as const;
