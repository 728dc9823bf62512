import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@caliber/ui';
import { useCollectionLinks } from '../hooks/use-collection-links';
import { LinkItems } from './link-items';
import { navLinkStyles } from './nav-link-styles';
import { dropdownPanelStyles } from '../../../components/dropdown-panel-styles';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${navLinkStyles}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Menu = styled.ul`
  ${dropdownPanelStyles}
  top: calc(100% + 8px);
  left: -16px;
  z-index: 30;
  min-width: 260px;
  padding: 8px 0;
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

  /* 'View All Collections' */
  li:first-child > & {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    margin-bottom: 4px;
  }
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
        <LinkItems items={collections} as={Item} />
      </Menu>
    </Wrapper>
  );
}
