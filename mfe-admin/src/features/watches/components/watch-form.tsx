import { CONDITIONS } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { Field, Form } from 'react-final-form';
import { useAdminCollections } from '../../../api/get-admin-collections';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormGrid } from '../../../components/form-grid';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { validateWatchForm, type WatchFormValues } from '../lib/watch-form-values';
import { GalleryField } from './gallery-field';
import { PrimaryImageField } from './primary-image-field';
import { SlugField } from './slug-field';

const CONDITION_OPTIONS = CONDITIONS.map((condition) => ({ value: condition, label: condition }));

interface WatchFormProps {
  initialValues: WatchFormValues;
  onSubmit: (values: WatchFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a watch (docs/back-office.md), validated by the BFF's schema. */
export function WatchForm({ initialValues, onSubmit, onCancel }: WatchFormProps) {
  const { collections = [] } = useAdminCollections();
  const collectionOptions = collections.map((collection) => ({ value: String(collection.id), label: collection.name }));

  return (
    <Form<WatchFormValues> initialValues={initialValues} onSubmit={onSubmit} validate={validateWatchForm}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Watch details">
          <FormGrid>
            <FormTextField name="brand" label="Brand" />
            <FormTextField name="model" label="Model" />
            <FormTextField name="reference" label="Reference" />
            <FormTextField name="price" label="Price" inputMode="decimal" placeholder="12,500" />
            <FormTextField name="movement" label="Movement" />
            <FormTextField name="caseMaterial" label="Case Material" />
            <FormTextField name="caseSize" label="Case Size" placeholder="41mm" />
            <FormSelectField name="condition" label="Condition" options={CONDITION_OPTIONS} placeholder="Select condition" />
            <FormTextField name="year" label="Year (optional)" type="number" inputMode="numeric" />
            <FormSelectField name="collectionId" label="Collection" options={collectionOptions} placeholder="Select a collection" />
            <div data-wide>
              <SlugField />
            </div>
            <div data-wide>
              <PrimaryImageField />
            </div>
            <div data-wide>
              <GalleryField />
            </div>
            <div data-wide>
              <FormTextField name="description" label="Description" multiline rows={5} />
            </div>
            <div data-wide>
              <Field<boolean> name="featured" type="checkbox">
                {({ input: { value: _checked, ...input } }) => <CheckboxField label="Featured Watch" hint="Display prominently on the homepage" {...input} />}
              </Field>
            </div>
          </FormGrid>
          <FormActions>
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save Watch'}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
