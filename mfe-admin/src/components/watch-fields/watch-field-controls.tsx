import { CONDITIONS, WATCH_FIELDS, type WatchFieldName } from '@caliber/contracts';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useCollectionOptions } from '../../api/get-admin-collections';
import { CheckboxField } from '../checkbox-field';
import { FormSelectField } from '../form-select-field';
import { FormTextField } from '../form-text-field';
import { AVAILABILITY_OPTIONS } from './availability-options';
import { GalleryField } from './gallery-field';
import { PrimaryImageField } from './primary-image-field';
import { SlugField } from './slug-field';

const CONDITION_OPTIONS = CONDITIONS.map((condition) => ({ value: condition, label: condition }));
const label = (name: WatchFieldName) => WATCH_FIELDS[name].label;

const Wide = ({ children }: { children: ReactNode }) => <div data-wide>{children}</div>;

/** A note under a field's control, e.g. that an import's listing did not give it. */
export type FieldHints = Partial<Record<WatchFieldName, string>>;

/**
 * The control of each watch field inside a react-final-form form, in the table's order; null for fields
 * no form shows. The watch dialog shows them all, an import preview's editor those a listing gives.
 */
export function useWatchFieldControls(hints: FieldHints = {}): { [K in WatchFieldName]: ReactNode } {
  const collectionOptions = useCollectionOptions();
  const text = (name: WatchFieldName, props: { label?: string; placeholder?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {}) => (
    <FormTextField name={name} label={label(name)} hint={hints[name]} {...props} />
  );
  return {
    brand: text('brand'),
    model: text('model'),
    reference: text('reference'),
    price: text('price', { inputMode: 'decimal', placeholder: '12,500' }),
    movement: text('movement'),
    caseMaterial: text('caseMaterial'),
    caseSize: text('caseSize', { placeholder: '41mm' }),
    condition: <FormSelectField name="condition" label={label('condition')} hint={hints.condition} options={CONDITION_OPTIONS} placeholder="Select condition" />,
    year: text('year', { label: `${label('year')} (optional)`, type: 'number', inputMode: 'numeric' }),
    collectionId: <FormSelectField name="collectionId" label={label('collectionId')} options={collectionOptions} placeholder="Select a collection" />,
    slug: <Wide><SlugField /></Wide>,
    imageUrl: <Wide><PrimaryImageField /></Wide>,
    imageGallery: <Wide><GalleryField /></Wide>,
    description: (
      <Wide>
        <FormTextField name="description" label={label('description')} hint={hints.description} multiline rows={5} />
      </Wide>
    ),
    featured: (
      <Wide>
        <Field<boolean> name="featured" type="checkbox">
          {({ input: { value: _checked, ...input } }) => <CheckboxField label={label('featured')} hint="Display prominently on the homepage" {...input} />}
        </Field>
      </Wide>
    ),
    availability: <FormSelectField name="availability" label={label('availability')} options={AVAILABILITY_OPTIONS} />,
    source: null,
    sourceId: null,
  };
}
