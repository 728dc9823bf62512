import { useEffect } from 'react';
import { useLocation } from '@caliber/ui';

/** On every route change: back to the top of the page. */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    // 'instant': the global smooth scrolling is for in-page anchors, not for a new page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}
