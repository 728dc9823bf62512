import { ApiError, Button, Container, Eyebrow, Heading, Section, useBusiness } from '@caliber/ui';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { HydratedFields } from './hydrated-fields';
import { useLinkToken } from './use-link-token';
import { Lead, Problem } from './page-text';

type State =
  | { step: 'ready' | 'sending' | 'done' | 'no-token' }
  | { step: 'failed'; message: string };

export interface LinkActionTexts {
  /** Above the heading: what the e-mail was about. */
  eyebrow?: string;
  heading: string;
  lead: ReactNode;
  button: string;
  sending: string;
  done: string;
  noToken: string;
  /** When the call fails for another reason than a bad link. */
  failed: (shopEmail: string) => string;
}

/**
 * A page a newsletter e-mail's link opens (`#token=…`, docs/mail.md): one click posts the token, not
 * opening the page, so a mail scanner that follows links does nothing. The token is read after
 * hydration from the fragment, which the server never sees (docs/security.md), or from the `?token=` of
 * links mailed before (`useLinkToken`). A 400 shows the server's message.
 */
export function LinkActionPage({ texts, act }: { texts: LinkActionTexts; act: (token: string) => Promise<unknown> }) {
  const token = useLinkToken();
  const [state, setState] = useState<State>({ step: 'ready' });
  const business = useBusiness();

  useEffect(() => {
    if (token !== undefined) setState({ step: token ? 'ready' : 'no-token' });
  }, [token]);

  const onClick = async () => {
    if (!token) return;
    setState({ step: 'sending' });
    try {
      await act(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError && error.status === 400 ? error.detail : texts.failed(business.email.address) });
    }
  };

  return (
    <Section>
      <Container>
        <Box>
          <Eyebrow>{texts.eyebrow ?? 'Newsletter'}</Eyebrow>
          <Heading level={1}>{texts.heading}</Heading>
          {state.step === 'done' ? (
            <Result role="status">{texts.done}</Result>
          ) : (
            <>
              <Lead>{texts.lead}</Lead>
              <HydratedFields>
                <Button type="button" onClick={() => void onClick()} disabled={!token || state.step === 'sending'}>
                  {state.step === 'sending' ? texts.sending : texts.button}
                </Button>
              </HydratedFields>
              {state.step === 'no-token' && <Problem role="alert">{texts.noToken}</Problem>}
              {state.step === 'failed' && <Problem role="alert">{state.message}</Problem>}
            </>
          )}
        </Box>
      </Container>
    </Section>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 20px;
  max-width: 560px;
`;

const Result = styled(Lead)`
  color: ${({ theme }) => theme.colors.ink};
`;

