import { Container, mobileMenuOpenAtom, useBusiness, useLocation } from '@caliber/ui';
import { useAtom } from 'jotai';
import { Menu, Phone, X } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SearchField } from '../../../features/search/components/search-field';
import { CachedRegion } from '../../../lib/cached-region';
import { useCollectionLinks } from '../hooks/use-collection-links';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: rgba(248, 246, 241, 0.96);
  backdrop-filter: saturate(1.4) blur(8px);
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  min-height: 76px;
`;

const WideNav = styled(MainNav)`
  display: none;
  ${({ theme }) => theme.media.lg} { display: block; }
`;

const PhoneLink = styled.a`
  display: none;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
  text-decoration: none;

  svg { color: ${({ theme }) => theme.colors.accent}; }
  &:hover { text-decoration: underline; }
  ${({ theme }) => theme.media.md} { display: inline-flex; }
`;

const HeaderSearch = styled(SearchField)`
  display: none;
  width: 220px;
  ${({ theme }) => theme.media.lg} { display: flex; }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: -10px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  ${({ theme }) => theme.media.lg} { display: none; }
`;

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The header, rendered on the server once for each path (its links mark the page they lead to; the query
 * changes nothing) and list of collections (docs/server-rendering.md, "Cached regions").
 */
export function Header() {
  const { pathname } = useLocation();
  const collections = useCollectionLinks();
  return (
    <CachedRegion name="header" dependsOn={[pathname, collections]}>
      <StickyHeader />
    </CachedRegion>
  );
}

/** Sticky header: logo, links with the Collections dropdown, search, phone; a menu toggle (with the search) below 1024 px. */
function StickyHeader() {
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  // Every navigation closes the menu, one to the page already shown too (the logo tapped on the home page).
  const { key } = useLocation();
  const business = useBusiness();

  useEffect(() => setMenuOpen(false), [key, setMenuOpen]);

  return (
    <Bar>
      <Inner>
        <Logo />
        <WideNav />
        <End>
          <HeaderSearch />
          <PhoneLink href={business.phone.href}>
            <Phone size={16} aria-hidden />
            {business.phone.display}
          </PhoneLink>
          <Toggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X size={24} aria-hidden /> : <Menu size={24} aria-hidden />}
          </Toggle>
        </End>
      </Inner>
      <MobileMenu id={MOBILE_MENU_ID} />
    </Bar>
  );
}
