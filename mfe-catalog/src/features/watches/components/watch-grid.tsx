import type { Watch } from '@caliber/contracts';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { WatchCard } from './watch-card';

export function WatchGrid({ watches }: { watches: readonly Watch[] }) {
  if (watches.length === 0) {
    return (
      <EmptyState title="No watches found">
        <p>Try changing your filters to see more results.</p>
      </EmptyState>
    );
  }
  return (
    <CardGrid>
      {watches.map((watch, index) => (
        <li key={watch.id}>
          <WatchCard watch={watch} priority={index === 0} />
        </li>
      ))}
    </CardGrid>
  );
}
