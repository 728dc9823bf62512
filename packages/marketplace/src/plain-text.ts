import { load } from 'cheerio';

const BLOCK_ELEMENTS = 'address,article,blockquote,dd,div,dl,dt,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,tr,ul';
const HIDDEN_ELEMENTS = 'script,style,noscript,template,iframe,object,embed,head,svg';

/** Seller HTML reduced to its readable text: no markup, scripts or styles; blocks become lines. */
export function htmlToPlainText(html: string): string {
  const $ = load(html);
  $(HIDDEN_ELEMENTS).remove();
  $('br').replaceWith('\n');
  $(BLOCK_ELEMENTS).before('\n').after('\n');
  return collapseWhitespace($.root().text());
}

/** Runs of spaces become one space; lines are trimmed; at most one blank line in a row. */
export function collapseWhitespace(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text cut to at most `maxLength` UTF-16 units, never inside a surrogate pair. */
export function capText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
