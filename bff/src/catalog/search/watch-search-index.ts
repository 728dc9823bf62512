import type { FilterFacts, WatchCardData } from '@caliber/contracts';
import { createHash } from 'node:crypto';

/**
 * A listed watch as the index reads it: its card, what the filters read of it and the search's terms, as
 * PostgreSQL spelt them; never its description or gallery (docs/search.md, "The index").
 */
export interface IndexedWatch {
  card: WatchCardData;
  facts: FilterFacts;
  /** `created_at` in microseconds, as stored: newest first, then the higher id, orders ties. */
  createdAtUs: number;
  collectionId: number | null;
  /** The lexemes of `to_tsvector('simple', brand || ' ' || model)`. */
  terms: readonly string[];
  /** `watch_reference_key(reference)`: the reference's letters and digits, lower case. */
  referenceKey: string;
}

export interface CollectionTerms {
  id: number;
  slug: string;
  /** The lexemes of `to_tsvector('simple', name)`. */
  terms: readonly string[];
}

/** What separates words, as PostgreSQL's `[^[:alnum:]]+` does. */
const NOT_A_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;
const NOT_LETTERS_OR_DIGITS = /[^\p{L}\p{N}]+/gu;
/** The ranks of docs/search.md, "What matches, and in which order", best first. */
const RANK = { reference: 4, referenceStart: 3, words: 2, referencePart: 1, collection: 0 } as const;
const RANKS_BEST_FIRST = [4, 3, 2, 1, 0] as const;
const KEY_SEPARATOR = '\n';
/** A reference key shorter than this is not searched for in references (the SQL's trigrams need three). */
const REFERENCE_KEY_MIN = 3;

/**
 * Lower case as PostgreSQL's `lower()` makes it, one character for one: JavaScript's only wider mapping
 * (İ to i and a combining dot) is brought back to the single letter.
 */
const lowerCase = (text: string) => text.toLowerCase().replaceAll('i\u0307', 'i');

const byNewest = (a: IndexedWatch, b: IndexedWatch) => b.createdAtUs - a.createdAtUs || b.card.id - a.card.id;

/** Levenshtein distance of `a` and `b` when at most `max`, else `max + 1` (`levenshtein_less_equal`). */
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

/** The first index of the sorted `terms` not before `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One word of a search: it matches a term it begins, or a brand word it may be a misspelling of. */
interface SearchWord {
  prefix: string;
  brandWords: ReadonlySet<string>;
}

const wordMatches = (word: SearchWord, term: string) => term.startsWith(word.prefix) || word.brandWords.has(term);

/**
 * The storefront search in memory (docs/search.md, "The index"): the same matches, ranks and order as the SQL
 * function `watch_search_matches`, read from the terms PostgreSQL gave, without a statement per search. Built
 * whole from the listed watches; a change builds a new one.
 */
export class WatchSearchIndex {
  /** The listed watches, newest first: a watch's position here is its place in the newest-first order. */
  readonly watches: readonly IndexedWatch[];
  /** The catalogue this index holds, the same on every replica for the same rows: pieces of one version join into one list. */
  readonly version: string;
  private readonly collectionIds: ReadonlyMap<string, number>;
  /** Every term of every watch, sorted, and beside each the positions (in `watches`) of the watches having it. */
  private readonly terms: string[];
  private readonly postings: number[][];
  private readonly collections: { id: number; terms: readonly string[]; positions: number[] }[];
  /** Every reference key, each after a line break, in the watches' order: one `indexOf` finds a key in all of them. */
  private readonly referenceKeys: string;
  /** Where each watch's reference key starts in `referenceKeys`. */
  private readonly referenceStarts: Int32Array;

  constructor(
    watches: Iterable<IndexedWatch>,
    private readonly brandWords: readonly string[],
    collections: readonly CollectionTerms[],
  ) {
    this.watches = [...watches].sort(byNewest);
    const postingsByTerm = new Map<string, number[]>();
    const positionsByCollection = new Map<number, number[]>();
    this.watches.forEach((entry, position) => {
      for (const term of new Set(entry.terms)) {
        const postings = postingsByTerm.get(term);
        if (postings) postings.push(position);
        else postingsByTerm.set(term, [position]);
      }
      if (entry.collectionId !== null) {
        const positions = positionsByCollection.get(entry.collectionId);
        if (positions) positions.push(position);
        else positionsByCollection.set(entry.collectionId, [position]);
      }
    });
    this.terms = [...postingsByTerm.keys()].sort();
    this.postings = this.terms.map((term) => postingsByTerm.get(term)!);
    this.collections = collections.map(({ id, terms }) => ({ id, terms, positions: positionsByCollection.get(id) ?? [] }));
    this.collectionIds = new Map(collections.map(({ id, slug }) => [slug, id]));
    this.referenceStarts = new Int32Array(this.watches.length);
    let start = 1;
    this.watches.forEach((entry, position) => {
      this.referenceStarts[position] = start;
      start += entry.referenceKey.length + 1;
    });
    this.referenceKeys = `${KEY_SEPARATOR}${this.watches.map((entry) => entry.referenceKey).join(KEY_SEPARATOR)}${KEY_SEPARATOR}`;
    this.version = versionOf(this.watches);
  }

