import { Field, Select } from '@caliber/ui';
import { useId } from 'react';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select bound to the surrounding form; the empty first option means "not answered". */
export function SelectField({ name, label, options, placeholder }: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
}) {
  const id = useId();
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} error={fieldError(meta)}>
          <Select {...input} id={id}>
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
