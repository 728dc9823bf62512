import { SectionHeader } from '../../../components/section-header';
import { CollectionTile } from './collection-tile';
import { CollectionsGrid } from './collections-grid';

/** The home page's collections grid. */
export function CollectionsSection() {
  return (
    <>
      <SectionHeader eyebrow="Collections" title="Curated Collections" />
      <CollectionsGrid renderCollection={(collection) => <CollectionTile collection={collection} />} />
    </>
  );
}
