import { BUSINESS_NAME, LUXURY_TIMEPIECES_SLUG, ROUTES } from '@caliber/contracts';
import { Container, Link, NearViewport, RemoteBoundary, useBusiness, VisuallyHidden } from '@caliber/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { forgetFailedRemoteModules } from '../../../lib/remotes';
import { CookieSettingsButton } from '../../../features/consent/components/cookie-settings-button';
import { RemoteModule } from '../../../features/remotes/components/remote-module';
import { FooterColumn } from './footer-column';
import { FooterLinks } from './footer-links';
import { Logo } from './logo';
import { CachedRegion } from '../../../lib/cached-region';

const QUICK_LINKS = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Collections', to: ROUTES.collection(LUXURY_TIMEPIECES_SLUG) },
  { label: 'About Us', to: ROUTES.about },
  { label: 'Contact', to: ROUTES.contact },
  { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
];

const SERVICE_LINKS = [
  { label: 'Shipping', to: ROUTES.shipping },
  { label: 'Returns', to: ROUTES.returns },
  { label: 'Payment', to: ROUTES.payment },
  { label: 'Authentication', to: ROUTES.authentication },
];

const Band = styled.footer`
  padding-block: 64px 32px;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.page};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Grid = styled.div`
  display: grid;
  gap: 40px;
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: 1.4fr 1fr 1fr 1.2fr; }
`;

const Brand = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;

const NewsletterSlot = styled.div`
  min-height: 44px;
`;

const Intro = styled.p`
  max-width: 34ch;
  color: rgba(248, 246, 241, 0.78);
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.page};
    text-underline-offset: 0.3em;
    &:hover { color: ${({ theme }) => theme.colors.accent}; }
  }
`;

const ContactList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: rgba(248, 246, 241, 0.78);

  li { display: flex; align-items: center; gap: 10px; }
  svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
  a { color: inherit; text-decoration: none; overflow-wrap: anywhere; }
  a:hover { color: ${({ theme }) => theme.colors.page}; text-decoration: underline; }
`;

const Newsletter = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 56px;
  padding-top: 40px;
  border-top: 1px solid rgba(248, 246, 241, 0.14);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
`;

const NewsletterTitle = styled.h2`
  font-size: 1.75rem;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 16px;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid rgba(248, 246, 241, 0.14);
  color: rgba(248, 246, 241, 0.66);

  nav { display: flex; gap: 24px; }
  a { color: inherit; }
  a:hover { color: ${({ theme }) => theme.colors.page}; }
`;

/** The footer, rendered on the server once a year (docs/server-rendering.md, "Cached regions"). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <CachedRegion name="footer" dependsOn={[year]}>
      <FooterBand year={year} />
    </CachedRegion>
  );
}

/** Site footer (docs/storefront.md): story and social links, quick and service links, contact, newsletter, legal. */
function FooterBand({ year }: { year: number }) {
  const business = useBusiness();
  return (
    <Band>
      <Container>
        <Grid>
          <Brand>
            <Logo tone="dark" />
            <Intro>Pre-owned luxury watches, authenticated by experts and guaranteed authentic for life. Trading since {business.foundingYear}.</Intro>
            <Social>
              {business.socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.network}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </Social>
          </Brand>
          <FooterColumn title="Quick Links">
            <FooterLinks links={QUICK_LINKS} />
          </FooterColumn>
          <FooterColumn title="Customer Service">
            <FooterLinks links={SERVICE_LINKS} />
          </FooterColumn>
          <FooterColumn title="Contact">
            <ContactList>
              <li>
                <Phone size={16} aria-hidden />
                <a href={business.phone.href}>{business.phone.display}</a>
              </li>
              <li>
                <Mail size={16} aria-hidden />
                <a href={business.email.href}>{business.email.address}</a>
              </li>
              <li>
                <Clock size={16} aria-hidden />
                <span>{business.hours}</span>
              </li>
              <li>
                <MapPin size={16} aria-hidden />
                <span>{business.address.display}</span>
              </li>
            </ContactList>
          </FooterColumn>
        </Grid>
        <Newsletter>
          <div>
            <NewsletterTitle>{`The ${BUSINESS_NAME} Letter`}</NewsletterTitle>
            <Intro>New arrivals and market notes, once a month.</Intro>
          </div>
          <NewsletterSlot>
            <NearViewport>
              <RemoteBoundary message="The newsletter signup could not be loaded. Please try again." onRetry={forgetFailedRemoteModules} tone="dark">
                <RemoteModule id="forms/NewsletterForm" props={{ tone: 'dark' }} />
              </RemoteBoundary>
            </NearViewport>
          </NewsletterSlot>
        </Newsletter>
        <Bottom>
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <Link to={ROUTES.customerService}>Terms of Service</Link>
            <Link to={ROUTES.customerService}>Sitemap</Link>
            <CookieSettingsButton />
          </nav>
        </Bottom>
      </Container>
    </Band>
  );
}
