import { useState, type KeyboardEvent } from 'react';

/**
 * One table cell's edit state (docs/back-office.md): begin shows an input with the current value; Enter saves,
 * Escape cancels. `save` answers whether it worked; a failed save keeps the input open.
 */
export function useInlineEdit(value: string, save: (draft: string) => Promise<boolean>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);

  const begin = () => {
    setDraft(value);
    setEditing(true);
  };

  const cancel = () => {
    if (!saving) setEditing(false);
  };

  const commit = async () => {
    if (draft.trim() === value) return setEditing(false);
    setSaving(true);
    const saved = await save(draft);
    setSaving(false);
    if (saved) setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return { editing, draft, setDraft, saving, begin, cancel, onKeyDown };
}
