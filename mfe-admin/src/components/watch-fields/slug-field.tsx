import { watchSlug } from '@caliber/contracts';
import { useEffect } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { CheckboxField } from '../checkbox-field';
import { FormTextField } from '../form-text-field';
import type { WatchFormValues } from './watch-form-values';

const Wrapper = styled.div`
  display: grid;
  gap: 8px;
`;

/**
 * Slug with its Auto-generate switch: while on, the slug follows brand, model and reference and is
 * read-only; turning it on regenerates it (docs/back-office.md).
 */
export function SlugField() {
  const form = useForm<WatchFormValues>();
  const { values } = useFormState<WatchFormValues>({ subscription: { values: true } });
  const generated = watchSlug(values);

  useEffect(() => {
    if (values.autoSlug && values.slug !== generated) form.change('slug', generated);
  }, [form, values.autoSlug, values.slug, generated]);

  return (
    <Wrapper>
      <FormTextField name="slug" label="Slug" readOnly={values.autoSlug} hint={values.autoSlug ? 'Built from brand, model and reference' : undefined} />
      <Field<boolean> name="autoSlug" type="checkbox">
        {({ input: { value: _checked, ...input } }) => <CheckboxField label="Auto-generate" {...input} />}
      </Field>
    </Wrapper>
  );
}
