import { useCallback, useState } from 'react';

/** The selected slide of a carousel of `count` images; previous and next wrap around. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const go = useCallback((next: number) => setIndex(count === 0 ? 0 : ((next % count) + count) % count), [count]);
  const previous = useCallback(() => go(current - 1), [go, current]);
  const next = useCallback(() => go(current + 1), [go, current]);
  return { index: current, go, previous, next };
}
