import { SectionHeader } from '../../../components/section-header';
import { CollectionCard } from './collection-card';
import { CollectionsGrid } from './collections-grid';

/** /collections: every collection as a card. */
export function CollectionsIndex() {
  return (
    <>
      <SectionHeader
        level={1}
        eyebrow="Collections"
        title="Our Watch Collections"
        intro={<p>Every watch we offer is authenticated, serviced where needed and grouped by what collectors look for.</p>}
      />
      <CollectionsGrid renderCollection={(collection) => <CollectionCard collection={collection} />} />
    </>
  );
}
