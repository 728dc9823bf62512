import { NearViewport, Skeleton } from '@caliber/ui';
import { RemoteComponent } from './remote-component';

const loading = <Skeleton height="48px" width="min(100%, 480px)" />;

/** forms/NewsletterForm, owned by the forms remote, which loads when the form comes near the viewport. */
export function NewsletterFormSlot() {
  return (
    <NearViewport fallback={loading}>
      <RemoteComponent module="NewsletterForm" props={{}} label="The newsletter signup" loading={loading} />
    </NearViewport>
  );
}
