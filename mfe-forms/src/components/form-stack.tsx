import styled from 'styled-components';

/** A form laid out as one column of fields with the submit button last. */
export const FormStack = styled.form`
  display: grid;
  gap: 20px;

  & button[type='submit'] {
    justify-self: start;
  }
`;
