import { Button } from '@caliber/ui';
import { BellRing, FolderOpen, Mail, MailX, MessageSquare, Watch } from 'lucide-react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { useStats } from '../api/get-stats';
import { AvailabilityCounts } from './availability-counts';
import { CollectionDistribution } from './collection-distribution';
import { CountCard } from './count-card';
import { FirstWatchSteps } from './first-watch-steps';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
`;

const Links = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

const AlertsOff = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface StatsOverviewProps {
  onOpenInquiries: () => void;
  onOpenSubscribers: () => void;
  onOpenSearchAlerts: () => void;
}

/**
 * The Dashboard tab's landing view: three counts (with the new inquiries), whether alerts are e-mailed, the
 * watches by availability and the collection distribution, or, with no watch yet, how to add the first.
 */
export function StatsOverview({ onOpenInquiries, onOpenSubscribers, onOpenSearchAlerts }: StatsOverviewProps) {
  const { data: stats, error, mutate } = useStats();

  if (error) return <LoadError what="stats" error={error} onRetry={() => mutate()} />;
  if (!stats) return <Loading role="status">Loading stats...</Loading>;

  return (
    <>
      <Cards>
        <CountCard label="Total Watches" value={stats.totalWatches} icon={Watch} />
        <CountCard label="Total Collections" value={stats.totalCollections} icon={FolderOpen} />
        <CountCard
          label="Customer Inquiries"
          value={stats.totalInquiries}
          icon={MessageSquare}
          onOpen={onOpenInquiries}
          openHint={`${stats.newInquiries} new · View all messages`}
        />
      </Cards>
      {!stats.emailAlerts && (
        <AlertsOff>
          <MailX size={16} aria-hidden />
          E-mail alerts are off: new messages are only shown here. Set SMTP_URL to receive each one by e-mail.
        </AlertsOff>
      )}
      {stats.totalWatches === 0 ? (
        <FirstWatchSteps hasCollection={stats.totalCollections > 0} />
      ) : (
        <>
          <AvailabilityCounts counts={stats.watchesByAvailability} />
          <CollectionDistribution stats={stats} />
        </>
      )}
      <Links>
        <Button type="button" variant="secondary" size="sm" onClick={onOpenSubscribers}>
          <Mail size={16} aria-hidden />
          Newsletter Subscribers
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onOpenSearchAlerts}>
          <BellRing size={16} aria-hidden />
          Search Alerts
        </Button>
      </Links>
    </>
  );
}
