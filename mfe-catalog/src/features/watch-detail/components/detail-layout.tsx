import styled from 'styled-components';

/** Gallery on the left, facts on the right; stacked on small screens. */
export const DetailLayout = styled.div`
  display: grid;
  gap: 40px;
  margin-top: 24px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: 64px;
    align-items: start;
  }
`;
