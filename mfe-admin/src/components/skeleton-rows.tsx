import { Skeleton } from '@caliber/ui';
import styled from 'styled-components';

const Rows = styled.div<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
`;

interface SkeletonRowsProps {
  count: number;
  /** Each row's CSS height, the height of the row it stands for. */
  height: string;
  /** Space between rows in px. */
  gap: number;
  /** Announced while loading, e.g. 'Loading watches'. */
  label: string;
}

/** Placeholder rows while a list of rows loads, appearing one after another. */
export function SkeletonRows({ count, height, gap, label }: SkeletonRowsProps) {
  return (
    <Rows $gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} index={index} />
      ))}
    </Rows>
  );
}
