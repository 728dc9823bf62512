import { smallLabelStyles, VisuallyHidden } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// Positioned, so the caption's visually hidden text (absolutely placed) is laid out inside the scrolling box:
// outside it, it widened the whole tab past a phone's screen.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};

  th {
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${smallLabelStyles}
    text-align: left;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  td {
    padding: 6px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    vertical-align: middle;
  }

  tbody tr:last-child td { border-bottom: 0; }
`;

/** A table that scrolls sideways on narrow screens; the caption names it for assistive technology. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Scroller>
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        {children}
      </Table>
    </Scroller>
  );
}
