import { loginSchema, type LoginPayload } from '@caliber/contracts';
import { Button } from '@caliber/ui';
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

/** Username and password; a refused sign-in shows the server's message ('Incorrect username or password'). */
export function SignInForm() {
  const [error, setError] = useState<string>();

  const onSubmit = async (values: LoginPayload) => {
    setError(undefined);
    try {
      await signIn(values);
    } catch (failure) {
      setError(errorDetail(failure) ?? 'Sign-in failed. Please try again.');
    }
  };

  return (
    <Form<LoginPayload> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Stack onSubmit={handleSubmit} noValidate aria-label="Sign in">
          <FormTextField name="username" label="Username" autoComplete="username" autoFocus />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
          {error && <ErrorMessage role="alert">{error}</ErrorMessage>}
          <Button type="submit" disabled={submitting} fullWidth>
            {submitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      )}
    </Form>
  );
}
