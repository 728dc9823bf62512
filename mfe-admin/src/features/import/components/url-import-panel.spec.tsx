import { API, type ScrapedListing } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { collection } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { UrlImportPanel } from './url-import-panel';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const URL_TEXT = 'https://www.ebay.com/itm/165934871210';
const SCRAPED: ScrapedListing = {
  itemId: '165934871210',
  title: 'Rolex Datejust 41 126334',
  brand: 'Rolex',
  model: 'Datejust 41',
  reference: '126334',
  price: '9712.45',
  movement: 'Automatic',
  caseMaterial: 'Stainless Steel',
  caseSize: '41mm',
  condition: 'Excellent',
  year: 2021,
  description: 'Box and papers.',
  images: ['https://i.ebayimg.com/images/g/x/s-l1600.jpg'],
  imageCount: 1,
  missingFields: [],
};
const scrapeRoute = `GET ${API.admin.marketplace.scrapeDetails}?${new URLSearchParams({ url: URL_TEXT })}`;

function loadDetails() {
  renderWithProviders(<UrlImportPanel />);
  fireEvent.change(screen.getByLabelText('eBay Listing URL'), { target: { value: URL_TEXT } });
  fireEvent.click(screen.getByRole('button', { name: 'Load Details' }));
}

describe('UrlImportPanel', () => {
  it('asks for a URL before loading', () => {
    renderWithProviders(<UrlImportPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Load Details' }));
    expect(screen.getByText('Please enter a URL')).toBeInTheDocument();
  });

  it('loads the details, then imports them into the chosen collection', async () => {
    const api = mockApi({
      [`GET ${API.admin.collections}`]: { body: [collection(3, 'Dress Watches', 0)] },
      [scrapeRoute]: { body: SCRAPED },
      [`POST ${API.admin.marketplace.importFromUrl}`]: { status: 201, body: { id: 11, slug: 'rolex-datejust-41-126334', created: true } },
    });
    loadDetails();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Listing details loaded successfully' }));
    expect(screen.getByText('41mm')).toBeInTheDocument();
    expect(screen.getByText('$9,712')).toBeInTheDocument();
    expect(screen.getByText('1 image')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Dress Watches' });
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import to Collection' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Listing imported successfully' }));
    expect(api.writes()[0].body).toEqual({
      url: URL_TEXT,
      collectionId: 3,
      customData: {
        brand: 'Rolex',
        model: 'Datejust 41',
        reference: '126334',
        price: '9712.45',
        movement: 'Automatic',
        caseMaterial: 'Stainless Steel',
        caseSize: '41mm',
        condition: 'Excellent',
        year: 2021,
        description: 'Box and papers.',
      },
    });
    expect((screen.getByLabelText('eBay Listing URL') as HTMLInputElement).value).toBe('');
  });

  it('marks what the listing lacks, and imports what the operator filled in', async () => {
    const api = mockApi({
      [`GET ${API.admin.collections}`]: { body: [collection(3, 'Dress Watches', 0)] },
      [scrapeRoute]: { body: { ...SCRAPED, movement: '', caseSize: '', missingFields: ['movement', 'caseSize'] } },
      [`POST ${API.admin.marketplace.importFromUrl}`]: { status: 201, body: { id: 11, slug: 'rolex-datejust-41-126334', created: true } },
    });
    loadDetails();
    await screen.findByText('The listing does not give Movement and Case Size: fill them in with Edit Details before importing.');
    expect(screen.getAllByText('Not in the listing')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(screen.getByLabelText('Movement').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Not in the listing: fill it in')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Import to Collection' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Movement'), { target: { value: 'Automatic' } });
    fireEvent.change(screen.getByLabelText('Case Size'), { target: { value: '41 mm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Changes saved' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('41 mm')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Dress Watches' });
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import to Collection' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Listing imported successfully' }));
    expect((api.writes()[0].body as { customData: unknown }).customData).toMatchObject({ movement: 'Automatic', caseSize: '41 mm', brand: 'Rolex' });
  });

  it('says "Failed to scrape listing" with the server’s reason', async () => {
    const message = 'Only eBay listing URLs are accepted, such as https://www.ebay.com/itm/123456789012';
    mockApi({ [scrapeRoute]: { status: 400, body: { error: 'bad_request', message } } });
    loadDetails();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to scrape listing', description: message, variant: 'destructive' }));
  });
});
