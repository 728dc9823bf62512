import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { dismissToastById } from './toast';
import { TOAST_DURATION_MS, type ToastEntry } from './toast-list';

/** A swipe to the right further than this dismisses. */
const SWIPE_THRESHOLD_PX = 50;

const Card = styled.li<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  width: 100%;
  padding: 16px 8px 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 3px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.ink)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(15, 17, 19, 0.12);
  touch-action: pan-y;
  transition: transform ${({ theme }) => theme.motion.base}, opacity ${({ theme }) => theme.motion.base};
`;

const Title = styled.p<{ $destructive: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.ink)};
`;

const Description = styled.p`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Close = styled.button`
  grid-row: 1 / span 2;
  grid-column: 2;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-top: -10px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
`;

/** One toast: closes itself after 5 s (paused while hovered or focused), on its close button or a swipe right. */
export function ToastCard({ entry }: { entry: ToastEntry }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const destructive = entry.variant === 'destructive';
  const dismiss = () => dismissToastById(entry.id);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToastById(entry.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [entry.id, paused]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  return (
    <Card
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      $destructive={destructive}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200), transition: 'none' } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Title $destructive={destructive}>{entry.title}</Title>
      {entry.description && <Description>{entry.description}</Description>}
      <Close type="button" aria-label="Close notification" onClick={dismiss}>
        <X size={18} aria-hidden />
      </Close>
    </Card>
  );
}
