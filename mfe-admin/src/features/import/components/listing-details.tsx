import { formatPrice, IMPORT_ACTIONS, LISTING_FIELD_NAMES, WATCH_FIELDS, type ListingFieldName, type ListingFields } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { Fragment } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { FormGrid } from '../../../components/form-grid';
import { notifySuccess } from '../../../lib/notify';
import { useWatchFieldControls, type FieldHints } from '../../../components/watch-fields/watch-field-controls';
import { fromInputs } from '../../../components/watch-fields/watch-form-values';
import { unfilledFields, unprovidedFields, validateListingValues, type ListingValues } from '../lib/listing-values';
import { ListingSpecs } from './listing-specs';

const NOT_IN_LISTING = 'Not in the listing';

const Note = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const SaveRow = styled.div`
  padding-top: 16px;
`;

const labelOf = (name: ListingFieldName) => WATCH_FIELDS[name].label;

/** "Movement", "Movement and Case Size", "Brand, Movement and Case Size". */
function listOf(names: ListingFieldName[]): string {
  const labels = names.map(labelOf);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
}

/** A saved value as the preview shows it: a price as money (with the listing's currency when given). */
function shown(name: ListingFieldName, value: string, currency?: string): string {
  if (name !== 'price' || value === '') return value;
  return currency ? `${formatPrice(value)} ${currency}` : formatPrice(value);
}

interface ListingDetailsProps {
  /** What the listing gave: the fields it left empty are marked. */
  listing: ListingFields;
  /** The details the import will use: the listing's, with the operator's saved changes. */
  values: ListingValues;
  editing: boolean;
  onEdit: () => void;
  onSave: (values: ListingValues) => void;
  /** Shown after the price, e.g. 'USD'. */
  currency?: string;
}

/**
 * A preview's watch details (docs/back-office.md): every field an import reads from a listing, those the
 * listing did not give marked; 'Edit Details' turns them into the watch form's own controls and 'Save
 * Changes' keeps them for the import.
 */
export function ListingDetails({ listing, values, editing, onEdit, onSave, currency }: ListingDetailsProps) {
  const unprovided = unprovidedFields(listing);
  const unfilled = unfilledFields(values);
  const hints: FieldHints = Object.fromEntries(
    unprovided.map((name) => [name, WATCH_FIELDS[name].listing === 'required' ? `${NOT_IN_LISTING}: fill it in` : NOT_IN_LISTING]),
  );
  const controls = useWatchFieldControls(hints);

  const save = (edited: ListingValues) => {
    onSave(fromInputs(edited));
    notifySuccess('Changes saved', 'Your edits will be used during import.');
  };

  return (
    <>
      {unfilled.length > 0 && (
        <Note role="note">
          The listing does not give {listOf(unfilled)}: fill {unfilled.length > 1 ? 'them' : 'it'} in with {IMPORT_ACTIONS.editDetails} before
          importing.
        </Note>
      )}
      {editing ? (
        <Form<ListingValues> initialValues={values} onSubmit={save} validate={validateListingValues}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Listing details">
              <FormGrid>
                {LISTING_FIELD_NAMES.map((name) => (
                  <Fragment key={name}>{controls[name]}</Fragment>
                ))}
              </FormGrid>
              <SaveRow>
                <Button type="submit" variant="secondary" size="sm">
                  {IMPORT_ACTIONS.saveChanges}
                </Button>
              </SaveRow>
            </form>
          )}
        </Form>
      ) : (
        <>
          <ListingSpecs
            specs={LISTING_FIELD_NAMES.map((name) => ({
              label: labelOf(name),
              value: shown(name, values[name], currency),
              note: unprovided.includes(name) ? NOT_IN_LISTING : undefined,
              wide: name === 'description',
            }))}
          />
          <div>
            <Button type="button" variant="secondary" size="sm" onClick={onEdit}>
              {IMPORT_ACTIONS.editDetails}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
