import { MARKETPLACE_NAME } from '@caliber/contracts';
import { useEffect } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { getConnectUrl } from '../api/get-connect-url';
import { isAuthSuccess } from '../lib/auth-message';

const POPUP_NAME = 'marketplace-auth';
const POPUP_FEATURES = 'popup,width=600,height=760';
const FAILURE = `Failed to connect ${MARKETPLACE_NAME} account`;

/**
 * 'Connect eBay account': opens eBay's consent page in a popup (opened at the click, so no blocker
 * stops it, then sent to the URL the BFF gives) and calls `onConnected` when the auth-success window
 * reports back from our origin.
 */
export function useConnectAccount(onConnected: () => void): () => Promise<void> {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isAuthSuccess(event, window.location.origin)) onConnected();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onConnected]);

  return async () => {
    const popup = window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
    if (!popup) return notifyFailure(FAILURE, undefined, 'Allow pop-ups for this site, then try again.');
    try {
      popup.location.assign(await getConnectUrl());
    } catch (error) {
      popup.close();
      notifyFailure(FAILURE, error, FAILURE);
    }
  };
}
