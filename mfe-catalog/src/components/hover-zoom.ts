import { css } from 'styled-components';

/** A card's slow, slight photo zoom on hover (docs/design.md), only where the pointer can hover. */
export const hoverZoom = css`
  @media (hover: hover) {
    img {
      transition: transform ${({ theme }) => theme.motion.zoom};
    }

    &:hover img {
      transform: scale(1.03);
    }
  }
`;
