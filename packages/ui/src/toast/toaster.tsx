import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { toastsAtom } from './toast';
import { ToastCard } from './toast-card';

const Region = styled.section`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: 100;
  padding: 16px;
  pointer-events: none;

  li { pointer-events: auto; }
  &:focus-visible { outline: none; }

  ${({ theme }) => theme.media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    width: 420px;
    padding: 24px;
  }
`;

const List = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Renders the shared toasts (top on small screens, bottom right from 768 px). F8 moves focus to them. Mount once, in the shell. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={region} tabIndex={-1} aria-label="Notifications (F8)">
      <List>
        {toasts
          .filter((entry) => entry.open)
          .map((entry) => (
            <ToastCard key={entry.id} entry={entry} />
          ))}
      </List>
    </Region>
  );
}
