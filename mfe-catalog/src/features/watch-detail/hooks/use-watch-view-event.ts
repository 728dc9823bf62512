import { priceValue, type Watch } from '@caliber/contracts';
import { trackEvent } from '@caliber/ui';
import { useEffect, useEffectEvent } from 'react';

/** Sends one watch-view analytics event per watch shown. */
export function useWatchViewEvent(watch: Watch | undefined) {
  const sendView = useEffectEvent(() => {
    if (!watch) return;
    trackEvent({
      category: 'Watch',
      action: 'view_item',
      label: `${watch.brand} ${watch.model} (${watch.reference})`,
      value: Math.round(priceValue(watch.price)),
    });
  });
  // Only a different watch is a new view, not a revalidated copy of the same one.
  useEffect(() => sendView(), [watch?.id]);
}
