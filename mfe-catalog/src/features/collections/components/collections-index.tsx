import { SkeletonGrid } from '@caliber/ui';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { TileGrid } from '../../../components/tile-grid';
import { useCollections } from '../api/get-collections';
import { CollectionCard } from './collection-card';

/** /collections: every collection as a card. */
export function CollectionsIndex() {
  const { data: collections, error } = useCollections();
  return (
    <>
      <SectionHeader
        level={1}
        eyebrow="Collections"
        title="Our Watch Collections"
        intro={<p>Every watch we offer is authenticated, serviced where needed and grouped by what collectors look for.</p>}
      />
      {error ? (
        <EmptyState title="Collections are unavailable">
          <p>Please refresh the page in a moment.</p>
        </EmptyState>
      ) : collections ? (
        <TileGrid>
          {collections.map((collection) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <SkeletonGrid count={4} aspectRatio="4 / 3" lines={2} minItemWidth={320} label="Loading collections" />
      )}
    </>
  );
}
