/**
 * The router, for every app: import these from @caliber/ui, never from react-router. @caliber/ui is a
 * shared singleton, so this keeps one router context across the remotes, and since react-router itself
 * is then not shared, webpack keeps only what is listed here (a shared library is never tree-shaken:
 * react-router whole is ~52 KB of the home page's JavaScript, this subset a fraction of it). The server's
 * StaticRouter is in @caliber/ui/server.
 */
export { Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
export { BrowserRouter } from './browser-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './router-links';
