import styled from 'styled-components';
import { smallLabelStyles } from './small-label-styles';

/** Small uppercase label above a heading, also used for spec labels and table headers. */
export const Eyebrow = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${smallLabelStyles}
`;
