import type { Collection } from '@caliber/contracts';
import { SkeletonGrid } from '@caliber/ui';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { useCollections } from '../api/get-collections';

/** Every collection in a grid, with the loading and unavailable states; each page chooses how one looks. */
export function CollectionsGrid({ renderCollection }: { renderCollection: (collection: Collection) => ReactNode }) {
  const { data: collections, error } = useCollections();
  if (error) {
    return (
      <EmptyState title="Collections are unavailable">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    );
  }
  if (!collections) return <SkeletonGrid count={4} aspectRatio="4 / 3" lines={2} minItemWidth={320} label="Loading collections" />;
  return (
    <CardGrid>
      {collections.map((collection) => (
        <li key={collection.id}>{renderCollection(collection)}</li>
      ))}
    </CardGrid>
  );
}
