import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { trackPromise, type TrackedPromise } from '../data/tracked-promise';

// A box of its own (not `display: contents`), so the observer can see it.
const Region = styled.div`
  width: 100%;
`;

// Laid out as the markup it copies was.
const MarkupCopy = styled.div`
  display: contents;
`;

interface Gate {
  opened: TrackedPromise<void>;
  open: () => void;
}

const closedGates = new Set<Gate>();

function createGate(): Gate {
  let resolve = () => undefined as void;
  const opened = trackPromise(new Promise<void>((done) => (resolve = done)));
  const gate = {
    opened,
    open: () => {
      closedGates.delete(gate);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}

/**
 * A region still waiting holds any navigation whose render reaches it (React must hydrate it first, and
 * it would wait for the viewport). So any interaction, or a history move, opens every one still closed:
 * the listeners capture on the window, so they run before the router's update renders. `change`, `input`,
 * `click` and `submit` too, not only pointer and keys: a choice in a select, a screen reader's activation
 * or an automated visitor comes with none of those, and a sort changed that way would wait for ever.
 * Server markup met later (inside a region whose code arrives after the interaction) does not wait either.
 */
const OPENING_EVENTS = ['pointerdown', 'keydown', 'click', 'change', 'input', 'submit', 'popstate'] as const;

function openAllOnInteraction(): void {
  const openAll = () => {
    interacted = true;
    for (const gate of [...closedGates]) gate.open();
  };
  for (const type of OPENING_EVENTS) window.addEventListener(type, openAll, { capture: true });
}

let listening = false;
let interacted = false;

const subscribeToNothing = () => () => undefined;

function Gated({ gate, hydrationOnly, children }: { gate: Gate | null; hydrationOnly: boolean; children: ReactNode }) {
  // React reads the server snapshot (true) while it hydrates the server's markup, the browser's (false) otherwise.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const waits = hydrating ? !interacted : !hydrationOnly;
  if (gate && waits) use(gate.opened);
  return children;
}

/**
 * Shown while the region's code is on the way once React has drawn the region anew instead of hydrating it:
 * React 19 renders a navigation started in a popstate event (an in-page link, Back) at once, and server
 * markup it reaches that cannot hydrate then is dropped. A copy of what the region showed stands in, so
 * nothing moves or goes blank; `fallback` when it showed nothing.
 */
function Placeholder({ markup, fallback }: { markup: RefObject<string>; fallback: ReactNode }) {
  return markup.current ? <MarkupCopy dangerouslySetInnerHTML={{ __html: markup.current }} /> : fallback;
}

export interface NearViewportProps {
  children: ReactNode;
  /** Shown instead when the region arrives by client-side navigation and is not near yet. */
  fallback?: ReactNode;
  /** How far below the viewport the region starts loading. */
  rootMargin?: string;
  /**
   * Hold back only the hydration of the server's markup: drawn by the browser itself (after a client-side
   * navigation), the region renders at once. For regions held back to lighten the first load (`deferredRegion`).
   */
  hydrationOnly?: boolean;
}

/**
 * Holds back a region's code until it comes near the viewport, is focused or the visitor interacts with
 * the page. The server renders it as usual; in the browser its server markup stays on screen, not yet
 * hydrated, until then, so a page does not download (e.g.) the forms remote for a newsletter form far
 * below the fold.
 */
export function NearViewport({ children, fallback = null, rootMargin = '400px', hydrationOnly = false }: NearViewportProps) {
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef('');
  const [gate] = useState<Gate | null>(() => (typeof window === 'undefined' ? null : createGate()));

  useEffect(() => {
    const element = region.current;
    if (!gate || !element) return;
    shown.current = element.innerHTML;
    if (!listening) {
      listening = true;
      openAllOnInteraction();
    }
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin });
    observer.observe(element);
    element.addEventListener('focusin', gate.open);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', gate.open);
    };
  }, [gate, rootMargin]);

  return (
    <Region ref={region}>
      <Suspense fallback={<Placeholder markup={shown} fallback={fallback} />}>
        <Gated gate={gate} hydrationOnly={hydrationOnly}>
          {children}
        </Gated>
      </Suspense>
    </Region>
  );
}
