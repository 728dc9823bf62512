import { ALL_WATCHES_SLUG } from '@caliber/contracts';
import { Container, Section, useParams } from '@caliber/ui';
import { AllWatchesView } from './collection/all-watches-view';
import { CollectionView } from './collection/collection-view';

/** /collection/{slug}; the reserved slug all-watches lists every watch. */
export function CollectionPage() {
  const { slug = '' } = useParams();
  return (
    <Section>
      <Container>{slug === ALL_WATCHES_SLUG ? <AllWatchesView /> : <CollectionView key={slug} slug={slug} />}</Container>
    </Section>
  );
}
