import styled from 'styled-components';

/** Form label: small, semibold, above its control. */
export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;
