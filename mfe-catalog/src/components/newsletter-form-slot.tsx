import { Skeleton } from '@caliber/ui';
import { loadFormsComponent } from '../lib/forms-remote';
import { RemoteComponent } from './remote-component';

const loadNewsletterForm = () => loadFormsComponent<object>('NewsletterForm');

/** forms/NewsletterForm, owned by the forms remote. */
export function NewsletterFormSlot() {
  return (
    <RemoteComponent
      load={loadNewsletterForm}
      props={{}}
      label="The newsletter signup"
      loading={<Skeleton height="48px" width="min(100%, 480px)" />}
    />
  );
}
