import { lazy, Suspense } from 'react';
import { useConsent } from '../hooks/use-consent';

// Most visits never see the question (analytics off, or already answered): its code loads when it is asked.
const ConsentPrompt = lazy(() => import('./consent-prompt'));

/** The analytics question (docs/storefront.md, consent), drawn only after hydration and only while it is asked. */
export function ConsentBanner() {
  const { asking, choice, choose } = useConsent();
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt choice={choice} choose={choose} />
    </Suspense>
  );
}
