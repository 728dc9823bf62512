import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or '120px'. */
  width?: string;
  /** CSS height, e.g. '1em'. Ignored when `aspectRatio` is set. */
  height?: string;
  aspectRatio?: string;
  /** Position in a list: appears 0.1 s after the previous one (docs/storefront.md). */
  index?: number;
}

/** A line-coloured placeholder block with a soft shimmer. Decorative: announce loading elsewhere. */
export const Skeleton = styled.span
  .withConfig({ shouldForwardProp: (prop) => !['width', 'height', 'aspectRatio', 'index'].includes(prop) })
  .attrs({ 'aria-hidden': true })<SkeletonProps>`
  display: block;
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '1em', aspectRatio }) => (aspectRatio ? 'auto' : height)};
  aspect-ratio: ${({ aspectRatio }) => aspectRatio ?? 'auto'};
  border-radius: ${({ theme }) => theme.radii.control};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.line} 0%,
    #efe9df 50%,
    ${({ theme }) => theme.colors.line} 100%
  );
  background-size: 200% 100%;
  opacity: 0;
  animation:
    ${fadeIn} 250ms ease-out forwards,
    ${shimmer} 1.6s linear infinite;
  animation-delay: ${({ index = 0 }) => `${index * 0.1}s`};
`;
