import styled from 'styled-components';

/** Centres content at the 1280 px maximum width with the side gutters of docs/design.md. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutterSmall};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.layout.gutter};
  }
`;
