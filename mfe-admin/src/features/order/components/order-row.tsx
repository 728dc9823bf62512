import { imageAtWidth, type Collection } from '@caliber/contracts';
import { useImageHost } from '@caliber/ui';
import { GripVertical } from 'lucide-react';
import { forwardRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px 56px 1fr auto;
  align-items: center;
  gap: 16px;
  padding: 8px 16px 8px 8px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  user-select: none;
  transition: box-shadow ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};

  &[data-state='dragging'], &[data-state='grabbed'] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 8px 24px rgba(15, 17, 19, 0.12);
    cursor: grabbing;
  }

  img { width: 56px; height: 56px; object-fit: contain; background: ${({ theme }) => theme.colors.imageBackground}; }
`;

const Handle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: grab;
  touch-action: none;

  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.ink}; }
`;

const Text = styled.div`
  display: grid;
  min-width: 0;

  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; overflow-wrap: anywhere; }
`;

const Position = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.accentText};
  white-space: nowrap;
`;

interface OrderRowProps {
  collection: Collection;
  index: number;
  state: 'idle' | 'dragging' | 'grabbed';
  instructionsId: string;
  handleRef: (node: HTMLButtonElement | null) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onHandleKeyDown: (event: KeyboardEvent) => void;
  onHandleBlur: (event: FocusEvent) => void;
}

/** One collection in the Order list, showing its 1-based 'Position n'. */
export const OrderRow = forwardRef<HTMLLIElement, OrderRowProps>(function OrderRow(
  { collection, index, state, instructionsId, handleRef, onPointerDown, onHandleKeyDown, onHandleBlur },
  ref,
) {
  const imageHost = useImageHost();
  return (
    <Row ref={ref} data-state={state} onPointerDown={onPointerDown} data-testid="order-row">
      <Handle
        ref={handleRef}
        type="button"
        data-drag-handle
        aria-label={`Reorder ${collection.name}`}
        aria-describedby={instructionsId}
        aria-pressed={state === 'grabbed'}
        onKeyDown={onHandleKeyDown}
        onBlur={onHandleBlur}
      >
        <GripVertical size={20} aria-hidden />
      </Handle>
      {collection.imageUrl ? <img src={imageAtWidth(collection.imageUrl, 400, imageHost)} alt="" width={56} height={56} draggable={false} /> : <span />}
      <Text>
        <strong>{collection.name}</strong>
        <span>{collection.slug}</span>
      </Text>
      <Position>Position {index + 1}</Position>
    </Row>
  );
});
