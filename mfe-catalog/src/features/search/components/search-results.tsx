import { BEST_MATCH, ROUTES, ALL_WATCHES_SLUG } from '@caliber/contracts';
import { Button, Link, SkeletonGrid } from '@caliber/ui';
import { EmptyState } from '../../../components/empty-state';
import { WatchCatalogue } from '../../watches/components/watch-catalogue';
import { useSearchWatches } from '../api/search-watches';

/** What a search found: the usual cards with sort and filters, best matches first. */
export function SearchResults({ q }: { q: string }) {
  const { data: watches, error } = useSearchWatches(q);
  if (error) {
    return (
      <EmptyState title="Search is unavailable">
        <p>Please try again in a moment.</p>
      </EmptyState>
    );
  }
  if (!watches) return <SkeletonGrid count={6} minItemWidth={320} label="Searching watches" />;
  if (!watches.length) {
    return (
      <EmptyState title={`No watches match “${q}”`}>
        <p>Check the spelling, try a brand, a model or a reference, or browse every watch.</p>
        <Button as={Link} to={ROUTES.collection(ALL_WATCHES_SLUG)} variant="secondary">
          View All Watches
        </Button>
      </EmptyState>
    );
  }
  return <WatchCatalogue watches={watches} defaultSort={BEST_MATCH} />;
}
