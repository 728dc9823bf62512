import styled from 'styled-components';

/** Quiet text in a bordered box for an empty list, e.g. 'No watches found'. */
export const EmptyState = styled.p`
  margin: 0;
  padding: 48px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
