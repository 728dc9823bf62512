import type { NewlyAvailableWatch } from '@caliber/core';
import type { WatchEntity } from '@caliber/db';
import { describe, expect, it } from 'vitest';
import { NewArrivals } from './new-arrivals.js';

const SINCE = new Date('2026-01-01T00:00:00.123Z');
const sinceUs = SINCE.getTime() * 1000;

function arrival(id: number, brand: string, model: string, collectionId: number, availableSinceUs: number): NewlyAvailableWatch {
  const watch = { id, brand, model, reference: `REF-${id}`, collectionId } as WatchEntity;
  return { watch, createdAtUs: availableSinceUs, availableSinceUs };
}

describe('the watches newly available, as the search alerts match them', () => {
  const arrivals = new NewArrivals(
    [
      arrival(1, 'Omega', 'Seamaster', 1, sinceUs + 456),
      arrival(2, 'Omega', 'Speedmaster', 2, sinceUs + 2_000),
      arrival(3, 'Tudor', 'Black Bay', 1, sinceUs + 3_000),
      arrival(4, 'Omega', 'Seamaster Aqua Terra', 1, sinceUs),
    ],
    [
      { id: 1, name: 'Divers' },
      { id: 2, name: 'Chronographs' },
    ],
  );
  const ids = (searchText: string, collectionId: number | null) => arrivals.matching({ searchText, collectionId }, SINCE).map(({ id }) => id);

  it("matches a text by the storefront search's rule, best first, a misspelt brand forgiven", () => {
    expect(ids('omgea', null)).toEqual([2, 1]);
    expect(ids('omega seamaster', null)).toEqual([1]);
    expect(ids('divers', null)).toEqual([3, 1]);
  });

  it('keeps the watches available after the time given, to the microsecond, in the collection given', () => {
    expect(ids('', null)).toEqual([3, 2, 1]);
    expect(ids('', 1)).toEqual([3, 1]);
    expect(ids('omega', 2)).toEqual([2]);
  });
});
