import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

/** Two locations of one page: they differ at most by the fragment (`#about`). */
function samePage(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}

/**
 * react-router's `BrowserRouter`, except that a move within the page (an in-page link such as the home page's
 * `#featured`, or Back to before it) is no navigation: the browser scrolls to the anchor itself and the app
 * does not re-render. React 19 renders an update made in a popstate event at once, so a part of the page whose
 * server markup was not hydrated yet (a remote still on its way) would be dropped for its loading state
 * (docs/server-rendering.md, "Hydration"). Nothing reads the fragment from the router; read
 * `window.location.hash` where it matters.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const shown = useRef(state.location);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        if (samePage(shown.current, update.location)) return;
        shown.current = update.location;
        startTransition(() => setState(update));
      }),
    [history],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
