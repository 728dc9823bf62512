import type { Collection } from '@caliber/contracts';
import { VisuallyHidden } from '@caliber/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useKeyboardReorder } from '../hooks/use-keyboard-reorder';
import { usePointerDrag } from '../hooks/use-pointer-drag';
import { OrderRow } from './order-row';

const List = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface OrderListProps {
  items: Collection[];
  move: (from: number, to: number) => void;
  draft: number[] | null;
  restore: (ids: number[] | null) => void;
}

/** The collections as a reorderable list: drag by mouse or touch, or move from the keyboard. */
export function OrderList({ items, move, draft, restore }: OrderListProps) {
  const instructionsId = useId();
  const rows = useRef(new Map<number, HTMLLIElement>());
  const handles = useRef(new Map<number, HTMLButtonElement>());

  const getRows = () => items.map(({ id }) => rows.current.get(id)?.getBoundingClientRect() ?? { top: 0, height: 0 });
  const { dragging, onPointerDown } = usePointerDrag(getRows, move);
  const keyboard = useKeyboardReorder({ count: items.length, move, snapshot: () => draft, restore });

  // A keyed row that moves in the DOM loses focus; the grabbed row's handle keeps it.
  useLayoutEffect(() => {
    const handle = keyboard.grabbedId === null ? undefined : handles.current.get(keyboard.grabbedId);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [items, keyboard.grabbedId]);

  return (
    <>
      <VisuallyHidden id={instructionsId}>
        Press Space or Enter to pick up a collection, the arrow keys to move it, Space or Enter to drop it, and Escape to cancel.
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" role="status">
        {keyboard.announcement}
      </VisuallyHidden>
      <List>
        {items.map((collection, index) => (
          <OrderRow
            key={collection.id}
            ref={(node) => {
              if (node) rows.current.set(collection.id, node);
              else rows.current.delete(collection.id);
            }}
            handleRef={(node) => {
              if (node) handles.current.set(collection.id, node);
              else handles.current.delete(collection.id);
            }}
            collection={collection}
            index={index}
            state={dragging === index ? 'dragging' : keyboard.grabbedId === collection.id ? 'grabbed' : 'idle'}
            instructionsId={instructionsId}
            onPointerDown={(event) => onPointerDown(event, index)}
            onHandleKeyDown={(event) => keyboard.onKeyDown(event, index, collection)}
            onHandleBlur={(event) => {
              if (event.relatedTarget) keyboard.release();
            }}
          />
        ))}
      </List>
    </>
  );
}
