/** Fonts of the dial printing and engravings; DejaVu ships with most Linux images, the others are fallbacks. */
export const SANS = 'DejaVu Sans, Arial, sans-serif';
export const SERIF = 'DejaVu Serif, Georgia, serif';

/** Escapes text placed inside SVG markup. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
