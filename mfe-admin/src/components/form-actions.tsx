import styled from 'styled-components';

/** The row of buttons under a form. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding-top: 8px;
`;
