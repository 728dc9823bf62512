import { ROUTES } from '@caliber/contracts';
import { Button, Link } from '@caliber/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Consent } from '../hooks/use-consent';

const TITLE_ID = 'consent-title';

/**
 * The analytics question itself: fixed at the bottom, over the page rather than in its flow, so it moves
 * nothing (no layout shift).
 */
export type ConsentPromptProps = Pick<Consent, 'choice' | 'choose'>;

export default function ConsentPrompt({ choice, choose }: ConsentPromptProps) {
  const accept = useRef<HTMLButtonElement>(null);

  // Reopened from the footer: the visitor's focus goes to the question they asked for.
  useEffect(() => {
    if (choice) accept.current?.focus();
  }, [choice]);

  return (
    <Banner role="region" aria-labelledby={TITLE_ID}>
      <Text>
        <strong id={TITLE_ID}>Cookies for analytics</strong> We would like to count visits and page views to improve the
        site. Nothing is sent unless you accept. <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link>
      </Text>
      <Actions>
        <Button ref={accept} type="button" size="sm" onClick={() => choose('accepted')}>
          Accept
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => choose('declined')}>
          Decline
        </Button>
      </Actions>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  z-index: 50;
  right: 16px;
  bottom: 16px;
  left: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
  justify-content: space-between;
  max-width: 720px;
  margin-inline: auto;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 8px 24px rgba(20, 22, 26, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Text = styled.p`
  flex: 1 1 320px;
  margin: 0;

  strong { display: block; margin-bottom: 4px; }
  a { color: inherit; }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
