import styled from 'styled-components';

/** The opening paragraph of a page reached from an e-mail's link. */
export const Lead = styled.p`
  margin: 0;
  font-size: 18px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** What went wrong, said where the visitor looks. */
export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
