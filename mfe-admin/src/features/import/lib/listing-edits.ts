import { normalizePriceInput, type ListingFields } from '@caliber/contracts';

/** The fields 'Edit Details' lets the operator correct (docs/back-office.md); sent on import as `editedData`. */
export const EDITABLE_FIELDS = [
  { name: 'brand', label: 'Brand' },
  { name: 'model', label: 'Model' },
  { name: 'reference', label: 'Reference' },
  { name: 'price', label: 'Price' },
] as const;

export type ListingEdits = Pick<ListingFields, (typeof EDITABLE_FIELDS)[number]['name']>;

/** The editable fields as the listing gives them. */
export function editsOf({ brand, model, reference, price }: ListingEdits): ListingEdits {
  return { brand, model, reference, price };
}

/** 'Save Changes': trimmed, and the price as the API writes it ("12,500.00" → "12500.00"). */
export function savedEdits(draft: ListingEdits): ListingEdits {
  return {
    brand: draft.brand.trim(),
    model: draft.model.trim(),
    reference: draft.reference.trim(),
    price: normalizePriceInput(draft.price),
  };
}
