import { Button, Container, Heading, Link } from '@caliber/ui';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  display: grid;
  gap: 16px;
  justify-items: start;
  min-height: 60vh;
  align-content: center;
  padding-block: 96px;

  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

/** The fallback for any path outside the route table (docs/storefront.md). */
export function NotFoundPage() {
  return (
    <Wrapper>
      <Heading level={1}>404 Page Not Found</Heading>
      <p>Did you forget to add the page to the router?</p>
      <Button as={Link} to="/" variant="secondary">
        Back to the home page
      </Button>
    </Wrapper>
  );
}
