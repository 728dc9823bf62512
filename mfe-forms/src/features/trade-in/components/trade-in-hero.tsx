import { Container, Eyebrow } from '@caliber/ui';
import styled from 'styled-components';
import { TradeInBenefits } from './trade-in-benefits';

export function TradeInHero() {
  return (
    <Hero>
      <Container>
        <Kicker>Trade-In &amp; Consignment</Kicker>
        <Title>Trade Up to Your Dream Watch</Title>
        <Lead>
          Trade in, part-exchange or consign the watch you own, or have it authenticated. Tell us about it and we will
          make you a considered offer.
        </Lead>
        <TradeInBenefits />
      </Container>
    </Hero>
  );
}

const Hero = styled.section`
  padding: 96px 0;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.page};

  @media (max-width: 767px) {
    padding: 56px 0;
  }
`;

// The muted eyebrow colour is too dark for the night background; the accent reads well on it.
const Kicker = styled(Eyebrow)`
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  max-width: 14ch;
  margin: 16px 0 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(40px, 6vw, 64px);
  font-weight: 500;
  line-height: 1.05;
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 24px 0 0;
  font-size: 18px;
  line-height: 1.6;
  opacity: 0.85;
`;
