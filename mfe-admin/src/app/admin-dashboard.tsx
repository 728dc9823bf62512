import type { SessionUser } from '@caliber/contracts';
import { Container, Heading } from '@caliber/ui';
import styled from 'styled-components';
import { ChangePasswordButton } from '../features/auth/components/change-password-dialog';
import { SecondFactorButton } from '../features/auth/components/second-factor-dialog';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { AdminTabs } from './admin-tabs';

const Page = styled.div`
  padding-block: 40px 96px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 32px;

  p { margin: 8px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Session = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** 'Admin Dashboard' with who is signed in, changing the password, the second factor, the sign-out controls (this browser, every device) and the five tabs. */
export function AdminDashboard({ user }: { user: SessionUser }) {
  return (
    <Page>
      <Container>
        <Header>
          <div>
            <Heading level={1} size="h2">
              Admin Dashboard
            </Heading>
            <p>Manage your watch inventory and collections</p>
          </div>
          <Session>
            <span>Signed in as {user.username}</span>
            <ChangePasswordButton />
            <SecondFactorButton user={user} />
            <SignOutButton />
            <SignOutButton everywhere />
          </Session>
        </Header>
        <AdminTabs />
      </Container>
    </Page>
  );
}
