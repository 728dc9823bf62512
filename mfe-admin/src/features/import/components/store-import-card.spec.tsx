import { API, type JobStatus, type StoreImportResult } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { collection } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { StoreImportCard } from './store-import-card';
import { StorePanel } from './store-panel';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const JOB = 'marketplace-store-1';
const RESULT: StoreImportResult = {
  seller: 'luxwatchdepot',
  total: 3,
  watches: [1, 2].map((id) => ({ id, slug: `w-${id}`, brand: 'Omega', model: 'M', reference: `R${id}`, price: '1.00', collectionId: 2, imageUrl: '', sourceId: `${id}`, created: true })),
  skipped: [
    { itemId: '125934871207', title: 'Tudor Black Bay Fifty-Eight', reason: 'The listing gives no reference', missingFields: ['reference'] },
    { itemId: '225934871208', title: 'IWC Portugieser', reason: 'This listing is priced in GBP', missingFields: [] },
  ],
};
const status = (done: number, patch: Partial<JobStatus<'import-store'>> = {}): JobStatus<'import-store'> => ({
  id: JOB,
  name: 'import-store',
  state: 'active',
  progress: { done, total: 3 },
  result: null,
  error: null,
  ...patch,
});

async function startImport(store: string) {
  renderWithProviders(<StoreImportCard />);
  await screen.findByRole('option', { name: 'Dive Watches' });
  fireEvent.change(screen.getByLabelText('Store URL or ID'), { target: { value: store } });
  fireEvent.change(screen.getByLabelText('Collection'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Import Store Listings' }));
}

describe('StoreImportCard', () => {
  it('shows n of N while the job runs, then the count toast and the skipped listings', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const answers = [status(1), status(3, { state: 'completed', result: RESULT })];
    const api = mockApi({
      [`GET ${API.admin.collections}`]: { body: [collection(2, 'Dive Watches', 0)] },
      [`POST ${API.admin.marketplace.importStore}`]: { status: 202, body: { jobId: JOB, state: 'waiting', statusUrl: API.admin.job(JOB) } },
      [`GET ${API.admin.job(JOB)}`]: () => ({ body: answers.shift() }),
    });
    await startImport('https://www.ebay.com/str/luxwatchdepot');

    await screen.findByText('Imported 1 of 3 listings...');
    expect(screen.getByRole('progressbar', { name: 'Store import progress' }).getAttribute('value')).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Successfully imported 2 listings from the eBay store' }));
    expect(screen.getByText('2 of 3 listings from luxwatchdepot imported.')).toBeInTheDocument();
    expect(screen.getByText('Tudor Black Bay Fifty-Eight (125934871207)')).toBeInTheDocument();
    expect(screen.getByText('Missing: Reference')).toBeInTheDocument();
    expect(screen.getByText('This listing is priced in GBP')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open in Import by Item ID/ })).toHaveLength(1);
    expect(api.writes()[0].body).toEqual({ storeId: 'https://www.ebay.com/str/luxwatchdepot', collectionId: 2 });
    expect((screen.getByLabelText('Store URL or ID') as HTMLInputElement).value).toBe('');
    vi.useRealTimers();
  });

  it('opens a listing skipped for lacking fields in the item-id preview', async () => {
    const tudor = {
      itemId: '125934871207', title: 'Tudor Black Bay Fifty-Eight', currency: 'USD', brand: 'Tudor', model: 'Black Bay Fifty-Eight', reference: '',
      price: '3350.00', movement: 'Automatic', caseMaterial: 'Stainless Steel', caseSize: '39 mm', condition: 'New', year: 2021,
      description: 'Box and card.', pictureURLs: [], imageCount: 2, missingFields: ['reference'],
    };
    const api = mockApi({
      [`GET ${API.admin.collections}`]: { body: [collection(2, 'Dive Watches', 0)] },
      [`POST ${API.admin.marketplace.importStore}`]: { status: 202, body: { jobId: JOB, state: 'waiting', statusUrl: API.admin.job(JOB) } },
      [`GET ${API.admin.job(JOB)}`]: { body: status(3, { state: 'completed', result: RESULT }) },
      [`GET ${API.admin.marketplace.listings}?itemId=125934871207`]: { body: tudor },
    });
    renderWithProviders(<StorePanel />);
    await screen.findAllByRole('option', { name: 'Dive Watches' });
    fireEvent.change(screen.getByLabelText('Store URL or ID'), { target: { value: 'luxwatchdepot' } });
    fireEvent.change(screen.getAllByLabelText('Collection')[0], { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Store Listings' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Open in Import by Item ID: Tudor Black Bay Fifty-Eight' }));
    await screen.findByRole('heading', { name: 'Tudor Black Bay Fifty-Eight' });
    expect((screen.getByLabelText('eBay Item ID') as HTMLInputElement).value).toBe('125934871207');
    expect(screen.getByText('The listing does not give Reference: fill it in with Edit Details before importing.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === `${API.admin.marketplace.listings}?itemId=125934871207`)).toBe(true);
  });

  it('reports a failed job with its message', async () => {
    mockApi({
      [`GET ${API.admin.collections}`]: { body: [collection(2, 'Dive Watches', 0)] },
      [`POST ${API.admin.marketplace.importStore}`]: { status: 202, body: { jobId: JOB, state: 'waiting', statusUrl: API.admin.job(JOB) } },
      [`GET ${API.admin.job(JOB)}`]: { body: status(0, { state: 'failed', error: { status: 404, message: 'No eBay seller or store named nosuchstore' } }) },
    });
    await startImport('nosuchstore');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Failed to import store listings', description: 'No eBay seller or store named nosuchstore', variant: 'destructive' }),
    );
  });
});
