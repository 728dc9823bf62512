import { mobileMenuOpenAtom, NavLink, smallLabelStyles, useBusiness } from '@caliber/ui';
import { useAtom } from 'jotai';
import { Phone } from 'lucide-react';
import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { useCollectionLinks } from '../hooks/use-collection-links';
import { SearchField } from '../../../features/search/components/search-field';
import { LinkItems } from './link-items';
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

const Item = styled(NavLink).attrs({ end: true })`
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
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${smallLabelStyles}
`;

const MenuSearch = styled(SearchField)`
  margin: 8px 0;
`;

/** The small-screen menu: the search, the header's links and collections; choosing one (or Escape) closes it. */
export function MobileMenu({ id }: { id: string }) {
  const business = useBusiness();
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
      <MenuSearch />
      <List onClick={close}>
        <LinkItems items={LEADING_LINKS} as={Item} />
        <li>
          <GroupLabel>Collections</GroupLabel>
          <List>
            <LinkItems items={collections} as={SubItem} />
          </List>
        </li>
        <LinkItems items={TRAILING_LINKS} as={Item} />
        <li>
          <PhoneItem href={business.phone.href}>
            <Phone size={16} aria-hidden /> {business.phone.display}
          </PhoneItem>
        </li>
      </List>
    </Panel>
  );
}
