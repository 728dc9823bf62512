import { Star } from 'lucide-react';
import styled from 'styled-components';

const MAX_STARS = 5;

export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <Row role="img" aria-label={`Rated ${filled} out of ${MAX_STARS}`}>
      {Array.from({ length: filled }, (_, index) => (
        <Star key={index} size={16} fill="currentColor" strokeWidth={1.5} aria-hidden />
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 4px;
  color: ${({ theme }) => theme.colors.accent};
`;
