import { Eyebrow, smallLabelStyles, useBusiness } from '@caliber/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { SocialLinks } from './social-links';

export function ContactDetails() {
  const business = useBusiness();
  const details = [
    { Icon: Phone, term: 'Phone', value: <a href={business.phone.href}>{business.phone.display}</a> },
    { Icon: Mail, term: 'Email', value: <a href={business.email.href}>{business.email.address}</a> },
    { Icon: Clock, term: 'Hours', value: business.hours },
    { Icon: MapPin, term: 'Address', value: business.address.display },
  ];
  return (
    <Card aria-label="Contact information">
      <Eyebrow>Visit or call</Eyebrow>
      <Details>
        {details.map(({ Icon, term, value }) => (
          <Row key={term}>
            <dt>
              <Icon size={18} aria-hidden />
              {term}
            </dt>
            <dd>{value}</dd>
          </Row>
        ))}
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

/** A term and its value, the icon beside both: a group of a <dl> holds only its <dt> and <dd>, so the icon sits in the <dt>. */
const Row = styled.div`
  position: relative;
  padding-left: 32px;

  svg {
    position: absolute;
    top: 2px;
    left: 0;
    color: ${({ theme }) => theme.colors.accent};
  }

  dt {
    ${smallLabelStyles}
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
