import { AtSign, Camera, Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';

const NETWORKS = [
  { name: 'Instagram', Icon: Camera },
  { name: 'Facebook', Icon: Share2 },
  { name: 'X', Icon: AtSign },
] as const;

// The spec's contact page shows the social icons as links that go nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

export function SocialLinks() {
  return (
    <List>
      {NETWORKS.map(({ name, Icon }) => (
        <li key={name}>
          <IconLink href="#" onClick={stay} aria-label={name} title={name}>
            <Icon size={18} aria-hidden />
          </IconLink>
        </li>
      ))}
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
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.ink};
  transition: border-color 200ms ease-out, color 200ms ease-out;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
