import { Link } from '@caliber/ui';
import { ChevronRight } from 'lucide-react';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;

  a {
    color: ${({ theme }) => theme.colors.inkMuted};
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.colors.ink}; text-decoration: underline; }
  }
  [aria-current='page'] { color: ${({ theme }) => theme.colors.ink}; }
`;

export interface BreadcrumbItem {
  label: string;
  /** Link target; the last item (the current page) usually has none. */
  to?: string;
}

/** Trail such as Home › Collections › Rolex Submariner; the last item is marked as the current page. */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
              {!last && <ChevronRight size={14} aria-hidden />}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
