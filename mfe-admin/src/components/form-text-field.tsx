import { Field, Input, Textarea } from '@caliber/ui';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import { fieldError } from '../lib/field-error';

type Omitted = 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus';
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, Omitted>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>;

type FormTextFieldProps = { name: string; label: string; hint?: string } & (
  | ({ multiline?: false } & InputProps)
  | ({ multiline: true } & TextareaProps)
);

/** A labelled input or textarea bound to the surrounding react-final-form form, its error below. */
export function FormTextField({ name, label, hint, multiline, ...controlProps }: FormTextFieldProps) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} hint={hint} error={fieldError(meta)}>
          {multiline ? (
            <Textarea {...(controlProps as TextareaProps)} {...input} />
          ) : (
            <Input {...(controlProps as InputProps)} {...input} />
          )}
        </Field>
      )}
    </FormField>
  );
}
