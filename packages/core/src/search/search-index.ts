import { isBrandTypo, newestFirst, referenceKeyToFind, referenceRank, SEARCH_RANK, wordsOf, type SearchCollection, type SearchEntry } from './search-rule.js';
import { searchWords } from './search-text.js';

const RANKS_BEST_FIRST = [SEARCH_RANK.reference, SEARCH_RANK.referenceStart, SEARCH_RANK.words, SEARCH_RANK.referencePart, SEARCH_RANK.collection];
const KEY_SEPARATOR = '\n';

/** Terms, sorted, each with the positions of the entries having it, all in one array. */
class Postings {
  readonly terms: string[];
  private readonly starts: Int32Array;
  private readonly positions: Int32Array;

  constructor(byTerm: ReadonlyMap<string, number[]>) {
    this.terms = [...byTerm.keys()].sort();
    this.starts = new Int32Array(this.terms.length + 1);
    let total = 0;
    this.terms.forEach((term, index) => {
      this.starts[index] = total;
      total += byTerm.get(term)!.length;
    });
    this.starts[this.terms.length] = total;
    this.positions = new Int32Array(total);
    this.terms.forEach((term, index) => this.positions.set(byTerm.get(term)!, this.starts[index]));
  }

  /** The first index of a term not before `word`. */
  lowerBound(word: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Moves each entry having the term from `from` matched words to `from + 1`; whether any moved. */
  advance(termIndex: number, matched: Uint16Array, from: number): boolean {
    let any = false;
    for (let at = this.starts[termIndex]; at < this.starts[termIndex + 1]; at += 1) {
      const position = this.positions[at];
      if (matched[position] === from) {
        matched[position] = from + 1;
        any = true;
      }
    }
    return any;
  }
}

function addPosting<K>(byKey: Map<K, number[]>, key: K, position: number): void {
  const positions = byKey.get(key);
  if (!positions) byKey.set(key, [position]);
  else if (positions.at(-1) !== position) positions.push(position);
}

/**
 * The search over a set of watches (docs/search.md): the storefront's index of its listed watches and the
 * search alerts' of the watches newly available both answer through it, so they cannot disagree. Built whole
 * from its entries; a change builds a new one.
 */
export class SearchIndex<T extends SearchEntry> {
  /** The entries, newest first: an entry's position here is its place in the newest-first order. */
  readonly entries: readonly T[];
  /** The words of the brands and models. */
  private readonly wordPostings: Postings;
  /** The words of the brands alone, which a misspelt search word may stand for. */
  private readonly brandPostings: Postings;
  private readonly collections: { words: readonly string[]; positions: number[] }[];
  private readonly positionsByCollection = new Map<number, number[]>();
  /** Every reference key, each after a line break, in the entries' order: one `indexOf` finds a key in all of them. */
  private readonly referenceKeys: string;
  /** Where each entry's reference key starts in `referenceKeys`. */
  private readonly referenceStarts: Int32Array;

  constructor(entries: Iterable<T>, collections: readonly SearchCollection[]) {
    this.entries = [...entries].sort(newestFirst);
    const byWord = new Map<string, number[]>();
    const byBrandWord = new Map<string, number[]>();
    this.referenceStarts = new Int32Array(this.entries.length);
    // Brands and models repeat: each one's words are split once (and each word hashed once as a key).
    const splitOnce = new Map<string, string[]>();
    const words = (joined: string) => {
      let split = splitOnce.get(joined);
      if (!split) splitOnce.set(joined, (split = wordsOf(joined)));
      return split;
    };
    let start = KEY_SEPARATOR.length;
    this.entries.forEach(({ brandWords, modelWords, referenceKey, collectionId }, position) => {
      for (const word of words(brandWords)) {
        addPosting(byWord, word, position);
        addPosting(byBrandWord, word, position);
      }
      for (const word of words(modelWords)) addPosting(byWord, word, position);
      if (collectionId !== null) addPosting(this.positionsByCollection, collectionId, position);
      this.referenceStarts[position] = start;
      start += referenceKey.length + KEY_SEPARATOR.length;
    });
    this.wordPostings = new Postings(byWord);
    this.brandPostings = new Postings(byBrandWord);
    this.collections = collections.map(({ id, name }) => ({ words: searchWords(name), positions: this.positionsByCollection.get(id) ?? [] }));
    this.referenceKeys = `${KEY_SEPARATOR}${this.entries.map(({ referenceKey }) => referenceKey).join(KEY_SEPARATOR)}${KEY_SEPARATOR}`;
  }

