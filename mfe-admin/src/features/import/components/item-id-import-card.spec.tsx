import { API, LISTING_FIELD_NAMES, type ListingPreview } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { collection } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ItemIdImportCard } from './item-id-import-card';

const pick = <T extends object>(source: T, keys: readonly (keyof T)[]) => Object.fromEntries(keys.map((key) => [key, source[key]]));
const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const ITEM = '125934871203';
const PREVIEW: ListingPreview = {
  itemId: ITEM,
  title: 'Omega Seamaster Aqua Terra 150M 231.10.39.21.06.001',
  currency: 'USD',
  brand: 'Omega',
  model: 'Seamaster Aqua Terra',
  reference: '231.10.39.21.06.001',
  price: '4250.00',
  movement: 'Automatic',
  caseMaterial: 'Stainless Steel',
  caseSize: '41 mm',
  condition: 'Excellent',
  year: 2019,
  description: 'Full set.',
  pictureURLs: ['a', 'b', 'c', 'd'].map((id) => `https://i.ebayimg.com/images/g/${id}/s-l1600.jpg`),
  imageCount: 5,
  missingFields: [],
};
const routes = {
  [`GET ${API.admin.collections}`]: { body: [collection(2, 'Dive Watches', 0)] },
  [`GET ${API.admin.marketplace.listings}?itemId=${ITEM}`]: { status: 202, body: { jobId: 'marketplace-p1', state: 'waiting', statusUrl: API.admin.job('marketplace-p1') } },
  [`GET ${API.admin.job('marketplace-p1')}`]: {
    body: { id: 'marketplace-p1', name: 'preview-listing', state: 'completed', progress: { done: 0, total: 0 }, result: PREVIEW, error: null },
  },
};

async function fetchPreview() {
  renderWithProviders(<ItemIdImportCard />);
  fireEvent.change(screen.getByLabelText('eBay Item ID'), { target: { value: ` ${ITEM} ` } });
  fireEvent.click(screen.getByRole('button', { name: 'Fetch Listing' }));
  await screen.findByText(PREVIEW.title);
}

describe('ItemIdImportCard', () => {
  it('asks for an item id before any call', () => {
    const api = mockApi(routes);
    renderWithProviders(<ItemIdImportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Listing' }));
    expect(screen.getByText('Please enter an item ID')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.includes('listings'))).toEqual([]);
  });

  it('previews 4 of 5 images, imports with the saved edits and clears', async () => {
    const api = mockApi({
      ...routes,
      [`POST ${API.admin.marketplace.import}`]: { status: 201, body: { id: 9, slug: 'omega', created: true } },
    });
    await fetchPreview();
    expect(within(screen.getByRole('list', { name: 'Listing images' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('5 images')).toBeInTheDocument();
    expect(screen.getByText('$4,250 USD')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '3,999' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'Aqua Terra 150M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Changes saved', description: 'Your edits will be used during import.' }));
    expect(screen.getByText('$3,999 USD')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import Listing' }));
    expect(await screen.findByText('Please select a collection')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Dive Watches' });
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Listing' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Watch imported successfully from eBay' }));
    expect(api.writes()[0].body).toEqual({
      itemId: ITEM,
      collectionId: 2,
      // Every detail shown, with the saved edits.
      editedData: { ...pick(PREVIEW, LISTING_FIELD_NAMES), model: 'Aqua Terra 150M', price: '3999' },
    });
    expect(screen.queryByText(PREVIEW.title)).toBeNull();
  });

  it('edits every field the listing gives, with the watch form’s controls', async () => {
    mockApi(routes);
    await fetchPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    const form = screen.getByRole('form', { name: 'Listing details' });
    const labels = Array.from(form.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['Brand', 'Model', 'Reference', 'Price', 'Movement', 'Case Material', 'Case Size', 'Condition', 'Year (optional)', 'Description']);
    expect((screen.getByLabelText('Condition') as HTMLSelectElement).value).toBe('Excellent');
    expect((screen.getByLabelText('Year (optional)') as HTMLInputElement).value).toBe('2019');
  });

  it('shows the 409 about missing credentials in plain words', async () => {
    const message = 'Import by item ID needs eBay API credentials: set EBAY_CLIENT_ID, EBAY_CLIENT_SECRET in the server’s environment.';
    mockApi({ ...routes, [`GET ${API.admin.marketplace.listings}?itemId=${ITEM}`]: { status: 409, body: { error: 'conflict', message } } });
    renderWithProviders(<ItemIdImportCard />);
    fireEvent.change(screen.getByLabelText('eBay Item ID'), { target: { value: ITEM } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Listing' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to fetch listing', description: message, variant: 'destructive' }));
  });
});
