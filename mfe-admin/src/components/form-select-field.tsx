import { Field, OptionSelect, type SelectOption } from '@caliber/ui';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';

interface FormSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice, e.g. 'Select a collection'; none when a value is always chosen. */
  placeholder?: string;
  hint?: string;
}

/** A labelled select bound to the surrounding react-final-form form. */
export function FormSelectField({ name, label, options, placeholder, hint }: FormSelectFieldProps) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} hint={hint} error={fieldError(meta)}>
          <OptionSelect {...input} options={options} emptyOption={placeholder} />
        </Field>
      )}
    </FormField>
  );
}
