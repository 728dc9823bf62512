import { Eyebrow, Heading } from '@caliber/ui';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { SignInForm } from './sign-in-form';

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  padding: 56px 16px;
`;

const Box = styled(Card)`
  display: grid;
  gap: 24px;
  width: min(420px, 100%);
`;

const Intro = styled.div`
  display: grid;
  gap: 8px;

  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

/** What /admin shows while signed out. */
export function SignInScreen() {
  return (
    <Wrapper>
      <Box>
        <Intro>
          <Eyebrow>Back office</Eyebrow>
          <Heading level={1} size="h2">
            Admin Sign In
          </Heading>
          <p>Sign in to manage your watch inventory and collections.</p>
        </Intro>
        <SignInForm />
      </Box>
    </Wrapper>
  );
}
