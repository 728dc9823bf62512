import { trackPageView, useLocation } from '@caliber/ui';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../../lib/config-context';
import { loadAnalytics, stopAnalytics } from '../../../lib/analytics';
import { trimPath } from '../../../lib/trim-path';
import { consentReopenedAtom, readConsent, saveConsent, type ConsentChoice } from '../consent-choice';

export interface Consent {
  asking: boolean;
  /** undefined until read after mount; null when the visitor has not answered. */
  choice: ConsentChoice | null | undefined;
  choose: (next: ConsentChoice) => void;
}

/**
 * Whether to ask the visitor about analytics, and what their answer does. Asked only when analytics
 * are configured; the stored choice is read after mount, so the server's HTML and the first browser
 * render agree (no banner in either).
 */
export function useConsent(): Consent {
  const config = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [reopened, setReopened] = useAtom(consentReopenedAtom);

  useEffect(() => setChoice(readConsent()), []);

  const choose = useCallback(
    (next: ConsentChoice) => {
      saveConsent(next);
      setChoice(next);
      setReopened(false);
      if (next === choice) return;
      if (next === 'declined') {
        stopAnalytics(config);
        return;
      }
      loadAnalytics(config);
      // The page the visitor accepted on counts as viewed; later pages are sent by the router.
      trackPageView(trimPath(pathname) + search);
    },
    [choice, config, pathname, search, setReopened],
  );

  const asking = Boolean(config.analyticsId) && choice !== undefined && (choice === null || reopened);
  return { asking, choice, choose };
}
