import { smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

/** A watch's brand above its model, on cards and the watch page: the small label in accent text (docs/design.md). */
export const WatchBrand = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  ${smallLabelStyles}
  color: ${({ theme }) => theme.colors.accentText};
`;
