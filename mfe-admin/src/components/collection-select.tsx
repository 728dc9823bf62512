import { Field, Select } from '@caliber/ui';
import { useAdminCollections } from '../api/get-admin-collections';

interface CollectionSelectProps {
  value: string;
  onChange: (collectionId: string) => void;
  error?: string;
  label?: string;
}

/** A select of every collection (its id as the value), for forms outside react-final-form. */
export function CollectionSelect({ value, onChange, error, label = 'Collection' }: CollectionSelectProps) {
  const { collections = [] } = useAdminCollections();
  return (
    <Field label={label} error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Select a collection</option>
        {collections.map((collection) => (
          <option key={collection.id} value={String(collection.id)}>
            {collection.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
