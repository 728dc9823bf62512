import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@caliber/ui';

/** Where each history entry of this tab was scrolled to, by its location key. */
const scrolledTo = new Map<string, number>();
/** How long a page may take to grow tall enough for the place it had (a remote arriving, a long list's height). */
const RESTORE_FRAMES = 120;

/**
 * On every route change: back to the top of the page; on back and forward, to where the visitor was
 * (docs/storefront.md, "Long lists"): a long list is as tall as all its cards once it is drawn, so the
 * place is found again once the page has grown to it.
 */
export function useRouteChangeEffects(): void {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The entry is the history's current one, not the rendered location's: leaving a long page shortens it,
    // and that scroll belongs to the page arrived at, never to the one left.
    const remember = () => scrolledTo.set((window.history.state as { key?: string } | null)?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useEffect(() => {
    const saved = navigationType === 'POP' ? scrolledTo.get(key) : undefined;
    if (saved === undefined) {
      // 'instant': the global smooth scrolling is for in-page anchors, not for a new page.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    return restoreScroll(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a route change, not a new key alone, moves the page
  }, [pathname, search]);
}

/** Scrolls to `top` once the page is tall enough, frame by frame for a while; the visitor's own scrolling ends it. */
function restoreScroll(top: number): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    frame += 1;
    if (Math.abs(window.scrollY - top) < 1 || frame >= RESTORE_FRAMES) stop();
    else handle = requestAnimationFrame(attempt);
  };
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;
