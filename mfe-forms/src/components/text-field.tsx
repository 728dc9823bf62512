import { Field, Input, Textarea } from '@caliber/ui';
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';
import { requiredLabel } from '../lib/required-label';

type ControlProps<T> = Omit<T, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id'>;
type InputProps = ControlProps<InputHTMLAttributes<HTMLInputElement>>;
type TextareaProps = ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

type TextFieldProps = { name: string; label: string } & (
  | ({ multiline?: false } & InputProps)
  | ({ multiline: true } & TextareaProps)
);

/** A labelled text input or textarea bound to the surrounding react-final-form form. */
export function TextField({ name, label, multiline, ...controlProps }: TextFieldProps) {
  const id = useId();
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={requiredLabel(label, controlProps.required)} error={fieldError(meta)}>
          {multiline ? (
            <Textarea {...(controlProps as TextareaProps)} {...input} id={id} />
          ) : (
            <Input {...(controlProps as InputProps)} {...input} id={id} />
          )}
        </Field>
      )}
    </FormField>
  );
}
