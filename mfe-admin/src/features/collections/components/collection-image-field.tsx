import { Field } from 'react-final-form';
import { fieldError } from '../../../lib/field-error';
import { useImageSlots } from '../../../lib/image-slots';

/** The collection's picture: picked from the uploaded images or uploaded now. */
export function CollectionImageField() {
  const { ImageInput } = useImageSlots();
  return (
    <Field<string> name="imageUrl">
      {({ input, meta }) => (
        <ImageInput label="Collection Image" value={input.value} onChange={input.onChange} onBlur={input.onBlur} error={fieldError(meta)} />
      )}
    </Field>
  );
}
