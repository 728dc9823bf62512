import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.page};
    &:hover:not(:disabled) { background: #2a2d33; }
  `,
  secondary: css`
    background: transparent;
    border-color: currentColor;
    color: inherit;
    &:hover:not(:disabled) { background: rgba(20, 22, 26, 0.06); }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: inherit;
    padding-inline: 4px;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

const paddings: Record<ButtonSize, string> = { sm: '0 14px', md: '0 22px', lg: '0 32px' };

/**
 * The one button. `variant`: primary (ink), secondary (outline), text (link-like); `size`: sm | md | lg.
 * Every size keeps the 44 px touch height. Renders a link with `as={Link} to="/..."`.
 */
export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => !['variant', 'size', 'fullWidth'].includes(prop) })<{
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.controlHeight};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  padding: ${({ size = 'md' }) => paddings[size]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.control};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme, size }) => (size === 'sm' ? theme.fontSizes.small : theme.fontSizes.body)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  ${({ variant = 'primary' }) => variants[variant]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
