import { Container, Section, useParams } from '@caliber/ui';
import { WatchDetail } from '../../features/watch-detail/components/watch-detail';

export function WatchPage() {
  const { slug = '' } = useParams();
  return (
    <Section>
      <Container>
        <WatchDetail key={slug} slug={slug} />
      </Container>
    </Section>
  );
}
