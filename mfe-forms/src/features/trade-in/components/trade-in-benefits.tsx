import { CircleDollarSign, Clock, Microscope, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';

const BENEFITS = [
  {
    title: 'Trusted Process',
    text: 'The same specialists who authenticate our own inventory evaluate your watch, start to finish.',
    Icon: ShieldCheck,
  },
  {
    title: 'Best Market Value',
    text: 'Offers follow current auction and dealer prices, so you receive a fair figure for what you own.',
    Icon: CircleDollarSign,
  },
  {
    title: 'Quick Response',
    text: 'Send us the details today and receive a written offer within 24 hours.',
    Icon: Clock,
  },
  {
    title: 'Expert Evaluation',
    text: 'Movement, case, dial and papers are checked by experienced watchmakers, not an algorithm.',
    Icon: Microscope,
  },
] as const;

export function TradeInBenefits() {
  return (
    <List>
      {BENEFITS.map(({ title, text, Icon }) => (
        <li key={title}>
          <Icon size={24} aria-hidden />
          <h2>{title}</h2>
          <p>{text}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 32px;
  margin: 56px 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    padding-top: 20px;
    border-top: 1px solid rgba(248, 246, 241, 0.2);
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }

  h2 {
    margin: 16px 0 8px;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 22px;
    font-weight: 500;
  }

  p {
    margin: 0;
    line-height: 1.6;
    opacity: 0.8;
  }
`;
