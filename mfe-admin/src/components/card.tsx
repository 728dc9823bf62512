import styled from 'styled-components';

/** Surface card with a hairline border (docs/design.md: no heavy shadows). */
export const Card = styled.div`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`;
