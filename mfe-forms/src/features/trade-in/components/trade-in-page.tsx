import { Container, Section } from '@caliber/ui';
import styled from 'styled-components';
import { TradeInForm } from './trade-in-form';
import { TradeInHero } from './trade-in-hero';

export function TradeInPage() {
  return (
    <>
      <TradeInHero />
      <Section>
        <Narrow>
          <TradeInForm />
        </Narrow>
      </Section>
    </>
  );
}

const Narrow = styled(Container)`
  max-width: 880px;
`;
