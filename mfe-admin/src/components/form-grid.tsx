import styled from 'styled-components';

/** Form fields in one column on phones and two from tablets; `data-wide` children span both. */
export const FormGrid = styled.div`
  display: grid;
  gap: 16px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    & > [data-wide] { grid-column: 1 / -1; }
  }
`;
