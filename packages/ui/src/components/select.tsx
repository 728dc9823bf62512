import styled from 'styled-components';
import { controlStyles } from './control-styles';

const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2314161A' stroke-width='1.5'/%3E%3C/svg%3E")`;

/** Native select with the control look and a drawn chevron. */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;
