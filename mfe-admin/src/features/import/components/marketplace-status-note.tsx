import { API, MARKETPLACE, MARKETPLACE_NAME } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useMarketplaceStatus } from '../api/get-marketplace-status';

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

/** The message the auth-success window posts to its opener (ARCHITECTURE §3). */
const AUTH_SUCCESS = `${MARKETPLACE.toUpperCase()}_AUTH_SUCCESS`;

/** Whether eBay API credentials are set and an account connected; offers 'Connect eBay account'. */
export function MarketplaceStatusNote() {
  const { data: status, mutate } = useMarketplaceStatus();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === AUTH_SUCCESS) void mutate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mutate]);

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
      <p>{status.connected ? `${MARKETPLACE_NAME} account connected.` : `${MARKETPLACE_NAME} API credentials are configured.`}</p>
      {!status.connected && (
        <Button as="a" href={API.admin.marketplace.connect} target="_blank" rel="opener" variant="secondary" size="sm">
          Connect {MARKETPLACE_NAME} account
        </Button>
      )}
    </Note>
  );
}
