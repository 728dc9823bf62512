import { ROUTES } from '@caliber/contracts';
import { Button, Link } from '@caliber/ui';
import styled from 'styled-components';

/** The closing 'Contact Us' panel of the static pages. */
export function ContactUsCta({ text = 'Our specialists answer every message personally.' }: { text?: string }) {
  return (
    <Panel>
      <div>
        <Title>Still have a question?</Title>
        <p>{text}</p>
      </div>
      <Button as={Link} to={ROUTES.contact}>
        Contact Us
      </Button>
    </Panel>
  );
}

const Panel = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  margin-top: 64px;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};

  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.display};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;
