import { css } from 'styled-components';

/** A list that drops below its control over the page (the Collections menu, the search suggestions). */
export const dropdownPanelStyles = css`
  position: absolute;
  margin: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 40px rgba(15, 17, 19, 0.1);
`;
