/**
 * Text as XML 1.0 character data or an attribute value: the five markup characters as character references,
 * and the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, so a
 * description pasted from anywhere cannot make the file unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The type the sitemap and the merchant feed are sent with. */
export const XML_TYPE = 'application/xml; charset=utf-8';
