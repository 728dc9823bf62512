import { ROUTES } from '@caliber/contracts';
import { Heading, Link } from '@caliber/ui';
import { ArrowRight, CreditCard, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import styled from 'styled-components';
import { ContactUsCta } from './contact-us-cta';
import { Faq } from './faq';
import { InfoPage } from './info-page';

const TOPICS = [
  { to: ROUTES.shipping, title: 'Shipping', text: 'Rates, delivery times and insured delivery.', Icon: Truck },
  { to: ROUTES.returns, title: 'Returns', text: 'The 30-day return window and refunds.', Icon: RotateCcw },
  { to: ROUTES.payment, title: 'Payment', text: 'Wire, cards, cryptocurrency and financing.', Icon: CreditCard },
  {
    to: ROUTES.authentication,
    title: 'Authentication',
    text: 'The seven steps every watch passes.',
    Icon: ShieldCheck,
  },
] as const;

export function CustomerServicePage() {
  return (
    <InfoPage
      eyebrow="Help"
      title="Customer Service"
      breadcrumb={[{ label: 'Home', to: ROUTES.home }, { label: 'Customer Service' }]}
      intro={<p>Everything about buying from us, from delivery to the authentication of every watch.</p>}
    >
      <Topics>
        {TOPICS.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Topic to={to}>
              <Icon size={24} aria-hidden />
              <h2>{title}</h2>
              <p>{text}</p>
              <ArrowRight size={18} aria-hidden />
            </Topic>
          </li>
        ))}
      </Topics>
      <Heading level={2}>Frequently Asked Questions</Heading>
      <FaqSpacing>
        <Faq />
      </FaqSpacing>
      <ContactUsCta />
    </InfoPage>
  );
}

const Topics = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0 0 96px;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Topic = styled(Link)`
  display: grid;
  gap: 10px;
  height: 100%;
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }

  h2 {
    margin: 8px 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.display};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const FaqSpacing = styled.div`
  margin-top: 24px;
`;
