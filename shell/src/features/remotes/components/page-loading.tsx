import { Container, Skeleton, VisuallyHidden } from '@caliber/ui';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  display: grid;
  gap: 16px;
  min-height: 70vh;
  align-content: start;
  padding-block: 56px;
`;

/** Holds the page's place while its remote loads, so the footer does not jump up and back. */
export function PageLoading() {
  return (
    <Wrapper aria-busy="true">
      <VisuallyHidden>Loading page</VisuallyHidden>
      <Skeleton width="30%" height="2.5rem" />
      <Skeleton width="60%" index={1} />
      <Skeleton height="320px" index={2} />
    </Wrapper>
  );
}
