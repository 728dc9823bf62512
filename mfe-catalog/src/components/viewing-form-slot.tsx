import { Skeleton } from '@caliber/ui';
import { RemoteComponent } from './remote-component';

/** forms/ViewingForm, owned by the forms remote: a viewing of this watch (docs/viewings.md). */
export function ViewingFormSlot(props: { watchId: number; watchLabel: string }) {
  return <RemoteComponent module="ViewingForm" props={props} label="The viewing form" loading={<Skeleton height="420px" />} />;
}
