import { Button } from '@caliber/ui';
import styled from 'styled-components';
import { Dialog } from './dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The action asked about, e.g. 'Discard Changes'. */
  confirmLabel: string;
  /** Going back, e.g. 'Keep Editing'; also what Escape, the close button and the backdrop do. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question in the house's modal dialog; every way out other than the confirm button is the safe answer. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description}>
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
