import { WATCH_FIELD_NAMES } from '@caliber/contracts';
import { Fragment } from 'react';
import { Form } from 'react-final-form';
import { FormGrid } from '../../../components/form-grid';
import { SaveActions } from '../../../components/save-actions';
import { DirtySpy } from '../../../components/unsaved-changes';
import { validateWatchForm, type WatchFormValues } from '../../../components/watch-fields/watch-form-values';
import { useWatchFieldControls } from '../../../components/watch-fields/watch-field-controls';

interface WatchFormProps {
  initialValues: WatchFormValues;
  onSubmit: (values: WatchFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a watch (docs/back-office.md), validated by the BFF's schema. */
export function WatchForm({ initialValues, onSubmit, onCancel }: WatchFormProps) {
  const controls = useWatchFieldControls();

  return (
    <Form<WatchFormValues> initialValues={initialValues} onSubmit={onSubmit} validate={validateWatchForm}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Watch details">
          <DirtySpy />
          <FormGrid>
            {WATCH_FIELD_NAMES.map((name) => (
              <Fragment key={name}>{controls[name]}</Fragment>
            ))}
          </FormGrid>
          <SaveActions saveLabel="Save Watch" submitting={submitting} onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}
