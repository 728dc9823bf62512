import styled from 'styled-components';
import { Link } from '@caliber/ui';

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: rgba(248, 246, 241, 0.78);
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.colors.page}; text-decoration: underline; }
  }
`;

/** A list of internal links on the night background. */
export function FooterLinks({ links }: { links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </List>
  );
}
