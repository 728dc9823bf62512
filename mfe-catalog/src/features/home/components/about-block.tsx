import { BUSINESS_NAME, FOUNDING_YEAR, ROUTES } from '@caliber/contracts';
import { Button, Eyebrow, Heading, Link } from '@caliber/ui';
import { Award, CalendarCheck, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';

const CLAIMS = [
  { Icon: CalendarCheck, title: `Founded ${FOUNDING_YEAR}`, text: 'Five years and more of trading fine watches with collectors.' },
  { Icon: Award, title: 'Expert authentication', text: 'Every movement, case and dial is inspected before sale.' },
  { Icon: ShieldCheck, title: 'Lifetime authenticity guarantee', text: 'If a watch we sold is not genuine, you are refunded in full.' },
] as const;

/** The home page's about block (anchor #about). */
export function AboutBlock() {
  return (
    <Layout>
      <div>
        <Eyebrow>{`About ${BUSINESS_NAME}`}</Eyebrow>
        <Heading level={2}>A Dealer Collectors Return To</Heading>
        <Text>
          Since {FOUNDING_YEAR} we have bought and sold pre-owned luxury watches for collectors who care how a watch was kept.
          Each piece is authenticated by our specialists, described without embellishment and priced against the
          current market.
        </Text>
        <Button as={Link} to={ROUTES.about} variant="secondary">
          Our Story
        </Button>
      </div>
      <Claims>
        {CLAIMS.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon size={24} aria-hidden />
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </Claims>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 48px;
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 96px;
  }
`;

const Text = styled.p`
  margin: 20px 0 32px;
  font-size: 17px;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Claims = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: 20px;
    padding: 24px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }

  li:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 22px;
    font-weight: 500;
  }

  p {
    margin: 6px 0 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
