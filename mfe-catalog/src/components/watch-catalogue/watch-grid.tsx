import type { WatchCardData } from '@caliber/contracts';
import { CardGrid } from '../card-grid';
import { EmptyState } from '../empty-state';
import { WatchCard } from './watch-card';

interface WatchGridProps {
  watches: readonly WatchCardData[];
  /** The grid opens the page, so its first photo is the largest paint: fetch it first (not on the home page, where it is below the fold). */
  aboveTheFold?: boolean;
}

export function WatchGrid({ watches, aboveTheFold = true }: WatchGridProps) {
  if (watches.length === 0) {
    return (
      <EmptyState title="No watches found">
        <p>Try changing your filters to see more results.</p>
      </EmptyState>
    );
  }
  return (
    <CardGrid $rowGap={32}>
      {watches.map((watch, index) => (
        <li key={watch.id}>
          <WatchCard watch={watch} priority={aboveTheFold && index === 0} />
        </li>
      ))}
    </CardGrid>
  );
}
