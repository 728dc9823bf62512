import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger';

/** Small uppercase status label, e.g. 'Featured'. */
export const Badge = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.control};
  font-size: ${({ theme }) => theme.fontSizes.label};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme, tone = 'neutral' }) =>
    ({ neutral: theme.colors.inkMuted, accent: theme.colors.accentText, success: theme.colors.success, danger: theme.colors.danger })[tone]};
`;
