import { Container, Section } from '@caliber/ui';
import styled from 'styled-components';
import { CollectionsSection } from '../../features/collections/components/collections-section';
import { AboutBlock } from '../../features/home/components/about-block';
import { Hero } from '../../features/home/components/hero';
import { NewsletterBlock } from '../../features/home/components/newsletter-block';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';
import { FeaturedWatches } from '../../features/watches/components/featured-watches';

/** Home (docs/storefront.md): hero, collections, featured watches, about, testimonials, newsletter, in that order. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Section>
        <Container>
          <CollectionsSection />
        </Container>
      </Section>
      <Anchored id="featured" tone="surface">
        <Container>
          <FeaturedWatches />
        </Container>
      </Anchored>
      <Anchored id="about">
        <Container>
          <AboutBlock />
        </Container>
      </Anchored>
      <Section tone="surface">
        <Container>
          <TestimonialsSection />
        </Container>
      </Section>
      <Section>
        <Container>
          <NewsletterBlock />
        </Container>
      </Section>
    </>
  );
}

// Keeps a scrolled-to section clear of the sticky header.
const Anchored = styled(Section)`
  scroll-margin-top: 72px;
`;
