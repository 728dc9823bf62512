import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.controlHeight};
  padding: 0 16px;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.fast};

  &:hover { color: ${({ theme }) => theme.colors.ink}; }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.ink};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible { outline-offset: -2px; }
`;

const Panel = styled.div`
  padding-top: 24px;
  &:focus-visible { outline-offset: 4px; }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Content of the selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Text tabs with an accent underline (WAI-ARIA tabs pattern): arrow keys, Home and End move and select,
 * only the selected tab is in the tab order. Renders the selected panel only.
 */
export function Tabs({ items, value, onChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next].id);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${items[selectedIndex]?.id}`} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
