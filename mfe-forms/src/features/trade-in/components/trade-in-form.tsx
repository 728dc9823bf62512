import { TRADE_IN_REQUIRED_MESSAGE, TRADE_IN_REQUIRED_TITLE } from '@caliber/contracts';
import { Button, Heading, smallLabelStyles, toast, trackEvent } from '@caliber/ui';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { createInquiry } from '../../../api/create-inquiry';
import { HydratedFields } from '../../../components/hydrated-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { sendAndReport } from '../../../lib/send-and-report';
import { toTradeInInquiry, type TradeInValues } from '../lib/to-trade-in-inquiry';

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Unsure' },
] as const;

/** Messages worth showing beside a field; the missing-field case is the toast's job. */
function fieldMessages(errors: Record<string, string>): SubmissionErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== TRADE_IN_REQUIRED_MESSAGE));
}

export function TradeInForm() {
  const onSubmit = async (values: TradeInValues, form: FormApi<TradeInValues>) => {
    const checked = toTradeInInquiry(values);
    if (!checked.ok) {
      if (checked.missingRequired) {
        toast({ title: TRADE_IN_REQUIRED_TITLE, description: TRADE_IN_REQUIRED_MESSAGE, variant: 'destructive' });
      }
      return fieldMessages(checked.errors);
    }
    const sent = await sendAndReport(form, () => createInquiry(checked.payload), {
      sent: {
        title: 'Trade-in inquiry submitted!',
        description: "We'll review your watch and get back to you within 24 hours with a competitive offer.",
      },
      failed: { title: 'Error submitting inquiry', description: 'Please try again or contact us directly.' },
    });
    if (sent) trackEvent({ category: 'Inquiry', label: 'Trade-in', value: 1 });
    return undefined;
  };

  return (
    <Form<TradeInValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting }) => (
        <Card onSubmit={handleSubmit} aria-labelledby="trade-in-form-title">
          <Heading level={2} id="trade-in-form-title">
            Get Your Trade-In Quote
          </Heading>
          <HydratedFields>
            <Group>
              <Legend>Your Current Watch</Legend>
              <Columns>
                <TextField name="currentWatchBrand" label="Brand" placeholder="e.g. Rolex" required />
                <TextField name="currentWatchModel" label="Model" placeholder="e.g. Submariner Date" required />
              </Columns>
              <Columns $count={3}>
                <TextField name="currentWatchYear" label="Year" placeholder="e.g. 2019" inputMode="numeric" />
                <SelectField name="hasBox" label="Original Box" placeholder="Select" options={ANSWERS} />
                <SelectField name="hasPapers" label="Papers" placeholder="Select" options={ANSWERS} />
              </Columns>
            </Group>

            <Group>
              <Legend>What You're Looking For</Legend>
              <TextField
                name="desiredWatch"
                label="Desired Watch"
                placeholder="e.g. Patek Philippe Aquanaut, or leave blank for suggestions"
              />
            </Group>

            <Group>
              <Legend>Contact Information</Legend>
              <Columns>
                <TextField name="name" label="Full Name" autoComplete="name" required />
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
              </Columns>
              <TextField
                name="additionalNotes"
                label="Additional Notes"
                multiline
                rows={4}
                placeholder="Condition, service history, or anything else we should know"
              />
            </Group>

            <Footer>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Submitting...' : 'Get My Trade-In Quote'}
              </Button>
              <Note>
                By submitting this form, you agree to our evaluation process. A specialist will contact you within 24
                hours.
              </Note>
            </Footer>
          </HydratedFields>
        </Card>
      )}
    </Form>
  );
}

const Card = styled.form`
  display: grid;
  gap: 40px;
  padding: 48px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};

  @media (max-width: 767px) {
    padding: 24px 20px;
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  width: 100%;
  padding: 0 0 12px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${smallLabelStyles}
`;

const Columns = styled.div<{ $count?: number }>`
  display: grid;
  gap: 20px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $count = 2 }) => $count}, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 16px;
  justify-items: start;
`;

const Note = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
