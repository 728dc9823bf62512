import { css } from 'styled-components';

/** Shared look of Input, Select and Textarea: surface, hairline border, accent focus ring. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeight};
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: 1.4;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.inkMuted}; }
  &:hover:not(:disabled) { border-color: #cfc6b7; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled, &[readonly] { background: ${({ theme }) => theme.colors.page}; }
`;
