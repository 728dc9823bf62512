import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * react-router's `Link` without its framework-mode parts (prefetching, route discovery, view transitions,
 * masks), which no app here uses and every page would download (docs/server-rendering.md, what a page
 * downloads): the same `href`, and a plain click navigates client-side as react-router's does.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, target, onClick, ...rest }, ref) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, useTransitions });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} ref={ref} />;
});

export interface NavLinkProps extends LinkProps {
  /** Current only on its own path, not below it. */
  end?: boolean;
}

/**
 * react-router's `NavLink` on that `Link`: `aria-current="page"` while its path is shown (letter case aside,
 * as react-router's), which is what the styles read.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, ...rest }, ref) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const shown = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const current = shown === target || (!end && shown.startsWith(target) && shown.charAt(slash) === '/');
  return <Link {...rest} to={to} ref={ref} aria-current={current ? 'page' : undefined} />;
});
