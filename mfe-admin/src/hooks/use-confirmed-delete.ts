import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../lib/notify';

interface ConfirmedDelete {
  /** Asked with the browser's confirm first. */
  question: string;
  remove: () => Promise<unknown>;
  /** Toast titles, e.g. 'Watch deleted successfully' and 'Failed to delete watch'. */
  success: string;
  failure: string;
}

/**
 * A delete button's action: confirm, then delete with a toast either way. `pending` stays true after a
 * success (the row leaves the list) and goes back to false after a failure, so the button can be tried again.
 */
export function useConfirmedDelete({ question, remove, success, failure }: ConfirmedDelete) {
  const [pending, setPending] = useState(false);

  const onDelete = async () => {
    if (!window.confirm(question)) return;
    setPending(true);
    try {
      await remove();
      notifySuccess(success);
    } catch (error) {
      notifyFailure(failure, error);
      setPending(false);
    }
  };

  return { pending, onDelete };
}
