import type { SocialNetwork } from '@caliber/contracts';
import { roundIconStyles, useBusiness } from '@caliber/ui';
import { Camera, CirclePlay, Share2, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';

const ICONS: Record<SocialNetwork, LucideIcon> = {
  Instagram: Camera,
  Facebook: Share2,
  YouTube: CirclePlay,
};

// The contact page (docs/storefront.md) shows the social icons as links that go nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

export function SocialLinks() {
  const business = useBusiness();
  return (
    <List>
      {business.socialLinks.map(({ network }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <IconLink href="#" onClick={stay} aria-label={network} title={network}>
              <Icon size={18} aria-hidden />
            </IconLink>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${roundIconStyles}
  transition: border-color 200ms ease-out, color 200ms ease-out;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
