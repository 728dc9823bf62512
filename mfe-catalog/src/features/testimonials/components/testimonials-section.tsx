import { SkeletonGrid } from '@caliber/ui';
import { CardGrid } from '../../../components/card-grid';
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
        <CardGrid $tabletColumns={1}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <SkeletonGrid count={3} aspectRatio={null} lines={5} minItemWidth={300} label="Loading testimonials" />
      )}
    </>
  );
}
