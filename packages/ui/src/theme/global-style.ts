import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './font-faces';

/** Fonts, base element styles, visible focus and reduced motion. Render once, inside the ThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.fontWeights.display};
    line-height: 1.15;
    letter-spacing: -0.01em;
    margin: 0;
  }

  h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }

  img, svg, video { display: block; max-width: 100%; }

  a { color: inherit; text-underline-offset: 0.2em; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  ::selection { background: ${({ theme }) => theme.colors.line}; }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
