import { NearViewport, Skeleton } from '@caliber/ui';
import { loadFormsComponent } from '../lib/forms-remote';
import { RemoteComponent } from './remote-component';

const loadNewsletterForm = () => loadFormsComponent<object>('NewsletterForm');

const loading = <Skeleton height="48px" width="min(100%, 480px)" />;

/** forms/NewsletterForm, owned by the forms remote, which loads when the form comes near the viewport. */
export function NewsletterFormSlot() {
  return (
    <NearViewport fallback={loading}>
      <RemoteComponent load={loadNewsletterForm} props={{}} label="The newsletter signup" loading={loading} />
    </NearViewport>
  );
}
