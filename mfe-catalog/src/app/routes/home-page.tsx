import { Container, deferredRegion, Section } from '@caliber/ui';
import styled from 'styled-components';
import { CollectionsSection } from '../../features/collections/components/collections-section';
import { Hero } from '../../features/home/components/hero';

// Below the first screen: their code is fetched when they come near (docs/server-rendering.md).
const FeaturedWatches = deferredRegion(
  () => import('../../features/watches/components/featured-watches').then((module) => module.FeaturedWatches),
  { message: 'The featured watches could not be loaded.' },
);
const AboutBlock = deferredRegion(() => import('../../features/home/components/about-block').then((module) => module.AboutBlock), {
  message: 'The about section could not be loaded.',
});
const TestimonialsSection = deferredRegion(
  () => import('../../features/testimonials/components/testimonials-section').then((module) => module.TestimonialsSection),
  { message: 'The testimonials could not be loaded.' },
);
const NewsletterBlock = deferredRegion(() => import('../../features/home/components/newsletter-block').then((module) => module.NewsletterBlock), {
  message: 'The newsletter signup could not be loaded.',
});

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
