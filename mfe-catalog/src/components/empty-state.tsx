import { Heading } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A centred message for an empty list, a missing record or a failed load. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <Heading level={2} size="h3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 16px;
  justify-items: center;
  padding: 64px 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};

  h2 {
    color: ${({ theme }) => theme.colors.ink};
  }

  p {
    margin: 0;
    max-width: 48ch;
    line-height: 1.6;
  }
`;
