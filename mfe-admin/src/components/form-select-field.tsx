import { Field, Select } from '@caliber/ui';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** First, empty choice, e.g. 'Select a collection'. */
  placeholder: string;
}

/** A labelled select bound to the surrounding react-final-form form. */
export function FormSelectField({ name, label, options, placeholder }: FormSelectFieldProps) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} error={fieldError(meta)}>
          <Select {...input}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormField>
  );
}
