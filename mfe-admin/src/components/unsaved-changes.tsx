import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormSpy, useForm } from 'react-final-form';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

interface DirtyReport {
  /** The form's `dirty` as it changes, for the leave-page warning. */
  changed(dirty: boolean): void;
  /** How to read the form's `dirty` at the moment a close is asked for (null once the form is gone). */
  reader(read: (() => boolean) | null): void;
}

/** Where a form inside a {@link GuardedDialog} reports whether it holds changes. */
const DirtyReportContext = createContext<DirtyReport>({ changed: () => {}, reader: () => {} });

/** Reports the surrounding react-final-form form's `dirty` to the dialog around it (none: ignored). */
export function DirtySpy() {
  const report = useContext(DirtyReportContext);
  const form = useForm();
  useEffect(() => {
    report.reader(() => form.getState().dirty === true);
    return () => {
      report.reader(null);
      report.changed(false);
    };
  }, [report, form]);
  return <FormSpy subscription={{ dirty: true }} onChange={({ dirty }) => report.changed(dirty === true)} />;
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
  // Read at the moment of closing: the reported state arrives a render later, and an Escape typed right
  // after a change must still ask.
  const readDirty = useRef<(() => boolean) | null>(null);
  const [report] = useState<DirtyReport>(() => ({
    changed: setDirty,
    reader: (read) => {
      readDirty.current = read;
    },
  }));
  useLeavePageWarning(open && dirty);

  const requestClose = useCallback(() => ((readDirty.current?.() ?? false) ? setAsking(true) : onClose()), [onClose]);
  const discard = () => {
    setAsking(false);
    setDirty(false);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} title={title} className={className}>
        <DirtyReportContext.Provider value={report}>{children(requestClose)}</DirtyReportContext.Provider>
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
