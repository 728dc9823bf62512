import styled from 'styled-components';
import { NavLink } from '@caliber/ui';
import { CollectionsMenu } from './collections-menu';
import { LinkItems } from './link-items';
import { LEADING_LINKS, TRAILING_LINKS } from './nav-items';
import { navLinkStyles } from './nav-link-styles';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 28px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink).attrs({ end: true })`
  ${navLinkStyles}
`;

/** The header's links on wide screens; NavLink marks the current page (Home only on '/' itself). */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <List>
        <LinkItems items={LEADING_LINKS} as={Item} />
        <li>
          <CollectionsMenu />
        </li>
        <LinkItems items={TRAILING_LINKS} as={Item} />
      </List>
    </nav>
  );
}
