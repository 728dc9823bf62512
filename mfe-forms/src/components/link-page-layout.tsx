import styled from 'styled-components';

/** The layout of the pages a newsletter e-mail's link opens: one action, its result or its problem. */
export const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 20px;
  max-width: 560px;
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 18px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Result = styled(Lead)`
  color: ${({ theme }) => theme.colors.ink};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
