import { Skeleton } from '@caliber/ui';
import { RemoteComponent } from './remote-component';

interface InquiryFormProps {
  watchId: number;
  watchLabel?: string;
  /** A sold watch's form invites questions about similar watches. */
  sold?: boolean;
}

/** forms/InquiryForm, owned by the forms remote. */
export function InquiryFormSlot(props: InquiryFormProps) {
  return (
    <RemoteComponent
      module="InquiryForm"
      props={props}
      label="The inquiry form"
      loading={<Skeleton height="420px" />}
    />
  );
}
