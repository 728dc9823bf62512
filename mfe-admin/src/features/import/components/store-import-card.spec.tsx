import { API, type JobStatus, type StoreImportResult } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { collection } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { StoreImportCard } from './store-import-card';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const JOB = 'marketplace-store-1';
const RESULT: StoreImportResult = {
  seller: 'luxwatchdepot',
  total: 3,
  watches: [1, 2].map((id) => ({ id, slug: `w-${id}`, brand: 'Omega', model: 'M', reference: `R${id}`, price: '1.00', collectionId: 2, imageUrl: '', sourceId: `${id}`, created: true })),
  skipped: [{ itemId: '125934871207', title: 'Tudor Black Bay Fifty-Eight', reason: 'The listing gives no reference' }],
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
    expect(screen.getByText('2 of 3 listings from luxwatchdepot imported.')).toBeTruthy();
    expect(screen.getByText('Tudor Black Bay Fifty-Eight (125934871207): The listing gives no reference')).toBeTruthy();
    expect(api.writes()[0].body).toEqual({ storeId: 'https://www.ebay.com/str/luxwatchdepot', collectionId: 2 });
    expect((screen.getByLabelText('Store URL or ID') as HTMLInputElement).value).toBe('');
    vi.useRealTimers();
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
