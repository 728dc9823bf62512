import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.js';
import { isBrandTypo, newestFirst, referenceKeyToFind, referenceRank, SEARCH_RANK, searchEntryOf, wordsOf, type SearchCollection, type SearchEntry } from './search-rule.js';
import { foldForSearch, searchWords } from './search-text.js';

interface Watch {
  id: number;
  brand: string;
  model: string;
  reference: string;
  collectionId: number | null;
  createdAtUs: number;
}

/** Letters that fold to one letter each, accented, beyond ASCII and in both cases among them. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIKLMNOPQRSTUVWXYZéöøωÉÖØΩİ'];
const letter = fc.constantFrom(...LETTERS);
const word = (minLength = 1) => fc.string({ unit: letter, minLength, maxLength: 9 });
const phrase = fc.array(fc.oneof(word(), fc.integer({ min: 0, max: 999 }).map(String)), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const brand = fc.array(word(), { minLength: 1, maxLength: 2 }).chain((words) => fc.constantFrom(' ', '-', ' & ').map((separator) => words.join(separator)));
const reference = fc.string({ unit: fc.constantFrom(...'0123456789AB/-. '), minLength: 1, maxLength: 10 });

const COLLECTION_IDS = [1, 2, 3];
const collections = fc.tuple(phrase, phrase, phrase).map((names) => names.map((name, index): SearchCollection => ({ id: COLLECTION_IDS[index], name })));

/** Watches sharing a few brands and model words and a few creation times, so that texts match several and ties are common; ids in any order. */
const watches = fc
  .tuple(fc.array(brand, { minLength: 1, maxLength: 4 }), fc.array(word(), { minLength: 1, maxLength: 6 }))
  .chain(([brands, modelWords]) =>
    fc.array(
      fc.record({
        brand: fc.constantFrom(...brands),
        model: fc.array(fc.oneof(fc.constantFrom(...modelWords), word(), fc.integer({ min: 0, max: 999 }).map(String)), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
        reference,
        collectionId: fc.option(fc.constantFrom(...COLLECTION_IDS)),
        createdAtUs: fc.integer({ min: 0, max: 4 }),
      }),
      { minLength: 1, maxLength: 30 },
    ),
  )
  .chain((rows) => fc.shuffledSubarray(Array.from({ length: rows.length }, (_, index) => index + 1), { minLength: rows.length, maxLength: rows.length }).map((ids) => rows.map((row, index): Watch => ({ ...row, id: ids[index] }))));

/** A text a collector might type about these watches: words of one of them (or their beginnings), its reference, or anything. */
const textFor = (catalogue: readonly Watch[]) =>
  fc.oneof(
    fc.constantFrom(...catalogue).chain((watch) =>
      fc.oneof(
        fc.subarray([...watch.brand.split(/[ &-]+/), ...watch.model.split(' ')], { minLength: 1 }).map((words) => words.join(' ')),
        fc.nat().map((cut) => watch.model.slice(0, 1 + (cut % watch.model.length))),
        fc.constant(watch.reference),
        fc.nat().map((cut) => watch.reference.slice(cut % watch.reference.length)),
      ),
    ),
    phrase,
    fc.string(),
  );

const catalogueAndText = fc.tuple(watches, collections).chain(([catalogue, names]) => fc.tuple(fc.constant(catalogue), fc.constant(names), textFor(catalogue)));

const indexOf = (catalogue: readonly Watch[], names: readonly SearchCollection[]) => new SearchIndex(catalogue.map((watch) => searchEntryOf(watch, watch.createdAtUs)), names);
const everything = Number.POSITIVE_INFINITY;

/** Which ways a watch matches a text, each read straight from the rule's statement (docs/search.md). */
function howItMatches(text: string, entry: SearchEntry, names: readonly SearchCollection[]) {
  const words = searchWords(text);
  const brandWords = wordsOf(entry.brandWords);
  const model = wordsOf(entry.modelWords);
  const collectionWords = searchWords(names.find(({ id }) => id === entry.collectionId)?.name ?? '');
  const key = referenceKeyToFind(text);
  return {
    byWords: words.length > 0 && words.every((word) => [...brandWords, ...model].some((term) => term.startsWith(word)) || brandWords.some((term) => isBrandTypo(word, term))),
    byCollection: words.length > 0 && words.every((word) => collectionWords.some((term) => term.startsWith(word))),
    byReference: key === null ? null : referenceRank(key, entry.referenceKey),
  };
}

function rankOf(text: string, entry: SearchEntry, names: readonly SearchCollection[]): number | null {
  const { byWords, byCollection, byReference } = howItMatches(text, entry, names);
  const rank = Math.max(byWords ? SEARCH_RANK.words : -1, byCollection ? SEARCH_RANK.collection : -1, byReference ?? -1);
  return rank < 0 ? null : rank;
}

describe('the search rule', () => {
  it('finds a watch only when every word of the text matches it (brand and model, or its collection), or the text is in its reference', () => {
    fc.assert(
      fc.property(catalogueAndText, ([catalogue, names, text]) => {
        const index = indexOf(catalogue, names);
        for (const position of index.search(text, everything)) {
          const { byWords, byCollection, byReference } = howItMatches(text, index.entries[position], names);
          expect(byWords || byCollection || byReference !== null).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers every watch the rule matches, best rank first, ties newest first (then the higher id)', () => {
    fc.assert(
      fc.property(catalogueAndText, ([catalogue, names, text]) => {
        const index = indexOf(catalogue, names);
        const found = index.search(text, everything).map((position) => index.entries[position]);
        const ranks = found.map((entry) => rankOf(text, entry, names)!);
        for (let at = 1; at < found.length; at += 1) {
          expect(ranks[at]).toBeLessThanOrEqual(ranks[at - 1]);
          if (ranks[at] === ranks[at - 1]) expect(newestFirst(found[at - 1], found[at])).toBeLessThan(0);
        }
        const matching = index.entries.filter((entry) => rankOf(text, entry, names) !== null);
        expect(found.map(({ id }) => id).sort()).toEqual(matching.map(({ id }) => id).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('answers the first `limit` of the whole answer', () => {
    fc.assert(
      fc.property(catalogueAndText, fc.integer({ min: 1, max: 10 }), ([catalogue, names, text], limit) => {
        const index = indexOf(catalogue, names);
        expect(index.search(text, limit)).toEqual(index.search(text, everything).slice(0, limit));
      }),
    );
  });

  it('still finds every watch of a brand when one letter of the brand is wrong, missing or one too many', () => {
    const typo = fc.tuple(word(5), fc.nat(), fc.constantFrom('replace', 'drop', 'add'), letter).map(([brandWord, at, kind, other]) => {
      const letters = [...brandWord];
      const where = at % letters.length;
      if (kind === 'drop') letters.splice(where, 1);
      else letters.splice(where, kind === 'replace' ? 1 : 0, other);
      return { brandWord, typed: letters.join('') };
    });
    fc.assert(
      fc.property(watches, collections, typo, fc.nat(), (catalogue, names, { brandWord, typed }, pick) => {
        const branded = catalogue.map((watch, index) => (index % 2 === pick % 2 ? { ...watch, brand: `${brandWord} ${watch.brand}` } : watch));
        const index = indexOf(branded, names);
        const found = new Set(index.search(typed, everything).map((position) => index.entries[position].id));
        const folded = foldForSearch(brandWord);
        for (const entry of index.entries) if (wordsOf(entry.brandWords).includes(folded)) expect(found).toContain(entry.id);
      }),
      { numRuns: 300 },
    );
  });

  it('answers the same whatever the letter case and accents of the text', () => {
    fc.assert(
      fc.property(catalogueAndText, ([catalogue, names, text]) => {
        const index = indexOf(catalogue, names);
        const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        expect(index.search(text.toUpperCase(), everything)).toEqual(index.search(text, everything));
        expect(index.search(plain.toLowerCase(), everything)).toEqual(index.search(text, everything));
      }),
    );
  });

  it('folds letters the same way everywhere: case, accents, compatibility forms, ß and final sigma', () => {
    expect(searchWords('İWC Schaffhausen')).toEqual(['iwc', 'schaffhausen']);
    expect(searchWords('A. Lange & Söhne')).toEqual(['a', 'lange', 'sohne']);
    expect(searchWords('Ωmega Études ÉLÉGANCE')).toEqual(['ωmega', 'etudes', 'elegance']);
    expect(searchWords('Jaeger-LeCoultre ﬁne ２')).toEqual(['jaeger', 'lecoultre', 'fine', '2']);
    expect(searchWords('Großmann ΟΔΟΣ οδος')).toEqual(['grossmann', 'οδοσ']);
    expect(searchWords('/// -- ')).toEqual([]);
  });

  it('ranks a reference itself first, then one beginning with the text, the words, one containing it, the collection', () => {
    const catalogue: Watch[] = [
      { id: 1, brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010', collectionId: 1, createdAtUs: 1 },
      { id: 2, brand: 'Rolex', model: 'Datejust', reference: '115711', collectionId: 1, createdAtUs: 2 },
      { id: 3, brand: 'Rolex', model: 'Submariner 5711', reference: '126610LN', collectionId: 1, createdAtUs: 3 },
      { id: 4, brand: 'Cartier', model: 'Tank', reference: '5711', collectionId: 2, createdAtUs: 0 },
      { id: 5, brand: 'Omega', model: 'Seamaster', reference: '210.30', collectionId: 3, createdAtUs: 4 },
    ];
    const index = indexOf(catalogue, [
      { id: 1, name: 'Sport' },
      { id: 2, name: 'Dress' },
      { id: 3, name: '5711 Collection' },
    ]);
    const ids = (text: string) => index.search(text, everything).map((position) => index.entries[position].id);
    expect(ids('5711')).toEqual([4, 1, 3, 2, 5]);
    expect(ids('5711/1a')).toEqual([1]);
    expect(ids('rolx')).toEqual([3, 2]);
    expect(ids('omgea')).toEqual([5]);
    expect(ids('seamstr')).toEqual([]);
  });

  it('orders ties by the stored microseconds, then the higher id', () => {
    const twin = { brand: 'Tiebreak', model: 'Twin', reference: 'TB', collectionId: null };
    const catalogue: Watch[] = [
      { ...twin, id: 1, createdAtUs: 1_767_225_600_000_200 },
      { ...twin, id: 2, createdAtUs: 1_767_225_600_000_100 },
      { ...twin, id: 3, createdAtUs: 1_767_225_600_000_100 },
    ];
    const index = indexOf(catalogue, []);
    expect(index.search('tiebreak', everything).map((position) => index.entries[position].id)).toEqual([1, 3, 2]);
  });
});
