/**
 * How the search reads text (docs/search.md, "Words"): one fixed rule in JavaScript, the same in the BFF and
 * the worker whatever the database's locale.
 */

/** Accents once a text is decomposed: the combining marks of Latin, Greek and Cyrillic letters. */
const ACCENTS = /[\u0300-\u036f]/g;
const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/u;
const EVERY_BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * A text as the search compares it: compatibility forms decomposed ("ﬁ" is "fi", "²" is "2"), lower case as
 * JavaScript makes it (no locale), accents dropped ("Söhne" is "sohne", "İ" is "i"), and, as Unicode's case
 * folding does, "ß" as "ss" and a final "ς" as "σ".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(ACCENTS, '').replaceAll('ß', 'ss').replaceAll('ς', 'σ');
}

/** A text's words, folded, each once, in order: runs of letters (with their marks) and digits ("Jaeger-LeCoultre" is "jaeger" and "lecoultre"). */
export const searchWords = (text: string): string[] => [...new Set(foldForSearch(text).split(BETWEEN_WORDS).filter(Boolean))];

/** A text's letters and digits, folded, without what separates them: "5711/1A-010" is "57111a010". */
export const referenceKeyOf = (text: string): string => foldForSearch(text).replace(EVERY_BETWEEN_WORDS, '');
