import { searchAlertSchema, type SearchAlertFilters, type SearchAlertPayload } from '@caliber/contracts';
import { Button, Input, VisuallyHidden } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { useId } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import styled from 'styled-components';
import { pick } from 'superstruct';
import { HydratedFields } from '../../../components/hydrated-fields';
import { fieldError } from '../../../lib/field-error';
import { sendAndReport } from '../../../lib/send-and-report';
import { validateWith } from '../../../lib/validate-with';
import { requestSearchAlert } from '../api/search-alerts';

const validate = validateWith(pick(searchAlertSchema, ['email']));

export interface SearchAlertFormProps {
  /** The page's search text; '' on a collection page without one. */
  q: string;
  /** The collection page's slug; absent on the search page and all watches. */
  collection?: string;
  /** The page's filters as its query string names them. */
  filters: SearchAlertFilters;
}

interface Values {
  email: string;
}

/** "Tell me when a match arrives": the address for an e-mail when a watch matching the page's search arrives (docs/search-alerts.md). */
export function SearchAlertForm({ q, collection, filters }: SearchAlertFormProps) {
  const id = useId();
  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    const payload: SearchAlertPayload = { email: values.email.trim(), q, filters, ...(collection ? { collection } : {}) };
    await sendAndReport(form, () => requestSearchAlert(payload), {
      sent: { title: 'Check Your Inbox', description: 'Open the link we sent to confirm your alert.' },
      failed: { title: 'Alert Not Set', description: 'There was an error setting up your alert. Please try again.' },
    });
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} aria-label="Search alert">
          <HydratedFields>
            <FormField<string> name="email">
              {({ input, meta }) => {
                const error = fieldError(meta);
                return (
                  <>
                    <Row>
                      <VisuallyHidden as="label" htmlFor={id}>
                        Email address for the alert
                      </VisuallyHidden>
                      <Input
                        {...input}
                        id={id}
                        type="email"
                        required
                        autoComplete="email"
                        placeholder="Your email address"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                      />
                      <Button type="submit" disabled={submitting}>
                        {submitting ? 'Sending...' : 'Notify Me'}
                      </Button>
                    </Row>
                    {error && (
                      <ErrorText id={`${id}-error`} role="alert">
                        {error}
                      </ErrorText>
                    )}
                  </>
                );
              }}
            </FormField>
          </HydratedFields>
        </form>
      )}
    </Form>
  );
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
  max-width: 480px;

  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }

  & > button {
    flex: none;
  }

  @media (max-width: 479px) {
    flex-direction: column;
  }
`;

const ErrorText = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.danger};
`;
