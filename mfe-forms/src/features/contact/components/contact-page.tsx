import { Container, Eyebrow, Heading, Section } from '@caliber/ui';
import styled from 'styled-components';
import { ContactDetails } from './contact-details';
import { ViewingForm } from '../../../components/viewing-form';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <Section>
      <Container>
        <Intro>
          <Eyebrow>Contact</Eyebrow>
          <Heading level={1}>Contact Us</Heading>
          <Lead>
            Questions about a watch, a purchase or a sale? Write to us and a specialist will reply within one business
            day.
          </Lead>
        </Intro>
        <Layout>
          <FormCard>
            <Heading level={2} size="h3">
              Send a Message
            </Heading>
            <ContactForm />
          </FormCard>
          <ContactDetails />
          <FormCard id="book-a-viewing">
            <Heading level={2} size="h3">
              Book a Viewing
            </Heading>
            <Lead>We see collectors by appointment. Pick a time to visit the showroom.</Lead>
            <ViewingForm />
          </FormCard>
        </Layout>
      </Container>
    </Section>
  );
}

const Intro = styled.header`
  max-width: 640px;
  margin-bottom: 48px;
`;

const Lead = styled.p`
  margin: 16px 0 0;
  font-size: 18px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: 32px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const FormCard = styled.div`
  display: grid;
  gap: 24px;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};

  @media (max-width: 479px) {
    padding: 20px;
  }
`;
