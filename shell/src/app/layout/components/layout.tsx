import styled from 'styled-components';
import { deferredRegion, Outlet } from '@caliber/ui';
import { usePageMeta } from '../../../features/navigation/hooks/use-page-meta';
import { useRouteChangeEffects } from '../../../features/navigation/hooks/use-route-change-effects';
import { ConsentBanner } from '../../../features/consent/components/consent-banner';
import { Header } from './header';
import { SkipLink } from './skip-link';

// Below the first screen on every page: its code is fetched when it comes near (docs/server-rendering.md).
const Footer = deferredRegion(() => import('./footer').then((module) => module.Footer), { message: 'The footer could not be loaded.' });

const Main = styled.main`
  /* The footer starts below the fold, so a page arriving from its remote moves nothing on screen. */
  min-height: 100vh;
  &:focus { outline: none; }
`;

/** Header, the route's page and the footer, on every route. */
export function Layout() {
  useRouteChangeEffects();
  usePageMeta();
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ConsentBanner />
    </>
  );
}
