import styled from 'styled-components';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

const Grid = styled.div<{ $minItemWidth: number }>`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minItemWidth }) => $minItemWidth}px), 1fr));
`;

const Card = styled.div`
  display: grid;
  gap: 12px;
  padding-bottom: 8px;
`;

export interface SkeletonGridProps {
  /** How many placeholder cards: as many as the list usually shows (4 collections, 6 watches, 3 testimonials). */
  count: number;
  /** Image block ratio; null for a text-only card such as a testimonial. */
  aspectRatio?: string | null;
  /** Text lines under the image. */
  lines?: number;
  minItemWidth?: number;
  /** Announced to screen readers, e.g. 'Loading watches'. */
  label?: string;
}

/** A grid of placeholder cards that appear one after another, 0.1 s apart. */
export function SkeletonGrid({ count, aspectRatio = '4 / 5', lines = 3, minItemWidth = 260, label = 'Loading' }: SkeletonGridProps) {
  return (
    <Grid $minItemWidth={minItemWidth} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          {aspectRatio && <Skeleton aspectRatio={aspectRatio} index={index} />}
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} index={index} width={line === 0 ? '40%' : line === lines - 1 ? '55%' : '80%'} />
          ))}
        </Card>
      ))}
    </Grid>
  );
}
