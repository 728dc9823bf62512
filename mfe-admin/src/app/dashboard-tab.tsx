import { Button } from '@caliber/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { StatsOverview } from '../features/dashboard/components/stats-overview';
import { EbaySyncLine } from '../features/ebay-sync/components/ebay-sync-line';
import { InquiriesList } from '../features/inquiries/components/inquiries-list';
import { SearchAlertsList } from '../features/search-alerts/components/search-alerts-list';
import { SubscribersList } from '../features/subscribers/components/subscribers-list';

const Back = styled.div`
  margin-bottom: 16px;
`;

type View = 'overview' | 'inquiries' | 'subscribers' | 'search-alerts';

/** The Dashboard tab: counts, and from them the inquiries, the newsletter subscribers and the search alerts. */
export function DashboardTab() {
  const [view, setView] = useState<View>('overview');

  if (view === 'overview') {
    return (
      <>
        <StatsOverview
          onOpenInquiries={() => setView('inquiries')}
          onOpenSubscribers={() => setView('subscribers')}
          onOpenSearchAlerts={() => setView('search-alerts')}
        />
        <EbaySyncLine />
      </>
    );
  }
  return (
    <>
      <Back>
        <Button type="button" variant="text" size="sm" onClick={() => setView('overview')}>
          <ArrowLeft size={16} aria-hidden />
          Back to dashboard
        </Button>
      </Back>
      {view === 'inquiries' ? <InquiriesList /> : view === 'subscribers' ? <SubscribersList /> : <SearchAlertsList />}
    </>
  );
}
