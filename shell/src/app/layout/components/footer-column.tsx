import type { ReactNode } from 'react';
import { smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

const Column = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${smallLabelStyles}
  color: ${({ theme }) => theme.colors.accent};
`;

/** A titled group in the footer. */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column>
      <Title>{title}</Title>
      {children}
    </Column>
  );
}
