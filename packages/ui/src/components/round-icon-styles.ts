import { css } from 'styled-components';

/** A round, touch-sized (44 px) control holding one icon, in a hairline ring: heart, gallery arrows, social icons. */
export const roundIconStyles = css`
  width: ${({ theme }) => theme.controlHeight};
  height: ${({ theme }) => theme.controlHeight};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.ink};
`;
