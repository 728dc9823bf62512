import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useAdminCollections } from '../../../api/get-admin-collections';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { reorderCollections } from '../api/reorder-collections';
import { applyDraft, moveItem, sameOrder, toReorderPayload } from '../lib/reorder';
import { orderDraftAtom } from '../state/order-draft';

/** The Order tab's list: the server's order until the operator moves something, then theirs until saved or reset. */
export function useCollectionOrder() {
  const { collections: server, error, mutate } = useAdminCollections();
  const [draft, setDraft] = useAtom(orderDraftAtom);
  const [saving, setSaving] = useState(false);

  const items = useMemo(() => (server ? applyDraft(server, draft) : undefined), [server, draft]);
  const changed = Boolean(server && items && !sameOrder(server, items));

  // Functional, so several pointer moves before the next render each start from the latest order.
  const move = (from: number, to: number) => {
    if (server && from !== to) setDraft((current) => moveItem(applyDraft(server, current), from, to).map(({ id }) => id));
  };

  /** Puts the whole list back as it was, e.g. when a keyboard move is cancelled. */
  const restore = (ids: number[] | null) => setDraft(ids);

  const reset = () => setDraft(null);

  const save = async () => {
    if (!items) return;
    setSaving(true);
    try {
      await reorderCollections(toReorderPayload(items));
      setDraft(null);
      notifySuccess('Collection order updated successfully');
    } catch (error) {
      notifyFailure('Failed to update collection order', error);
    } finally {
      setSaving(false);
    }
  };

  return { items, draft, changed, saving, error, retry: () => mutate(), move, restore, reset, save };
}
