import { BUSINESS_NAME } from '@caliber/contracts';
import { ApiError, Button, Container, Eyebrow, Heading, Section, useBusiness, useLocation } from '@caliber/ui';
import { useEffect, useState } from 'react';
import { HydratedFields } from '../../../components/hydrated-fields';
import { Box, Lead, Problem, Result } from '../../../components/link-page-layout';
import { confirmSubscription } from '../api/confirm-subscription';

type State =
  | { step: 'ready' | 'sending' | 'done' | 'no-token' }
  | { step: 'failed'; message: string };

export const CONFIRMED_TEXT = `Your subscription is confirmed. Welcome to the ${BUSINESS_NAME} newsletter.`;
export const NO_CONFIRMATION_TOKEN_TEXT = 'This link is incomplete. Open the confirmation link from our e-mail as it is.';
const failedText = (email: string) => `We could not confirm your subscription just now. Please try again, or write to ${email}.`;

/**
 * /confirm-subscription?token=…: the newsletter's double opt-in (docs/mail.md). A click confirms, not
 * opening the page, so a mail scanner that follows links subscribes nobody. The token is read after
 * hydration: the server renders the page without its query.
 */
export function ConfirmSubscriptionPage() {
  const { search } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'ready' });
  const business = useBusiness();

  useEffect(() => {
    const fromLink = new URLSearchParams(search).get('token');
    setToken(fromLink);
    if (!fromLink) setState({ step: 'no-token' });
  }, [search]);

  const onConfirm = async () => {
    if (!token) return;
    setState({ step: 'sending' });
    try {
      await confirmSubscription(token);
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
          <Heading level={1}>Confirm Your Subscription</Heading>
          {state.step === 'done' ? (
            <Result role="status">{CONFIRMED_TEXT}</Result>
          ) : (
            <>
              <Lead>Click the button below to start receiving the {BUSINESS_NAME} newsletter.</Lead>
              <HydratedFields>
                <Button type="button" onClick={() => void onConfirm()} disabled={!token || state.step === 'sending'}>
                  {state.step === 'sending' ? 'Confirming...' : 'Confirm Subscription'}
                </Button>
              </HydratedFields>
              {state.step === 'no-token' && <Problem role="alert">{NO_CONFIRMATION_TOKEN_TEXT}</Problem>}
              {state.step === 'failed' && <Problem role="alert">{state.message}</Problem>}
            </>
          )}
        </Box>
      </Container>
    </Section>
  );
}
