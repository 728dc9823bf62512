import { Form } from 'react-final-form';
import styled from 'styled-components';
import { FormTextField } from '../../../components/form-text-field';
import { SaveActions } from '../../../components/save-actions';
import { DirtySpy } from '../../../components/unsaved-changes';
import { suggestSlug, validateCollectionForm, type CollectionFormValues } from '../lib/collection-form-values';
import { CollectionImageField } from './collection-image-field';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

interface CollectionFormProps {
  initialValues: CollectionFormValues;
  onSubmit: (values: CollectionFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Name, Description, Collection Image and Slug. */
export function CollectionForm({ initialValues, onSubmit, onCancel }: CollectionFormProps) {
  return (
    <Form<CollectionFormValues> initialValues={initialValues} onSubmit={onSubmit} validate={validateCollectionForm}>
      {({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Collection details">
          <DirtySpy />
          <Stack>
            <FormTextField
              name="name"
              label="Name"
              onBlurCapture={() => {
                const slug = suggestSlug(form.getState().values);
                if (slug) form.change('slug', slug);
              }}
            />
            <FormTextField name="description" label="Description" multiline rows={3} />
            <CollectionImageField />
            <FormTextField name="slug" label="Slug" hint="Lower-case letters, digits and hyphens; used in /collection/{slug}" />
          </Stack>
          <SaveActions saveLabel="Save Collection" submitting={submitting} onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}