  /** The positions of a collection's watches (newest first), or null when no collection has the slug. */
  collectionPositions(slug: string): readonly number[] | null {
    const id = this.collectionIds.get(slug);
    return id === undefined ? null : (this.collections.find((collection) => collection.id === id)?.positions ?? []);
  }

  /** The positions of the watches matching `text`, best first, at most `limit`. */
  search(text: string, limit: number): number[] {
    const lower = lowerCase(text);
    const words = [...new Set(lower.split(NOT_A_LETTER_OR_DIGIT).filter(Boolean))].map((word) => this.searchWord(word));
    const byWords = this.matchWords(words);
    const inCollection = this.matchCollections(words);
    const byReference = this.matchReferences(lower.replace(NOT_LETTERS_OR_DIGITS, ''));
    const buckets: number[][] = [[], [], [], [], []];
    const take = (position: number, rank: number) => {
      if (rank >= 0 && buckets[rank].length < limit) buckets[rank].push(position);
    };
    if (byWords || inCollection) {
      for (let position = 0; position < this.watches.length; position += 1) {
        const rank = byWords?.[position] === words.length ? RANK.words : inCollection?.[position] ? RANK.collection : -1;
        take(position, Math.max(rank, (byReference?.get(position) ?? 0) - 1));
      }
    } else if (byReference) {
      for (const [position, rankPlusOne] of byReference) take(position, rankPlusOne - 1);
    }
    return RANKS_BEST_FIRST.flatMap((rank) => buckets[rank]).slice(0, limit);
  }

  /**
   * The watches whose reference key contains `key` (from three characters), each with its rank plus one: the
   * key itself, a key beginning with it, or one only containing it. Positions come in ascending order.
   */
  private matchReferences(key: string): Map<number, number> | null {
    if ([...key].length < REFERENCE_KEY_MIN) return null;
    const found = new Map<number, number>();
    let from = 0;
    for (let at = this.referenceKeys.indexOf(key, from); at !== -1; at = this.referenceKeys.indexOf(key, from)) {
      const position = this.positionAt(at);
      const start = this.referenceStarts[position];
      const end = start + this.watches[position].referenceKey.length;
      const rank = at !== start ? RANK.referencePart : at + key.length === end ? RANK.reference : RANK.referenceStart;
      found.set(position, rank + 1);
      from = end + 1;
    }
    return found.size > 0 ? found : null;
  }

  /** The watch whose reference key holds the character at `at` of `referenceKeys`. */
  private positionAt(at: number): number {
    let low = 0;
    let high = this.referenceStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.referenceStarts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** A word of four letters or more also stands for any brand word within one edit (four letters) or two (five or more). */
  private searchWord(word: string): SearchWord {
    const length = [...word].length;
    if (length < 4) return { prefix: word, brandWords: new Set() };
    const maxEdits = length >= 5 ? 2 : 1;
    return { prefix: word, brandWords: new Set(this.brandWords.filter((brandWord) => brandWord !== word && editDistanceAtMost(word, brandWord, maxEdits) <= maxEdits)) };
  }

  /** For each watch, how many of the words its brand and model matched (all of them: `words.length`); null when a word matched none. */
  private matchWords(words: readonly SearchWord[]): Uint8Array | null {
    if (words.length === 0) return null;
    const matched = new Uint8Array(this.watches.length);
    for (const [index, word] of words.entries()) {
      let any = false;
      const mark = (termIndex: number) => {
        for (const position of this.postings[termIndex]) {
          if (matched[position] === index) {
            matched[position] = index + 1;
            any = true;
          }
        }
      };
      for (let termIndex = lowerBound(this.terms, word.prefix); termIndex < this.terms.length && this.terms[termIndex].startsWith(word.prefix); termIndex += 1) mark(termIndex);
      for (const brandWord of word.brandWords) {
        const termIndex = lowerBound(this.terms, brandWord);
        if (this.terms[termIndex] === brandWord && !brandWord.startsWith(word.prefix)) mark(termIndex);
      }
      if (!any) return null;
    }
    return matched;
  }

  /** Which watches are in a collection whose name matches every word. */
  private matchCollections(words: readonly SearchWord[]): Uint8Array | null {
    if (words.length === 0) return null;
    const matching = this.collections.filter(({ terms }) => words.every((word) => terms.some((term) => wordMatches(word, term))));
    if (matching.length === 0) return null;
    const inCollection = new Uint8Array(this.watches.length);
    for (const { positions } of matching) for (const position of positions) inCollection[position] = 1;
    return inCollection;
  }
}

/** A digest of what the lists show and order by: equal on every replica holding the same rows. */
function versionOf(watches: readonly IndexedWatch[]): string {
  const hash = createHash('sha1');
  for (const { card, facts, createdAtUs } of watches) hash.update(`${createdAtUs}\u0000${JSON.stringify(card)}\u0000${facts.year}\n`);
  return hash.digest('base64url').slice(0, 16);
}
