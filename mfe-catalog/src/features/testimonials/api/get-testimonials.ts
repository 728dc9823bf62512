import { API, type Testimonial } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const testimonialsKey = API.testimonials;

export function useTestimonials() {
  return useApi<Testimonial[]>(testimonialsKey);
}
