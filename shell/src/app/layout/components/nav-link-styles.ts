import { css } from 'styled-components';

/** Header link look; the current page (aria-current, set by NavLink) gets the accent underline. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 4px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover { border-bottom-color: ${({ theme }) => theme.colors.line}; }
  &[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.colors.accent}; }
`;
