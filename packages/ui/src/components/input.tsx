import styled from 'styled-components';
import { controlStyles } from './control-styles';

/** Text input (any `type`); pair with Field for its label and error. */
export const Input = styled.input`
  ${controlStyles}
`;
