import { Eyebrow } from '@caliber/ui';
import { Clock, Mail, Phone } from 'lucide-react';
import styled from 'styled-components';
import { BUSINESS } from '../../../lib/business';
import { SocialLinks } from './social-links';

export function ContactDetails() {
  return (
    <Card aria-label="Contact information">
      <Eyebrow>Visit or call</Eyebrow>
      <Details>
        <Row>
          <Phone size={18} aria-hidden />
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${BUSINESS.phoneHref}`}>{BUSINESS.phone}</a>
            </dd>
          </div>
        </Row>
        <Row>
          <Mail size={18} aria-hidden />
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </dd>
          </div>
        </Row>
        <Row>
          <Clock size={18} aria-hidden />
          <div>
            <dt>Hours</dt>
            <dd>{BUSINESS.hours}</dd>
          </div>
        </Row>
      </Details>
      <SocialLinks />
    </Card>
  );
}

const Card = styled.aside`
  display: grid;
  gap: 24px;
  align-content: start;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Details = styled.dl`
  display: grid;
  gap: 20px;
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 18px 1fr;
  gap: 14px;
  align-items: start;

  svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }

  dt {
    font-size: 12px;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.ink};
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;
