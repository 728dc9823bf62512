import { subscriptionSchema, type SubscriptionPayload } from '@caliber/contracts';
import { Button, Input, VisuallyHidden } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { useId } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import styled from 'styled-components';
import { HydratedFields } from '../../../components/hydrated-fields';
import { fieldError } from '../../../lib/field-error';
import { sendAndReport } from '../../../lib/send-and-report';
import { validateWith } from '../../../lib/validate-with';
import { createSubscription } from '../api/create-subscription';

const validate = validateWith(subscriptionSchema);

export interface NewsletterFormProps {
  /** 'dark' when placed on the night background (the footer). */
  tone?: 'light' | 'dark';
}

/** Email signup used on the home page and in the footer (docs/storefront.md newsletter states). */
export function NewsletterForm({ tone = 'light' }: NewsletterFormProps) {
  const id = useId();
  const onSubmit = async (values: SubscriptionPayload, form: FormApi<SubscriptionPayload>) => {
    await sendAndReport(form, () => createSubscription({ email: values.email.trim() }), {
      sent: { title: 'Subscription Successful', description: "You're now subscribed to our newsletter." },
      failed: {
        title: 'Subscription Failed',
        description: 'There was an error subscribing to the newsletter. Please try again.',
      },
    });
  };

  return (
    <Form<SubscriptionPayload> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} aria-label="Newsletter signup">
          <HydratedFields>
            <FormField<string> name="email">
              {({ input, meta }) => {
                const error = fieldError(meta);
                return (
                  <>
                    <Row $tone={tone}>
                      <VisuallyHidden as="label" htmlFor={id}>
                        Email address
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
                      <Button type="submit" variant={tone === 'dark' ? 'secondary' : 'primary'} disabled={submitting}>
                        {submitting ? 'Subscribing...' : 'Subscribe'}
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

const Row = styled.div<{ $tone: 'light' | 'dark' }>`
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
    ${({ $tone, theme }) => ($tone === 'dark' ? `color: ${theme.colors.page}; border-color: ${theme.colors.page};` : '')}
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
