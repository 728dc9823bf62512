import { Field, OptionSelect } from '@caliber/ui';
import { useCollectionOptions } from '../api/get-admin-collections';

interface CollectionSelectProps {
  value: string;
  onChange: (collectionId: string) => void;
  error?: string;
  label?: string;
}

/** A select of every collection (its id as the value), for forms outside react-final-form. */
export function CollectionSelect({ value, onChange, error, label = 'Collection' }: CollectionSelectProps) {
  const options = useCollectionOptions();
  return (
    <Field label={label} error={error}>
      <OptionSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        emptyOption="Select a collection"
      />
    </Field>
  );
}
