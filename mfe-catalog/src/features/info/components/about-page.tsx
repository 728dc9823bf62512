import { BUSINESS_NAME, FOUNDING_YEAR, ROUTES } from '@caliber/contracts';
import { Button, Link, smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';
import { InfoPage } from './info-page';
import { Prose } from './prose';

const FACTS = [
  { figure: String(FOUNDING_YEAR), label: 'Founded' },
  { figure: '5+', label: 'Years in luxury watch trading' },
  { figure: '100%', label: 'Watches authenticated by our experts' },
  { figure: 'Lifetime', label: 'Authenticity guarantee' },
] as const;

export function AboutPage() {
  return (
    <InfoPage
      eyebrow={`About ${BUSINESS_NAME}`}
      title="Our Story"
      intro={<p>A small team of specialists, selling luxury watches since {FOUNDING_YEAR}.</p>}
    >
      <Facts>
        {FACTS.map(({ figure, label }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </Facts>
      <Prose>
        <h2>How We Began</h2>
        <p>
          {BUSINESS_NAME} started in {FOUNDING_YEAR} with a simple idea: a pre-owned watch should be sold the way a
          collector would want to buy one, described honestly, priced fairly and checked by someone who knows what to
          look for. Our founders brought more than five years of experience in luxury watch trading, and the same
          people still handle every watch.
        </p>

        <h2>Expert Authentication</h2>
        <p>
          Every watch passes a seven-step inspection before it is offered: papers and serial numbers, case and bracelet,
          dial and hands, movement, timing and water resistance, and a final review by a senior specialist. What we
          find is written in the description, without embellishment.
        </p>

        <h2>A Lifetime Authenticity Guarantee</h2>
        <p>
          We stand behind every watch we sell. If a watch bought from us is ever shown not to be genuine, we refund the
          full purchase price, however long ago you bought it.
        </p>

        <h2>Buying, Selling and Trading</h2>
        <p>
          Besides our own inventory, we buy watches outright, take them in part exchange and sell on consignment. Many
          of our clients have traded up with us more than once.
        </p>
      </Prose>
      <Actions>
        <Button as={Link} to={ROUTES.collections}>
          Browse Our Collections
        </Button>
        <Button as={Link} to={ROUTES.contact} variant="secondary">
          Contact Us
        </Button>
      </Actions>
    </InfoPage>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0 0 64px;
  background: ${({ theme }) => theme.colors.line};
  border: 1px solid ${({ theme }) => theme.colors.line};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 8px;
    padding: 28px 24px;
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    ${smallLabelStyles}
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 40px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 48px;
`;
