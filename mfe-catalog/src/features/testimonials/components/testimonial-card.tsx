import type { Testimonial } from '@caliber/contracts';
import styled from 'styled-components';
import { StarRating } from './star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card>
      <StarRating rating={testimonial.rating} />
      <Quote>
        <p>{testimonial.text}</p>
      </Quote>
      <Author>
        <Initials aria-hidden>{testimonial.initials}</Initials>
        <div>
          <Name>{testimonial.name}</Name>
          <Since>Collector since {testimonial.collectorSince}</Since>
        </div>
      </Author>
    </Card>
  );
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 20px;
  height: 100%;
  margin: 0;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;

  p {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 21px;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 14px;
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.page};
  font-size: 14px;
  letter-spacing: 0.06em;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const Since = styled.p`
  margin: 2px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
