import { lazy, Suspense, type ComponentType } from 'react';
import type { ConsentPromptProps } from './consent-prompt';
import { useConsent } from '../hooks/use-consent';

/**
 * Most visits never see the question (analytics off, or already answered): its code loads when it is asked.
 * A chunk that cannot load (a deploy renamed it, the network dropped) leaves the question unasked, which
 * sends nothing, rather than taking the page down with it.
 */
const ConsentPrompt = lazy<ComponentType<ConsentPromptProps>>(() =>
  import('./consent-prompt').catch((error: unknown) => {
    console.warn('The analytics question could not be loaded; nothing is sent without it.', error);
    return { default: () => null };
  }),
);

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
