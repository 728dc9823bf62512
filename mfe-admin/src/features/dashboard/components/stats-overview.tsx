import { Button } from '@caliber/ui';
import { FolderOpen, Mail, MessageSquare, Watch } from 'lucide-react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { useStats } from '../api/get-stats';
import { CollectionDistribution } from './collection-distribution';
import { CountCard } from './count-card';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
`;

const Links = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface StatsOverviewProps {
  onOpenInquiries: () => void;
  onOpenSubscribers: () => void;
}

/** The Dashboard tab's landing view: three counts and the collection distribution. */
export function StatsOverview({ onOpenInquiries, onOpenSubscribers }: StatsOverviewProps) {
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
          openHint="View all messages"
        />
      </Cards>
      <CollectionDistribution stats={stats} />
      <Links>
        <Button type="button" variant="secondary" size="sm" onClick={onOpenSubscribers}>
          <Mail size={16} aria-hidden />
          Newsletter Subscribers
        </Button>
      </Links>
    </>
  );
}
