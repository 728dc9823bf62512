import { useCallback, useRef, useState, type PointerEvent } from 'react';

export const MAX_ZOOM = 4;
/** The zoom a double tap, a double click or the + key goes to. */
export const STEP_ZOOM = 2.5;
const SWIPE_PX = 50;
const TAP_MOVE_PX = 10;
const DOUBLE_TAP_MS = 300;

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

interface Point {
  x: number;
  y: number;
}

const RESTING: Zoom = { scale: 1, x: 0, y: 0 };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Keeps the picture over the stage: a zoomed picture pans only as far as its edges. */
function bounded(zoom: Zoom, stage: DOMRect | undefined): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_ZOOM);
  if (!stage || scale === 1) return { scale, x: 0, y: 0 };
  const maxX = ((scale - 1) * stage.width) / 2;
  const maxY = ((scale - 1) * stage.height) / 2;
  return { scale, x: clamp(zoom.x, -maxX, maxX), y: clamp(zoom.y, -maxY, maxY) };
}

/**
 * Zoom and movement of the viewer's picture from pointer events (mouse, pen and touch alike):
 * two pointers pinch, a double tap or double click zooms in at that point or back out, one pointer
 * pans a zoomed picture or, unzoomed, swipes to the previous or next photo.
 */
export function useZoomGestures({ onSwipe }: { onSwipe: (direction: 'previous' | 'next') => void }) {
  const [zoom, setZoom] = useState<Zoom>(RESTING);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; at: number; pinch: { distance: number; scale: number } | null; from: Zoom } | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const lastTouchZoom = useRef(0);

  const rect = () => stage.current?.getBoundingClientRect();

  /** Zooms in to STEP_ZOOM with `point` (client coordinates) held still, or back out when zoomed. */
  const toggleAt = useCallback((point: Point | null) => {
    setZoom((current) => {
      if (current.scale > 1) return RESTING;
      const box = rect();
      if (!box || !point) return bounded({ scale: STEP_ZOOM, x: 0, y: 0 }, box);
      const dx = point.x - (box.left + box.width / 2);
      const dy = point.y - (box.top + box.height / 2);
      return bounded({ scale: STEP_ZOOM, x: dx * (1 - STEP_ZOOM), y: dy * (1 - STEP_ZOOM) }, box);
    });
  }, []);

  const zoomBy = useCallback((factor: number) => setZoom((current) => bounded({ ...current, scale: current.scale * factor }, rect())), []);
  const reset = useCallback(() => setZoom(RESTING), []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 1) gesture.current = { start: points[0], at: event.timeStamp, pinch: null, from: zoom };
    else if (points.length === 2 && gesture.current) gesture.current.pinch = { distance: distance(points[0], points[1]) || 1, scale: zoom.scale };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const { pinch, start, from } = gesture.current;
    if (pinch && points.length >= 2) {
      const scale = pinch.scale * (distance(points[0], points[1]) / pinch.distance);
      setZoom((current) => bounded({ ...current, scale }, rect()));
    } else if (!pinch && from.scale > 1) {
      setZoom(bounded({ scale: from.scale, x: from.x + event.clientX - start.x, y: from.y + event.clientY - start.y }, rect()));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId) || !gesture.current) return;
    const { start, at, pinch, from } = gesture.current;
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (pinch) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (from.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      onSwipe(dx < 0 ? 'next' : 'previous');
      return;
    }
    // A mouse's double click arrives as dblclick; a finger's double tap is recognised here.
    if (event.pointerType === 'mouse' || Math.hypot(dx, dy) > TAP_MOVE_PX || event.timeStamp - at > DOUBLE_TAP_MS) return;
    const point = { x: event.clientX, y: event.clientY };
    const previous = lastTap.current;
    if (previous && event.timeStamp - previous.at < DOUBLE_TAP_MS && distance(previous.point, point) < TAP_MOVE_PX * 3) {
      lastTap.current = null;
      lastTouchZoom.current = Date.now();
      toggleAt(point);
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = null;
  };

  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    // Some touch screens also send dblclick after a double tap already handled above.
    if (Date.now() - lastTouchZoom.current < DOUBLE_TAP_MS * 2) return;
    toggleAt({ x: event.clientX, y: event.clientY });
  };

  return {
    zoom,
    stage,
    zoomBy,
    reset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick },
  };
}
