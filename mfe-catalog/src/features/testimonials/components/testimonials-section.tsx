import { SkeletonGrid } from '@caliber/ui';
import styled from 'styled-components';
import { SectionHeader } from '../../../components/section-header';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './testimonial-card';

export function TestimonialsSection() {
  const { data: testimonials, error } = useTestimonials();
  // A missing testimonial list takes nothing away from the page; it is simply left out.
  if (error) return null;
  return (
    <>
      <SectionHeader eyebrow="Testimonials" title="What Collectors Say" />
      {testimonials ? (
        <Grid>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </Grid>
      ) : (
        <SkeletonGrid count={3} aspectRatio={null} lines={5} minItemWidth={300} label="Loading testimonials" />
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
