import { loginSchema, SECOND_FACTOR_REQUIRED, type LoginPayload } from '@caliber/contracts';
import { ApiError, Button } from '@caliber/ui';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { FormTextField } from '../../../components/form-text-field';
import { errorDetail } from '../../../lib/api-error';
import { validateWith } from '../../../lib/validate-with';
import { signIn } from '../api/sign-in';

const Stack = styled.form`
  display: grid;
  gap: 16px;
`;

const ErrorMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const validate = validateWith<LoginPayload, LoginPayload>(loginSchema);

/**
 * Username and password; a refused sign-in shows the server's message ('Incorrect username or password'). When
 * the operator has a second factor the server asks for it (`second_factor_required`), and a code field appears.
 */
export function SignInForm() {
  const [error, setError] = useState<string>();
  const [codeAsked, setCodeAsked] = useState(false);

  const onSubmit = async (values: LoginPayload) => {
    setError(undefined);
    try {
      await signIn(values);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === SECOND_FACTOR_REQUIRED) {
        // The first time it is what comes next, not a failure; asked again, the code was left blank.
        if (codeAsked) setError(failure.detail);
        setCodeAsked(true);
        return;
      }
      setError(errorDetail(failure) ?? 'Sign-in failed. Please try again.');
    }
  };

  return (
    <Form<LoginPayload> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Stack onSubmit={handleSubmit} noValidate aria-label="Sign in">
          <FormTextField name="username" label="Username" autoComplete="username" autoFocus />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
          {codeAsked && (
            <FormTextField
              name="code"
              label="Authentication Code"
              autoComplete="one-time-code"
              hint="The six digits your authenticator app shows, or one of your recovery codes."
              autoFocus
            />
          )}
          {error && <ErrorMessage role="alert">{error}</ErrorMessage>}
          <Button type="submit" disabled={submitting} fullWidth>
            {submitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      )}
    </Form>
  );
}
