import { ROUTES } from '@caliber/contracts';
import { mobileMenuOpenAtom, NavLink } from '@caliber/ui';
import { useAtom } from 'jotai';
import { Phone } from 'lucide-react';
import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { BUSINESS } from '../../../lib/business';
import { useCollectionLinks } from '../hooks/use-collection-links';
import { LEADING_LINKS, TRAILING_LINKS } from './nav-items';

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - 100%);
  overflow-y: auto;
  padding: 8px 16px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.page};
  box-shadow: 0 16px 32px rgba(15, 17, 19, 0.08);

  ${({ theme }) => theme.media.lg} { display: none; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

`;

const Item = styled(NavLink)`
  ${itemStyles}
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.accentText}; }
`;

const PhoneItem = styled.a`
  ${itemStyles}
`;

const SubItem = styled(Item)`
  padding-left: 16px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const GroupLabel = styled.p`
  padding: 16px 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.label};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The small-screen menu: the header's links and collections; choosing one (or Escape) closes it. */
export function MobileMenu({ id }: { id: string }) {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const collections = useCollectionLinks();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return (
    <Panel id={id} aria-label="Site" hidden={!open}>
      <List onClick={close}>
        {LEADING_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to} end>
              {link.label}
            </Item>
          </li>
        ))}
        <li>
          <GroupLabel>Collections</GroupLabel>
          <List>
            <li>
              <SubItem to={ROUTES.collections} end>
                View All Collections
              </SubItem>
            </li>
            {collections.map((collection) => (
              <li key={collection.id}>
                <SubItem to={ROUTES.collection(collection.slug)}>{collection.name}</SubItem>
              </li>
            ))}
          </List>
        </li>
        {TRAILING_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to} end>
              {link.label}
            </Item>
          </li>
        ))}
        <li>
          <PhoneItem href={BUSINESS.phoneHref}>
            <Phone size={16} aria-hidden /> {BUSINESS.phone}
          </PhoneItem>
        </li>
      </List>
    </Panel>
  );
}
