import styled from 'styled-components';

/** First stop for keyboard users: jumps past the header to the page content. */
export const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 60;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.page};
  transform: translateY(-200%);

  &:focus-visible { transform: none; }
`;