  /** The positions of a collection's entries, newest first. */
  inCollection(collectionId: number): readonly number[] {
    return this.positionsByCollection.get(collectionId) ?? [];
  }

  /** The positions of the entries matching `text`, best first, ties newest first, at most `limit`. */
  search(text: string, limit: number): number[] {
    const words = searchWords(text);
    const byWords = this.matchWords(words);
    const inCollection = this.matchCollections(words);
    const key = referenceKeyToFind(text);
    const byReference = key === null ? null : this.matchReferences(key);
    const buckets: number[][] = [[], [], [], [], []];
    const take = (position: number, rank: number) => {
      if (rank >= 0 && buckets[rank].length < limit) buckets[rank].push(position);
    };
    if (byWords || inCollection) {
      for (let position = 0; position < this.entries.length; position += 1) {
        const rank = byWords?.[position] === words.length ? SEARCH_RANK.words : inCollection?.[position] ? SEARCH_RANK.collection : -1;
        take(position, Math.max(rank, byReference?.get(position) ?? -1));
      }
    } else if (byReference) {
      for (const [position, rank] of byReference) take(position, rank);
    }
    return RANKS_BEST_FIRST.flatMap((rank) => buckets[rank]).slice(0, limit);
  }

  /** For each entry, how many of the words its brand and model matched (all of them: `words.length`); null when a word matched none. */
  private matchWords(words: readonly string[]): Uint16Array | null {
    if (words.length === 0) return null;
    const matched = new Uint16Array(this.entries.length);
    for (const [index, word] of words.entries()) {
      let any = false;
      const { terms } = this.wordPostings;
      for (let term = this.wordPostings.lowerBound(word); term < terms.length && terms[term].startsWith(word); term += 1) {
        any = this.wordPostings.advance(term, matched, index) || any;
      }
      this.brandPostings.terms.forEach((brandWord, term) => {
        if (isBrandTypo(word, brandWord)) any = this.brandPostings.advance(term, matched, index) || any;
      });
      if (!any) return null;
    }
    return matched;
  }

  /** Which entries are in a collection whose name has a word beginning with each word. */
  private matchCollections(words: readonly string[]): Uint8Array | null {
    if (words.length === 0) return null;
    const matching = this.collections.filter((collection) => words.every((word) => collection.words.some((term) => term.startsWith(word))));
    if (matching.length === 0) return null;
    const inCollection = new Uint8Array(this.entries.length);
    for (const { positions } of matching) for (const position of positions) inCollection[position] = 1;
    return inCollection;
  }

  /** The entries whose reference key contains `key`, each with its rank, by position; null when none. */
  private matchReferences(key: string): Map<number, number> | null {
    const found = new Map<number, number>();
    for (let at = this.referenceKeys.indexOf(key); at !== -1; ) {
      const position = this.positionAt(at);
      const { referenceKey } = this.entries[position];
      found.set(position, referenceRank(key, referenceKey)!);
      at = this.referenceKeys.indexOf(key, this.referenceStarts[position] + referenceKey.length + KEY_SEPARATOR.length);
    }
    return found.size > 0 ? found : null;
  }

  /** The entry whose reference key holds the character at `at` of `referenceKeys`. */
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
}
