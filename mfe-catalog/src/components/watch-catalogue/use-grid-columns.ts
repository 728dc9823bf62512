import { useTheme } from 'styled-components';
import { useEffect, useState } from 'react';
import { CARD_GRID_TABLET_WIDTH } from '../card-grid';

/**
 * The columns the card grid draws at this window's width (`CardGrid`: 1, 2 from 600 px, 3 on desktop), or
 * null before the page is hydrated: the server cannot know them.
 */
export function useGridColumns(): number | null {
  const { breakpoints } = useTheme();
  const [columns, setColumns] = useState<number | null>(null);
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${breakpoints.lg}px)`);
    const tablet = window.matchMedia(`(min-width: ${CARD_GRID_TABLET_WIDTH}px)`);
    const read = () => setColumns(desktop.matches ? 3 : tablet.matches ? 2 : 1);
    read();
    desktop.addEventListener('change', read);
    tablet.addEventListener('change', read);
    return () => {
      desktop.removeEventListener('change', read);
      tablet.removeEventListener('change', read);
    };
  }, [breakpoints.lg]);
  return columns;
}
