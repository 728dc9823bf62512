import { BUSINESS_NAME } from '@caliber/contracts';
import { ApiError, Button, Container, Eyebrow, Heading, Section, useBusiness, useLocation } from '@caliber/ui';
import { useEffect, useState } from 'react';
import { HydratedFields } from '../../../components/hydrated-fields';
import { Box, Lead, Problem, Result } from '../../../components/link-page-layout';
import { unsubscribe } from '../api/unsubscribe';

type State =
  | { step: 'ready' | 'sending' | 'done' | 'no-token' }
  | { step: 'failed'; message: string };

export const UNSUBSCRIBED_TEXT = `You have been unsubscribed. You will receive no more newsletters from ${BUSINESS_NAME}.`;
export const NO_TOKEN_TEXT = 'This link is incomplete. Open the unsubscribe link from one of our e-mails as it is.';
const failedText = (email: string) => `We could not unsubscribe you just now. Please try again, or write to ${email}.`;

/**
 * /unsubscribe?token=…: one click takes the address off the newsletter, no sign-in (docs/mail.md). The
 * token is read after hydration: the server renders the page without its query.
 */
export function UnsubscribePage() {
  const { search } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'ready' });
  const business = useBusiness();

  useEffect(() => {
    const fromLink = new URLSearchParams(search).get('token');
    setToken(fromLink);
    if (!fromLink) setState({ step: 'no-token' });
  }, [search]);

  const onUnsubscribe = async () => {
    if (!token) return;
    setState({ step: 'sending' });
    try {
      await unsubscribe(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError && error.status === 400 ? error.detail : failedText(business.email.address) });
    }
  };

  return (
    <Section>
      <Container>
        <Box>
          <Eyebrow>Newsletter</Eyebrow>
          <Heading level={1}>Unsubscribe</Heading>
          {state.step === 'done' ? (
            <Result role="status">{UNSUBSCRIBED_TEXT}</Result>
          ) : (
            <>
              <Lead>Click the button below to stop receiving the {BUSINESS_NAME} newsletter.</Lead>
              <HydratedFields>
                <Button type="button" onClick={() => void onUnsubscribe()} disabled={!token || state.step === 'sending'}>
                  {state.step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
                </Button>
              </HydratedFields>
              {state.step === 'no-token' && <Problem role="alert">{NO_TOKEN_TEXT}</Problem>}
              {state.step === 'failed' && <Problem role="alert">{state.message}</Problem>}
            </>
          )}
        </Box>
      </Container>
    </Section>
  );
}
