import type { Watch } from '@caliber/contracts';
import styled from 'styled-components';
import { GuardedDialog } from '../../../components/unsaved-changes';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { createWatch } from '../api/create-watch';
import { updateWatch } from '../api/update-watch';
import { NEW_WATCH_VALUES, toWatchPayload, watchToFormValues, type WatchFormValues } from '../../../components/watch-fields/watch-form-values';
import { WatchForm } from './watch-form';

const WideDialog = styled(GuardedDialog)`
  width: min(860px, calc(100vw - 32px));
`;

interface WatchDialogProps {
  open: boolean;
  /** The watch to edit; absent to add a new one. */
  watch?: Watch;
  onClose: () => void;
}

/** 'Add New Watch' / 'Edit Watch': a successful save closes it with a toast; a failure keeps it open; closing with changes asks first. */
export function WatchDialog({ open, watch, onClose }: WatchDialogProps) {
  const onSubmit = async (values: WatchFormValues) => {
    try {
      const payload = toWatchPayload(values);
      if (watch) await updateWatch(watch.id, payload);
      else await createWatch(payload);
      notifySuccess(watch ? 'Watch updated successfully' : 'Watch added successfully');
      onClose();
    } catch (error) {
      notifyFailure(watch ? 'Failed to update watch' : 'Failed to add watch', error);
    }
  };

  return (
    <WideDialog open={open} onClose={onClose} title={watch ? 'Edit Watch' : 'Add New Watch'}>
      {(requestClose) => <WatchForm initialValues={watch ? watchToFormValues(watch) : NEW_WATCH_VALUES} onSubmit={onSubmit} onCancel={requestClose} />}
    </WideDialog>
  );
}
