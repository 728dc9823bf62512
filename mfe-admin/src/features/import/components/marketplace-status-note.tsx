import { MARKETPLACE_NAME } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useMarketplaceStatus } from '../api/get-marketplace-status';
import { useConnectAccount } from '../hooks/use-connect-account';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};

  p { margin: 0; }
`;

/** Whether eBay API credentials are set and an account connected; offers 'Connect eBay account'. */
export function MarketplaceStatusNote() {
  const { data: status, mutate } = useMarketplaceStatus();
  const connect = useConnectAccount(useCallback(() => void mutate(), [mutate]));

  if (!status) return null;
  if (!status.configured) {
    return (
      <Note role="note">
        <p>
          {MARKETPLACE_NAME} API credentials are not configured: import by item ID and from a store need them. Import by URL works
          without them.
        </p>
      </Note>
    );
  }
  return (
    <Note role="note">
      <p>{status.connected ? `${MARKETPLACE_NAME} account connected.` : `${MARKETPLACE_NAME} API credentials are configured; no ${MARKETPLACE_NAME} account is connected.`}</p>
      {!status.connected && (
        <Button type="button" variant="secondary" size="sm" onClick={() => void connect()}>
          Connect {MARKETPLACE_NAME} account
        </Button>
      )}
    </Note>
  );
}
