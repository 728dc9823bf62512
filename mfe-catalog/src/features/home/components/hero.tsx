import { FOUNDING_YEAR } from '@caliber/contracts';
import { Button, Container, smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

export function Hero() {
  return (
    <Band>
      <Dial aria-hidden />
      <Container>
        <Content>
          <Kicker>Pre-owned luxury watches since {FOUNDING_YEAR}</Kicker>
          <Headline>Exceptional Timepieces for Discerning Collectors</Headline>
          <Lead>
            Authenticated Rolex, Patek Philippe, Audemars Piguet and more, each one inspected by our specialists and
            backed by a lifetime authenticity guarantee.
          </Lead>
          <Actions>
            {/* In-page links: they scroll (smoothly, by the global style) before the page's code runs, and without it. */}
            <Button as="a" href="#featured" variant="primary">
              Explore Collection
            </Button>
            <Button as="a" href="#about" variant="secondary">
              Learn More
            </Button>
          </Actions>
        </Content>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 80vh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.page};

  & > div {
    position: relative;
    width: 100%;
  }

  /* Buttons on the night background: ivory fill and an ivory outline. */
  a:first-of-type {
    background: ${({ theme }) => theme.colors.page};
    border-color: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.ink};
  }

  a:last-of-type {
    border-color: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.page};
    background: transparent;
  }
`;

/* A bezel drawn in hairlines, the only ornament of the hero. */
const Dial = styled.span`
  position: absolute;
  display: block;
  top: 50%;
  right: -12vmin;
  width: 78vmin;
  height: 78vmin;
  border: 1px solid rgba(168, 134, 90, 0.45);
  border-radius: 50%;
  transform: translateY(-50%);

  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
  }

  &::before {
    inset: 7%;
    border: 1px dashed rgba(168, 134, 90, 0.35);
  }

  &::after {
    inset: 18%;
    border: 1px solid rgba(248, 246, 241, 0.12);
  }

  @media (max-width: 767px) {
    right: -40vmin;
    opacity: 0.6;
  }
`;

const Content = styled.div`
  max-width: 720px;
  padding: 96px 0;
`;

const Kicker = styled.p`
  margin: 0;
  ${smallLabelStyles}
  color: ${({ theme }) => theme.colors.accent};
`;

const Headline = styled.h1`
  margin: 20px 0 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(44px, 7vw, 80px);
  font-weight: 500;
  line-height: 1.02;
`;

const Lead = styled.p`
  max-width: 540px;
  margin: 28px 0 0;
  font-size: 18px;
  line-height: 1.6;
  opacity: 0.85;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 40px;
`;
