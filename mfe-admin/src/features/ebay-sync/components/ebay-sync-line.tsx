import type { EbaySyncChange, EbaySyncRun } from '@caliber/contracts';
import { Button, Heading } from '@caliber/ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSyncStatus } from '../api/get-sync-status';
import { syncNow } from '../api/sync-now';
import { EndedListings } from './ended-listings';

const Spaced = styled.div`
  margin-bottom: 24px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Summary = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Details = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of what the run did: when, how many checked, sold, flagged, failed and waiting. */
export function describeRun(run: EbaySyncRun): string {
  const sold = run.changes.filter((change) => change.change === 'sold').length;
  const held = run.changes.filter((change) => change.change === 'held').length;
  const flagged = run.changes.length - sold - held;
  const parts = [
    `${run.suspect ? 'Suspect sync' : 'Last sync'} ${when(run.finishedAt)}${run.trigger === 'operator' ? ' (run by hand)' : ''}`,
    `${count(run.checked, 'watch', 'watches')} checked`,
    `${sold} marked sold`,
    ...(run.suspect ? [`${held} ended at once, waiting for you`] : []),
    `${count(flagged, 'new price', 'new prices')} on eBay`,
    count(run.errors.length, 'error', 'errors'),
  ];
  if (run.waiting > 0) parts.push(`${count(run.waiting, 'watch waits', 'watches wait')} for eBay's call budget (it resets at midnight Pacific time)`);
  return `${parts.join(' · ')}.`;
}

function changeText(change: EbaySyncChange): string {
  if (change.change === 'sold') return 'marked sold (ended or sold on eBay)';
  if (change.change === 'held') return 'ended or missing on eBay, waiting for you (suspect sync)';
  return `eBay asks ${change.ebayPrice}, ours is ${change.price}`;
}

/**
 * The dashboard's eBay sync card: the last run (suspect or not), the ended listings waiting for the operator, what it
 * changed and its errors, and "Sync now" (docs/ebay-sync.md).
 */
export function EbaySyncLine() {
  const { data } = useSyncStatus();
  const [running, setRunning] = useState(false);
  const run = data?.lastRun ?? null;

  const onSync = async () => {
    setRunning(true);
    try {
      const result = await syncNow();
      notifySuccess('eBay sync finished', result ? describeRun(result) : undefined);
    } catch (error) {
      notifyFailure('eBay sync failed', error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Spaced>
      <Card aria-label="eBay sync">
        <Header>
          <Heading level={3} size="h4">
            eBay Sync
          </Heading>
          <Button type="button" variant="secondary" size="sm" onClick={() => void onSync()} disabled={running} aria-busy={running}>
            <RefreshCw size={16} aria-hidden />
            {running ? 'Syncing…' : 'Sync Now'}
          </Button>
        </Header>
        <Summary role="status">{run ? describeRun(run) : 'No sync has run yet.'}</Summary>
        {data && data.priceDifferences > 0 && (
          <Summary>{count(data.priceDifferences, 'watch has a price that differs', 'watches have prices that differ')} on eBay: see the Watches tab.</Summary>
        )}
        <EndedListings waiting={data?.endedListings ?? 0} />
        {run && (run.changes.length > 0 || run.errors.length > 0) && (
          <Details aria-label="What the last sync changed">
            {run.changes.map((change) => (
              <li key={`${change.watchId}-${change.change}`}>
                {change.watch}: {changeText(change)}
              </li>
            ))}
            {run.errors.map((error, index) => (
              <li key={`error-${index}`}>
                {error.watch ? `${error.watch}: ` : ''}
                {error.message}
              </li>
            ))}
          </Details>
        )}
      </Card>
    </Spaced>
  );
}
