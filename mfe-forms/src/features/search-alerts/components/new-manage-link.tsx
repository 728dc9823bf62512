import { ApiError, Button, useBusiness } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { requestManageLink } from '../api/search-alerts';
import { Problem } from '../../../components/page-text';

type State = { step: 'ready' | 'sending' | 'sent' } | { step: 'failed'; message: string };

/** An expired manage link's offer: one click mails a new link to the address the old one was sent to (docs/search-alerts.md). */
export function NewManageLink({ token, message }: { token: string; message: string }) {
  const business = useBusiness();
  const [state, setState] = useState<State>({ step: 'ready' });

  const send = async () => {
    setState({ step: 'sending' });
    try {
      await requestManageLink(token);
      setState({ step: 'sent' });
    } catch (error) {
      const detail = error instanceof ApiError && (error.status === 400 || error.status === 429) ? error.detail : null;
      setState({ step: 'failed', message: detail ?? `We could not send a new link just now. Please try again, or write to ${business.email.address}.` });
    }
  };

  if (state.step === 'sent') return <Sent role="status">A new link is on its way to the address this one was sent to. It works for 30 days.</Sent>;
  return (
    <Box>
      <Problem role="alert">{message}</Problem>
      <div>
        <Button type="button" onClick={() => void send()} disabled={state.step === 'sending'}>
          {state.step === 'sending' ? 'Sending...' : 'E-mail Me a New Link'}
        </Button>
      </div>
      {state.step === 'failed' && <Problem role="alert">{state.message}</Problem>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 16px;
`;

const Sent = styled.p`
  margin: 0;
  font-size: 18px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.ink};
`;
