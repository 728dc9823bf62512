import { SkeletonGrid } from '@caliber/ui';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { TileGrid } from '../../../components/tile-grid';
import { useCollections } from '../api/get-collections';
import { CollectionTile } from './collection-tile';

/** The home page's collections grid. */
export function CollectionsSection() {
  const { data: collections, error } = useCollections();
  return (
    <>
      <SectionHeader eyebrow="Collections" title="Curated Collections" />
      {error ? (
        <EmptyState title="Collections are unavailable">
          <p>Please refresh the page in a moment.</p>
        </EmptyState>
      ) : collections ? (
        <TileGrid>
          {collections.map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <SkeletonGrid count={4} aspectRatio="4 / 3" lines={2} minItemWidth={320} label="Loading collections" />
      )}
    </>
  );
}
