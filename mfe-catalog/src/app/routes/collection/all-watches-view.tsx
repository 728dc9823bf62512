import { EmptyState } from '../../../components/empty-state';
import { useWatches } from '../../../features/watches/api/get-watches';
import { CollectionLayout } from './collection-layout';

export function AllWatchesView() {
  const { data: watches, error } = useWatches();
  if (error) {
    return (
      <EmptyState title="Watches are unavailable">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    );
  }
  return (
    <CollectionLayout
      title="All Watches"
      description="Every watch in our inventory, authenticated by our specialists and ready to ship."
      watches={watches}
    />
  );
}
