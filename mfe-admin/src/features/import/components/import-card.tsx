import { Heading } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/card';

const Box = styled(Card)`
  display: grid;
  gap: 16px;
  align-content: start;

  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

/** One import method: a titled card with a short explanation. */
export function ImportCard({ id, title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <Box as="section" id={id}>
      <Heading level={3} size="h4">
        {title}
      </Heading>
      <p>{description}</p>
      {children}
    </Box>
  );
}
