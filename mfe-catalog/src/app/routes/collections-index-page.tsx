import { Container, Section } from '@caliber/ui';
import { CollectionsIndex } from '../../features/collections/components/collections-index';

export function CollectionsIndexPage() {
  return (
    <Section>
      <Container>
        <CollectionsIndex />
      </Container>
    </Section>
  );
}
