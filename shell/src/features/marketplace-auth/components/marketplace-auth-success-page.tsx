import { Button, Container, Heading } from '@caliber/ui';
import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { useRuntimeConfig } from '../../../lib/config-context';
import { useNotifyOpener } from '../hooks/use-notify-opener';

const Card = styled.div`
  display: grid;
  gap: 16px;
  justify-items: center;
  max-width: 520px;
  margin: 64px auto;
  padding: 40px 24px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  > svg { color: ${({ theme }) => theme.colors.success}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Where the marketplace's consent flow ends, in the popup the admin opened (docs/storefront.md). */
export function MarketplaceAuthSuccessPage() {
  const { marketplaceName } = useRuntimeConfig();
  const { secondsLeft, notified } = useNotifyOpener();

  return (
    <Container>
      <Card>
        <CheckCircle2 size={40} aria-hidden />
        <Heading level={1} size="h2">
          {marketplaceName} Authentication Complete
        </Heading>
        <p>Your account has been successfully authenticated.</p>
        {!notified && <Muted role="status">Attempting to notify main window of successful authentication...</Muted>}
        <Muted aria-live="polite">
          This window will close in {Math.max(secondsLeft, 0)} second{secondsLeft === 1 ? '' : 's'}.
        </Muted>
        <Button type="button" onClick={() => window.close()}>
          Close Window
        </Button>
      </Card>
    </Container>
  );
}
