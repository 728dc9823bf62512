// Apps type-check this package through its import graph; a wildcard module declaration (*.woff2)
// can only live in a script file, so it is referenced rather than imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
import { WEB_FONTS } from '@caliber/contracts';
import { css } from 'styled-components';
import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';
import cormorant600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const face = (family: string, weight: number, url: string) => css`
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-weight: ${weight};
    font-display: optional;
    src: url(${url}) format('woff2');
    unicode-range: ${LATIN};
  }
`;

/** The files of the four faces, which a browser's first page fetches once it has loaded (warm-web-fonts.ts). */
export const WEB_FONT_FILES: readonly string[] = [inter400, inter600, cormorant500, cormorant600];

const FALLBACK_DISPLAY = "'Cormorant Garamond Fallback', Georgia, serif";
const FALLBACK_BODY = "'Inter Fallback', system-ui, sans-serif";

/**
 * The four self-hosted faces (latin subset), plus local fallbacks whose metrics are overridden to
 * match. The families in use are CSS variables: the fallbacks alone, so a browser's first page asks for
 * no font file before its first paint, and the web fonts once `<html>` has the class that says they are
 * cached. `font-display: optional`: text is painted once, in the web font when it is there within the
 * browser's short wait, else in the fallback for the rest of that page; no late repaint, no moved
 * layout (docs/design.md).
 */
export const fontFaces = css`
  :root {
    --font-display: ${FALLBACK_DISPLAY};
    --font-body: ${FALLBACK_BODY};
  }
  :root.${WEB_FONTS.className} {
    --font-display: 'Cormorant Garamond', ${FALLBACK_DISPLAY};
    --font-body: Inter, ${FALLBACK_BODY};
  }

  ${face('Inter', 400, inter400)}
  ${face('Inter', 600, inter600)}
  ${face('Cormorant Garamond', 500, cormorant500)}
  ${face('Cormorant Garamond', 600, cormorant600)}
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('Helvetica'), local('Liberation Sans');
    size-adjust: 107.12%;
    ascent-override: 90.44%;
    descent-override: 22.52%;
    line-gap-override: 0%;
  }
  @font-face {
    font-family: 'Cormorant Garamond Fallback';
    src: local('Georgia'), local('Times New Roman'), local('Liberation Serif');
    size-adjust: 90%;
    ascent-override: 102.7%;
    descent-override: 31.9%;
    line-gap-override: 0%;
  }
`;
