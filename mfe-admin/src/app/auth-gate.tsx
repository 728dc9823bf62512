import { Container, Skeleton } from '@caliber/ui';
import styled from 'styled-components';
import { LoadError } from '../components/load-error';
import { useSession } from '../features/auth/api/get-session';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { AdminDashboard } from './admin-dashboard';

const Checking = styled.div`
  display: grid;
  gap: 16px;
  padding-block: 56px;
`;

/** Signed out: the sign-in screen; signed in: the dashboard. */
export function AuthGate() {
  const { data: user, error, mutate } = useSession();

  if (error) {
    return (
      <Container>
        <Checking>
          <LoadError what="your session" error={error} onRetry={() => mutate()} />
        </Checking>
      </Container>
    );
  }
  if (user === undefined) {
    return (
      <Container>
        <Checking role="status" aria-busy="true" aria-label="Checking your session">
          <Skeleton width="40%" height="2.5rem" />
          <Skeleton width="60%" index={1} />
        </Checking>
      </Container>
    );
  }
  return user ? <AdminDashboard user={user} /> : <SignInScreen />;
}
