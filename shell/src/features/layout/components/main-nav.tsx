import styled from 'styled-components';
import { NavLink } from '@caliber/ui';
import { CollectionsMenu } from './collections-menu';
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

const Item = styled(NavLink)`
  ${navLinkStyles}
`;

/** The header's links on wide screens; NavLink marks the current page (Home only on '/' itself). */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <List>
        {LEADING_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to} end>
              {link.label}
            </Item>
          </li>
        ))}
        <li>
          <CollectionsMenu />
        </li>
        {TRAILING_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to} end>
              {link.label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
