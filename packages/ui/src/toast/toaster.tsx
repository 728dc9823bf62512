import { useAtomValue } from 'jotai';
import { Suspense, use, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import styled from 'styled-components';
import { LoadOnce } from '../data/tracked-promise';
import { toastsAtom } from './toast';
import type { ToastEntry } from './toast-list';

// Most pages never show a toast: the card's code is fetched with the first one (docs/server-rendering.md,
// what a page downloads). A failed fetch is tried again with the next change of the toasts.
const cardCode = new LoadOnce<'card', typeof import('./toast-card').ToastCard>();
const loadCard = () => import('./toast-card').then((module) => module.ToastCard);

function ToastCard({ entry }: { entry: ToastEntry }) {
  const Card = use(cardCode.read('card', loadCard));
  return <Card entry={entry} />;
}

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
        <ErrorBoundary
          fallback={null}
          resetKeys={[toasts]}
          onReset={() => cardCode.forgetFailures()}
          onError={(error) => console.error('[caliber] a notification could not be shown', error)}
        >
          <Suspense fallback={null}>
            {toasts
              .filter((entry) => entry.open)
              .map((entry) => (
                <ToastCard key={entry.id} entry={entry} />
              ))}
          </Suspense>
        </ErrorBoundary>
      </List>
    </Region>
  );
}
