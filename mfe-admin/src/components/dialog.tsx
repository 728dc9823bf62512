import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Heading } from '@caliber/ui';
import styled from 'styled-components';

const Box = styled.dialog`
  width: min(640px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 24px 64px rgba(15, 17, 19, 0.18);

  &::backdrop { background: rgba(15, 17, 19, 0.55); }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 24px 24px 0;
`;

const Body = styled.div`
  padding: 16px 24px 24px;
`;

const Description = styled.p`
  padding: 8px 24px 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  margin: -10px -10px 0 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Modal dialog on the native `<dialog>` (`showModal`): the rest of the page is inert, so focus stays
 * inside; Escape closes; focus returns to the opener. Children mount only while open.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Box
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape is handled here, not left to the dialog's cancel event: Chromium lets a page refuse only
      // some cancels (not one without a user gesture since the last), and a dialog that asks before
      // closing must see every Escape.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <Heading level={2} size="h3" id={titleId}>
              {title}
            </Heading>
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <X size={20} aria-hidden />
            </CloseButton>
          </Header>
          {description && <Description id={descriptionId}>{description}</Description>}
          <Body>{children}</Body>
        </>
      )}
    </Box>
  );
}
