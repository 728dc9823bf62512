import { useAtom } from 'jotai';
import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { trackEvent } from '../analytics/track';
import { favouritesAtom } from '../state/favourites';
import { roundIconStyles } from './round-icon-styles';

const Toggle = styled.button`
  display: grid;
  place-items: center;
  ${roundIconStyles}
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.fast};

  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.danger}; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

export interface HeartToggleProps {
  watchId: number;
  /** Brand and model, used in the button's name: 'Favourite Rolex Submariner'. */
  watchName: string;
  className?: string;
}

/** Favourite on/off for one watch, shared by every card and page in this visit; not saved. */
export function HeartToggle({ watchId, watchName, className }: HeartToggleProps) {
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const on = Boolean(favourites[watchId]);

  const toggle = () => {
    setFavourites((current) => ({ ...current, [watchId]: !on }));
    if (!on) trackEvent({ category: 'Favorite', label: watchName, value: watchId });
  };

  return (
    <Toggle type="button" aria-pressed={on} aria-label={`Favourite ${watchName}`} onClick={toggle} className={className}>
      <Heart size={20} aria-hidden fill={on ? 'currentColor' : 'none'} />
    </Toggle>
  );
}
