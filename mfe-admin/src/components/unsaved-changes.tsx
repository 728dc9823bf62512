import { ConfirmDialog, Dialog } from '@caliber/ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';

/** Where a form inside a {@link GuardedDialog} reports whether it holds changes. */
const DirtyReport = createContext<(dirty: boolean) => void>(() => {});

/** Reports the surrounding react-final-form form's `dirty` to the dialog around it (none: ignored). */
export function DirtySpy() {
  const report = useContext(DirtyReport);
  useEffect(() => () => report(false), [report]);
  return <FormSpy subscription={{ dirty: true }} onChange={({ dirty }) => report(dirty === true)} />;
}

/** While `active`, leaving or reloading the page asks the browser's own question first. */
export function useLeavePageWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

interface GuardedDialogProps {
  open: boolean;
  /** Closes the dialog at once: after a save, or once the operator chose to discard. */
  onClose: () => void;
  title: string;
  className?: string;
  /** The form; its Cancel button calls `requestClose`, which asks first while the form holds changes. */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * A dialog whose form's changes are not lost by accident (docs/back-office.md): Escape, the close button,
 * the backdrop and Cancel ask 'Discard unsaved changes?' while the form is dirty, and leaving the page
 * warns.
 */
export function GuardedDialog({ open, onClose, title, className, children }: GuardedDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  useLeavePageWarning(open && dirty);

  const requestClose = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);
  const discard = () => {
    setAsking(false);
    setDirty(false);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} title={title} className={className}>
        <DirtyReport.Provider value={setDirty}>{children(requestClose)}</DirtyReport.Provider>
      </Dialog>
      <ConfirmDialog
        open={open && asking}
        title="Discard unsaved changes?"
        description="The changes you made in this form have not been saved."
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={discard}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
