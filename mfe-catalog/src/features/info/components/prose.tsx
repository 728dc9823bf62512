import styled from 'styled-components';

/** Long-form static text: readable measure, serif subheadings, calm lists. */
export const Prose = styled.div`
  max-width: 72ch;
  font-size: 17px;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.ink};

  h2 {
    margin: 48px 0 12px;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-weight: ${({ theme }) => theme.fontWeights.display};
    line-height: 1.2;
  }

  h2:first-child {
    margin-top: 0;
  }

  h3 {
    margin: 28px 0 8px;
    font-size: 17px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p,
  ul,
  ol {
    margin: 0 0 16px;
  }

  ul,
  ol {
    padding-left: 22px;
  }

  li + li {
    margin-top: 6px;
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
