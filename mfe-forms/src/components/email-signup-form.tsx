import type { FieldErrors } from '@caliber/contracts';
import { Button, Input, VisuallyHidden } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { useId } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import styled from 'styled-components';
import { fieldError } from '../lib/field-error';
import { HydratedFields } from './hydrated-fields';

export interface EmailValues {
  email: string;
}

export interface EmailSignupFormProps {
  /** The form's accessible name. */
  name: string;
  /** The field's label, read by screen readers. */
  fieldLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** 'dark' when placed on the night background (the footer). */
  tone?: 'light' | 'dark';
  validate: (values: object) => FieldErrors | undefined;
  onSubmit: (values: EmailValues, form: FormApi<EmailValues>) => Promise<void>;
}

/** One e-mail address and a button, in a row (a column on a phone): the newsletter's and the search alert's sign-up. */
export function EmailSignupForm({ name, fieldLabel, submitLabel, submittingLabel, tone = 'light', validate, onSubmit }: EmailSignupFormProps) {
  const id = useId();
  return (
    <Form<EmailValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} aria-label={name}>
          <HydratedFields>
            <FormField<string> name="email">
              {({ input, meta }) => {
                const error = fieldError(meta);
                return (
                  <>
                    <Row $tone={tone}>
                      <VisuallyHidden as="label" htmlFor={id}>
                        {fieldLabel}
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
                        {submitting ? submittingLabel : submitLabel}
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
