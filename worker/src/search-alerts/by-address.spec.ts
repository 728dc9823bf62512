import { describe, expect, it } from 'vitest';
import { byAddress } from './by-address.js';

describe("the search alerts' grouping by address", () => {
  it('puts each alert under its address, in the order given', () => {
    const alerts = [
      { id: 1, email: 'a@example.com' },
      { id: 2, email: 'b@example.com' },
      { id: 3, email: 'a@example.com' },
      { id: 4, email: 'c@example.com' },
      { id: 5, email: 'b@example.com' },
    ];
    const groups = byAddress(alerts);
    expect([...groups.keys()]).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(groups.get('a@example.com')!.map(({ id }) => id)).toEqual([1, 3]);
    expect(groups.get('b@example.com')!.map(({ id }) => id)).toEqual([2, 5]);
    expect(groups.get('c@example.com')!.map(({ id }) => id)).toEqual([4]);
  });

  it('groups 200,000 alerts of one address in linear time (copying the group at each alert, quadratic, would take minutes)', () => {
    const alerts = Array.from({ length: 200_000 }, (_, id) => ({ id, email: 'same@example.com' }));
    const groups = byAddress(alerts);
    expect(groups.get('same@example.com')).toHaveLength(200_000);
    expect(groups.get('same@example.com')![199_999].id).toBe(199_999);
  });
});
