import styled from 'styled-components';
import { controlStyles } from './control-styles';

/** Multi-line input; height follows `rows`, resizable vertically. */
export const Textarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;
