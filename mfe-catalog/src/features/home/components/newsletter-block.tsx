import { Eyebrow, Heading } from '@caliber/ui';
import styled from 'styled-components';
import { NewsletterFormSlot } from '../../../components/newsletter-form-slot';

/** The home page's newsletter signup; the form itself belongs to the forms remote. */
export function NewsletterBlock() {
  return (
    <Panel>
      <Eyebrow>Newsletter</Eyebrow>
      <Heading level={2}>New Arrivals, First</Heading>
      <p>Fresh arrivals and notes from the market, sent occasionally. Unsubscribe at any time.</p>
      <NewsletterFormSlot />
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 16px;
  justify-items: center;
  max-width: 640px;
  margin: 0 auto;
  text-align: center;

  p {
    margin: 0 0 16px;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  form {
    width: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
  }
`;
