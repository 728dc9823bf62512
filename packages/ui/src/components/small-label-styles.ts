import { css } from 'styled-components';

/**
 * The small label of docs/design.md (specification labels, eyebrows above headings, table headers): 12 px,
 * uppercase, letter-spaced, ink-muted. Set `color` after it for the accent variants.
 */
export const smallLabelStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.label};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
