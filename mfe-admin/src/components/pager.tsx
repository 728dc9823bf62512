import { Button } from '@caliber/ui';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;

  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation, e.g. 'Inquiry pages'. */
  label: string;
}

/** Previous / next through a paged list, with 'Page n of m'. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  return (
    <Nav aria-label={label}>
      <Button type="button" variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button type="button" variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
