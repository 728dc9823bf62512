import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * One table cell's edit state (docs/back-office.md): begin shows an input with the current value; Enter or
 * leaving the input saves, only Escape cancels. `save` answers whether it worked; a failed save keeps the
 * input open with what was typed. An edit ended with Enter or Escape gives focus back to the cell's button
 * (`displayRef`), so the keyboard stays where it was instead of falling to the page.
 */
export function useInlineEdit(value: string, save: (draft: string) => Promise<boolean>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  // Set once Enter, Escape or a save has ended the edit (or while saving), so the blur that follows does nothing.
  const settled = useRef(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    displayRef.current?.focus();
  }, [editing]);

  const finish = () => {
    settled.current = true;
    setEditing(false);
  };

  const begin = () => {
    settled.current = false;
    setDraft(value);
    setEditing(true);
  };

  const cancel = () => {
    if (!saving) finish();
  };

  const commit = async () => {
    if (settled.current) return;
    if (draft.trim() === value) return finish();
    settled.current = true;
    setSaving(true);
    const saved = await save(draft);
    setSaving(false);
    if (saved) setEditing(false);
    else {
      settled.current = false;
      refocus.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      refocus.current = true;
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      refocus.current = true;
      cancel();
    }
  };

  return { editing, draft, setDraft, saving, begin, onKeyDown, onBlur: () => void commit(), displayRef };
}
