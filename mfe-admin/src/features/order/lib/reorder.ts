import type { ReorderPayload } from '@caliber/contracts';

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export interface RowBox {
  top: number;
  height: number;
}

/**
 * Where the row being dragged belongs for a pointer at `y`: after every other row whose middle is
 * above the pointer.
 */
export function targetIndex(y: number, rows: readonly RowBox[], dragged: number): number {
  return rows.filter((row, index) => index !== dragged && row.top + row.height / 2 < y).length;
}

/** The local order over the server's: ids still present keep their place, new ones follow. */
export function applyDraft<T extends { id: number }>(server: readonly T[], draft: readonly number[] | null): T[] {
  if (!draft) return [...server];
  const byId = new Map(server.map((item) => [item.id, item]));
  const ordered = draft.flatMap((id) => byId.get(id) ?? []);
  return [...ordered, ...server.filter((item) => !draft.includes(item.id))];
}

export function sameOrder(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index].id);
}

/** Save Order's body: every id once, displayOrder its zero-based position (docs/back-office.md). */
export function toReorderPayload(list: readonly { id: number }[]): ReorderPayload {
  return { collectionOrders: list.map(({ id }, displayOrder) => ({ id, displayOrder })) };
}
