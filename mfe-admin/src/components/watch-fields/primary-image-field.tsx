import { Field } from 'react-final-form';
import { fieldError } from '../../lib/field-error';
import { useImageSlots } from '../../lib/image-slots';

/** The main photo: a URL picked from the uploaded images or uploaded now. */
export function PrimaryImageField() {
  const { ImageInput } = useImageSlots();
  return (
    <Field<string> name="imageUrl">
      {({ input, meta }) => (
        <ImageInput label="Primary Image" value={input.value} onChange={input.onChange} onBlur={input.onBlur} error={fieldError(meta)} />
      )}
    </Field>
  );
}
