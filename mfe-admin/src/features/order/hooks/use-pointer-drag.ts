import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { targetIndex, type RowBox } from '../lib/reorder';

/**
 * Drag and drop with pointer events (mouse, touch, pen): a mouse drags a row from anywhere on it,
 * touch and pen from its handle (`data-drag-handle`, which sets `touch-action: none`) so the page
 * still scrolls under a finger elsewhere. The row moves live as the pointer passes other rows' middles.
 */
export function usePointerDrag(getRows: () => RowBox[], move: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const stop = useRef<() => void>(undefined);
  const latest = useRef({ getRows, move });
  latest.current = { getRows, move };

  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (event.button !== 0) return;
    const fromHandle = (event.target as Element).closest('[data-drag-handle]');
    if (event.pointerType !== 'mouse' && !fromHandle) return;
    if (!fromHandle && (event.target as Element).closest('button, a, input')) return;
    event.preventDefault();
    stop.current?.();

    const pointerId = event.pointerId;
    let current = index;
    setDragging(index);

    const onMove = (moveEvent: globalThis.PointerEvent) => {
      if (moveEvent.pointerId !== pointerId) return;
      const to = targetIndex(moveEvent.clientY, latest.current.getRows(), current);
      if (to === current) return;
      latest.current.move(current, to);
      current = to;
      setDragging(to);
    };
    const onEnd = (endEvent: globalThis.PointerEvent) => {
      if (endEvent.pointerId === pointerId) stop.current?.();
    };

    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stop.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stop.current = undefined;
      setDragging(null);
    };
  };

  return { dragging, onPointerDown };
}
