import { ALL_WATCHES_SLUG, ROUTES } from '@caliber/contracts';
import { Button, Link, SkeletonGrid } from '@caliber/ui';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { useFeaturedWatches } from '../api/get-featured-watches';
import { useWatchSortFilter } from '../../../components/watch-catalogue/use-watch-sort-filter';
import { WatchGrid } from '../../../components/watch-catalogue/watch-grid';
import { WatchSortFilter } from '../../../components/watch-catalogue/watch-sort-filter';

/** The home page's featured watches, with local sort and brand filter. */
export function FeaturedWatches() {
  const { data: watches, error } = useFeaturedWatches();
  const { sort, setSort, brand, setBrand, brands, visible } = useWatchSortFilter(watches);
  return (
    <>
      <SectionHeader
        eyebrow="Featured"
        title="Featured Timepieces"
        actions={
          <WatchSortFilter sort={sort} onSortChange={setSort} brand={brand} onBrandChange={setBrand} brands={brands} />
        }
      />
      {error ? (
        <EmptyState title="Watches are unavailable">
          <p>Please refresh the page in a moment.</p>
        </EmptyState>
      ) : watches ? (
        <WatchGrid watches={visible} aboveTheFold={false} />
      ) : (
        <SkeletonGrid count={6} minItemWidth={320} label="Loading watches" />
      )}
      <More>
        <Button as={Link} to={ROUTES.collection(ALL_WATCHES_SLUG)} variant="secondary">
          Explore More
        </Button>
      </More>
    </>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 56px;
`;
