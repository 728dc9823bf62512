import type { ManagedSearchAlerts } from '@caliber/contracts';
import { ApiError, Button, Container, Eyebrow, Heading, Link, Section, useBusiness } from '@caliber/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLinkToken } from '../../../components/use-link-token';
import { deleteSearchAlert, listSearchAlerts } from '../api/search-alerts';
import { NewManageLink } from './new-manage-link';
import { Lead, Problem } from '../../../components/page-text';

type State =
  | { step: 'loading' | 'no-token' }
  | { step: 'failed' | 'expired'; message: string }
  | { step: 'listed'; list: ManagedSearchAlerts };

/**
 * /search-alerts/manage#token=…: every alert of the address the signed link names, each deletable on a
 * click (docs/search-alerts.md). The token is read after hydration from the fragment, which the server
 * never sees (docs/security.md), or from the `?token=` of links mailed before (`useLinkToken`). A link
 * more than 30 days old (410) offers to mail a new one.
 */
export function ManageSearchAlertsPage() {
  const business = useBusiness();
  const token = useLinkToken();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [deleting, setDeleting] = useState<number | null>(null);

  const failed = (error: unknown) =>
    setState(
      error instanceof ApiError && error.status === 410
        ? { step: 'expired', message: error.detail }
        : {
            step: 'failed',
            message: error instanceof ApiError && error.status === 400 ? error.detail : `We could not reach your alerts just now. Please try again, or write to ${business.email.address}.`,
          },
    );

  useEffect(() => {
    if (token === undefined) return;
    if (!token) return setState({ step: 'no-token' });
    setState({ step: 'loading' });
    listSearchAlerts(token).then((list) => setState({ step: 'listed', list }), failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per link
  }, [token]);

  const remove = async (id: number) => {
    if (!token || state.step !== 'listed') return;
    setDeleting(id);
    try {
      await deleteSearchAlert(id, token);
      setState({ step: 'listed', list: { ...state.list, alerts: state.list.alerts.filter((alert) => alert.id !== id) } });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Section>
      <Container>
        <Box>
          <Eyebrow>Search Alerts</Eyebrow>
          <Heading level={1}>Your Search Alerts</Heading>
          {state.step === 'loading' && <Lead>Loading your alerts...</Lead>}
          {state.step === 'no-token' && <Problem role="alert">This link is incomplete. Open the link from one of our e-mails as it is.</Problem>}
          {state.step === 'failed' && <Problem role="alert">{state.message}</Problem>}
          {state.step === 'expired' && token && <NewManageLink token={token} message={state.message} />}
          {state.step === 'listed' && (
            <>
              <Lead>
                {state.list.alerts.length === 0
                  ? `No alerts are set for ${state.list.email}.`
                  : `We e-mail ${state.list.email} when a watch matching one of these searches arrives, at most once a day.`}
              </Lead>
              <List>
                {state.list.alerts.map((alert) => (
                  <Item key={alert.id}>
                    <div>
                      <Link to={alert.searchPath}>{alert.description}</Link>
                      {!alert.confirmed && <Note> · waiting for confirmation</Note>}
                    </div>
                    <Button type="button" variant="secondary" size="sm" onClick={() => void remove(alert.id)} disabled={deleting === alert.id} aria-label={`Delete the alert ${alert.description}`}>
                      {deleting === alert.id ? 'Deleting...' : 'Delete'}
                    </Button>
                  </Item>
                ))}
              </List>
            </>
          )}
        </Box>
      </Container>
    </Section>
  );
}

const Box = styled.div`
  display: grid;
  gap: 20px;
  max-width: 720px;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Note = styled.span`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
