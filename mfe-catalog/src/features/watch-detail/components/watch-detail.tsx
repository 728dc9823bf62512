import { formatPrice, ROUTES, type Watch } from '@caliber/contracts';
import { HeartToggle, Tabs } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { WatchBrand } from '../../../components/watch-brand';
import { InquiryFormSlot } from '../../../components/inquiry-form-slot';
import { ViewingFormSlot } from '../../../components/viewing-form-slot';
import { isNotFound } from '../../../lib/is-not-found';
import { useWatch } from '../api/get-watch';
import { useWatchViewEvent } from '../hooks/use-watch-view-event';
import { DetailLayout } from './detail-layout';
import { ShippingReturns } from './shipping-returns';
import { SimilarWatches } from './similar-watches';
import { WatchDetailSkeleton } from './watch-detail-skeleton';
import { WatchGallery } from './watch-gallery';
import { WatchSpecs } from './watch-specs';

const TABS = [
  { id: 'inquire', label: 'Inquire' },
  { id: 'viewing', label: 'Book a Viewing' },
  { id: 'shipping', label: 'Shipping & Returns' },
];
/** A sold watch cannot be viewed: its page offers no viewing (docs/viewings.md). */
const SOLD_TABS = TABS.filter(({ id }) => id !== 'viewing');

/** The gallery when there is one, else the single image, else nothing (docs/storefront.md watch detail). */
function imagesOf(watch: Watch): string[] {
  if (watch.imageGallery && watch.imageGallery.length > 0) return watch.imageGallery;
  return watch.imageUrl ? [watch.imageUrl] : [];
}

export function WatchDetail({ slug }: { slug: string }) {
  const { data: watch, error } = useWatch(slug);
  const [tab, setTab] = useState('inquire');
  useWatchViewEvent(watch);

  if (error) {
    return isNotFound(error) ? (
      <EmptyState title="Watch Not Found">
        <p>The requested watch could not be found.</p>
      </EmptyState>
    ) : (
      <EmptyState title="This watch could not be loaded">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    );
  }
  if (!watch) return <WatchDetailSkeleton />;

  const name = `${watch.brand} ${watch.model}`;
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Home', to: ROUTES.home },
          { label: 'Collections', to: watch.collectionSlug ? ROUTES.collection(watch.collectionSlug) : ROUTES.home },
          { label: name },
        ]}
      />
      <DetailLayout>
        <WatchGallery images={imagesOf(watch)} alt={name} />
        <Facts>
          <TitleRow>
            <div>
              <Title>
                <WatchBrand>{watch.brand}</WatchBrand>{' '}
                <Model>{watch.model}</Model>
              </Title>
              <Reference>Ref. {watch.reference}</Reference>
            </div>
            <HeartToggle watchId={watch.id} watchName={name} />
          </TitleRow>
          <PriceRow>
            <Price>{formatPrice(watch.price)}</Price>
            <AvailabilityBadge availability={watch.availability} />
          </PriceRow>
          <Description>{watch.description}</Description>
          <WatchSpecs watch={watch} />
          <Tabs items={watch.availability === 'sold' ? SOLD_TABS : TABS} value={tab} onChange={setTab} label="About buying this watch">
            {tab === 'inquire' ? (
              <InquiryFormSlot watchId={watch.id} watchLabel={name} sold={watch.availability === 'sold'} />
            ) : tab === 'viewing' ? (
              <ViewingFormSlot watchId={watch.id} watchLabel={name} />
            ) : (
              <ShippingReturns />
            )}
          </Tabs>
        </Facts>
      </DetailLayout>
      <SimilarWatches slug={slug} />
    </>
  );
}

const Facts = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Title = styled.h1`
  display: grid;
  gap: 8px;
  margin: 0;
  font-weight: inherit;
`;

const Model = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.display};
  line-height: 1.05;
`;

const Reference = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Price = styled.p`
  margin: 0;
  font-size: 28px;
  font-variant-numeric: tabular-nums;
`;

const Description = styled.p`
  margin: 0;
  line-height: 1.75;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.ink};
`;
