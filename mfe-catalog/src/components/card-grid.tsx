import styled from 'styled-components';

interface CardGridProps {
  /** Space between rows in px; columns are always 24 px apart. */
  $rowGap?: number;
  /** Columns from 600 px up to the desktop's three. */
  $tabletColumns?: 1 | 2;
  /** Columns on desktop: three, or four for a row of four smaller cards (the watch page's similar watches). */
  $desktopColumns?: 3 | 4;
}

/** `sizes` of a photo as wide as one card of the grid below (at most a third of the 1280 px page). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 600px) 50vw, 100vw';

/** From this width the grid has its tablet columns. */
export const CARD_GRID_TABLET_WIDTH = 600;

/** A list of cards: 1 column on phones, 2 from 600 px, 3 (or 4) on desktop (docs/design.md). */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $rowGap = 24 }) => $rowGap}px 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${CARD_GRID_TABLET_WIDTH}px) {
    grid-template-columns: repeat(${({ $tabletColumns = 2 }) => $tabletColumns}, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $desktopColumns = 3 }) => $desktopColumns}, minmax(0, 1fr));
  }
`;
