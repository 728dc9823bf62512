import { referenceKeyOf, searchWords } from './search-text.js';

/**
 * The storefront search's rule (docs/search.md, "What matches, and in which order"), as plain functions: the
 * site's index and the search alerts both search through `SearchIndex`, which is built on these.
 */

/**
 * What a watch is found by, folded (`foldForSearch`): its brand's and its model's words, each list as one string
 * of words separated by single spaces (one string a watch, not one per word), and its reference's letters and digits.
 */
export interface SearchTerms {
  brandWords: string;
  modelWords: string;
  referenceKey: string;
}

/** A watch as the search reads it. */
export interface SearchEntry extends SearchTerms {
  id: number;
  /** The stored creation time in microseconds (a JavaScript date keeps milliseconds): ties are ordered by it. */
  createdAtUs: number;
  collectionId: number | null;
}

/** A collection, found by the words of its name. */
export interface SearchCollection {
  id: number;
  name: string;
}

/** The ranks, best first: the reference itself, one beginning with the text, the words, a reference containing it, the collection. */
export const SEARCH_RANK = { reference: 4, referenceStart: 3, words: 2, referencePart: 1, collection: 0 } as const;

/** A text's key shorter than this (in characters) is not looked for in references: one or two are in most of them. */
const REFERENCE_KEY_MIN = 3;

export function searchTermsOf(watch: { brand: string; model: string; reference: string }): SearchTerms {
  return { brandWords: searchWords(watch.brand).join(' '), modelWords: searchWords(watch.model).join(' '), referenceKey: referenceKeyOf(watch.reference) };
}

/** The words of `SearchTerms.brandWords` or `modelWords`. */
export const wordsOf = (joined: string): string[] => (joined === '' ? [] : joined.split(' '));

export function searchEntryOf(watch: { id: number; brand: string; model: string; reference: string; collectionId: number | null }, createdAtUs: number): SearchEntry {
  return { id: watch.id, createdAtUs, collectionId: watch.collectionId, ...searchTermsOf(watch) };
}

/** Ties newest first: the later stored time, then the higher id. */
export const newestFirst = (a: SearchEntry, b: SearchEntry): number => b.createdAtUs - a.createdAtUs || b.id - a.id;

/** Levenshtein distance of `a` and `b` (by characters) when at most `max`, else `max + 1`. */
function editDistanceAtMost(a: string, b: string, max: number): number {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowBest = Math.min(rowBest, current[j]);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return Math.min(previous[right.length], max + 1);
}

/**
 * Whether a search word may be a misspelling of a brand word: within one edit for a word of four characters,
 * two from five; a shorter word matches only as typed. ("rolx" finds Rolex, "omgea" Omega.)
 */
export function isBrandTypo(word: string, brandWord: string): boolean {
  const length = [...word].length;
  if (length < 4 || word === brandWord) return false;
  const edits = length >= 5 ? 2 : 1;
  return editDistanceAtMost(word, brandWord, edits) <= edits;
}

/** The key a text looks for in references (its letters and digits), or null when too short to look for. */
export function referenceKeyToFind(text: string): string | null {
  const key = referenceKeyOf(text);
  return [...key].length >= REFERENCE_KEY_MIN ? key : null;
}

/**
 * The rank a watch's reference key earns for a text's key (`referenceKeyToFind`): the reference itself, one
 * beginning with the key, one containing it; null when it does not contain it.
 */
export function referenceRank(textKey: string, reference: string): number | null {
  const at = reference.indexOf(textKey);
  if (at === -1) return null;
  if (at > 0) return SEARCH_RANK.referencePart;
  return reference.length === textKey.length ? SEARCH_RANK.reference : SEARCH_RANK.referenceStart;
}
