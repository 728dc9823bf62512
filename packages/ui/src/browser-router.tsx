import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

/** The browser's own move within a page: an in-page link (`#about`), or Back and Forward across one. */
function movedWithinPage(from: Location, to: Location): boolean {
  return from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;
}

/**
 * react-router's `BrowserRouter`, except that the browser's own move within a page (an in-page link such as
 * the home page's `#featured`, or Back to before it) is no navigation: the browser scrolls to the anchor itself
 * and the app does not re-render. React 19 renders an update made in a popstate event at once, so a part of
 * the page whose server markup was not hydrated yet (a remote still on its way) would be dropped for its
 * loading state (docs/server-rendering.md, "Hydration"). Nothing reads the fragment from the router; read
 * `window.location.hash` where it matters. A link to the page shown is still a navigation.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(() => {
    let previous = history.location;
    return history.listen((update) => {
      const withinPage = update.action === 'POP' && movedWithinPage(previous, update.location);
      previous = update.location;
      if (!withinPage) startTransition(() => setState(update));
    });
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
