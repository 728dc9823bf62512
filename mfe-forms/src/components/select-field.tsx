import { Field, OptionSelect, type SelectOption } from '@caliber/ui';
import { useId } from 'react';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';

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
          <OptionSelect {...input} id={id} options={options} emptyOption={placeholder} />
        </Field>
      )}
    </FormField>
  );
}
