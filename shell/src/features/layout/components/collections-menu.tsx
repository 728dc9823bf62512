import { ROUTES } from '@caliber/contracts';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@caliber/ui';
import { useCollectionLinks } from '../hooks/use-collection-links';
import { navLinkStyles } from './nav-link-styles';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${navLinkStyles}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  left: -16px;
  z-index: 30;
  min-width: 260px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 40px rgba(15, 17, 19, 0.1);
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.page}; }
  &:focus-visible { outline-offset: -2px; }
`;

const AllItem = styled(Item)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  margin-bottom: 4px;
`;

/**
 * 'Collections' disclosure menu: 'View All Collections' then one link per collection. Opens on click
 * or ArrowDown; arrows move between links; Escape closes and returns focus; choosing a link closes it.
 */
export function CollectionsMenu() {
  const collections = useCollectionLinks();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current - 1);
    }
  };

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Collections <ChevronDown size={14} aria-hidden />
      </Trigger>
      <Menu id={menuId} hidden={!open} onClick={() => setOpen(false)}>
        <li>
          <AllItem to={ROUTES.collections}>View All Collections</AllItem>
        </li>
        {collections.map((collection) => (
          <li key={collection.id}>
            <Item to={ROUTES.collection(collection.slug)}>{collection.name}</Item>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
