import { Skeleton } from '@caliber/ui';
import { loadFormsComponent } from '../lib/forms-remote';
import { RemoteComponent } from './remote-component';

interface InquiryFormProps {
  watchId: number;
  watchLabel?: string;
  /** A sold watch's form invites questions about similar watches. */
  sold?: boolean;
}

const loadInquiryForm = () => loadFormsComponent<InquiryFormProps>('InquiryForm');

/** forms/InquiryForm, owned by the forms remote. */
export function InquiryFormSlot(props: InquiryFormProps) {
  return (
    <RemoteComponent
      load={loadInquiryForm}
      props={props}
      label="The inquiry form"
      loading={<Skeleton height="420px" />}
    />
  );
}
