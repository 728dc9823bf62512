import { describe, expect, it } from 'vitest';
import { applyDraft, moveItem, sameOrder, targetIndex, toReorderPayload } from './reorder';

const a = { id: 1 };
const b = { id: 2 };
const c = { id: 3 };

describe('moveItem', () => {
  it('moves down and up without touching the input', () => {
    const list = [a, b, c];
    expect(moveItem(list, 0, 2)).toEqual([b, c, a]);
    expect(moveItem(list, 2, 0)).toEqual([c, a, b]);
    expect(list).toEqual([a, b, c]);
  });

  it('clamps a target past either end', () => {
    expect(moveItem([a, b, c], 1, 9)).toEqual([a, c, b]);
    expect(moveItem([a, b, c], 1, -3)).toEqual([b, a, c]);
  });
});

describe('targetIndex', () => {
  const rows = [0, 50, 100, 150].map((top) => ({ top, height: 50 }));

  it('places the dragged row after every other row whose middle is above the pointer', () => {
    expect(targetIndex(10, rows, 0)).toBe(0);
    expect(targetIndex(80, rows, 0)).toBe(1);
    expect(targetIndex(190, rows, 0)).toBe(3);
    expect(targetIndex(20, rows, 3)).toBe(0);
    expect(targetIndex(130, rows, 3)).toBe(3);
  });
});

describe('applyDraft', () => {
  it('follows the server until there is a draft', () => {
    expect(applyDraft([a, b, c], null)).toEqual([a, b, c]);
    expect(applyDraft([a, b, c], [3, 1, 2])).toEqual([c, a, b]);
  });

  it('drops ids that are gone and appends new collections', () => {
    expect(applyDraft([a, c, { id: 4 }], [3, 2, 1])).toEqual([c, a, { id: 4 }]);
  });
});

describe('toReorderPayload', () => {
  it('sends every id once with its zero-based position', () => {
    expect(toReorderPayload([c, a, b])).toEqual({
      collectionOrders: [
        { id: 3, displayOrder: 0 },
        { id: 1, displayOrder: 1 },
        { id: 2, displayOrder: 2 },
      ],
    });
  });
});

describe('sameOrder', () => {
  it('compares ids in order', () => {
    expect(sameOrder([a, b], [a, b])).toBe(true);
    expect(sameOrder([a, b], [b, a])).toBe(false);
  });
});
