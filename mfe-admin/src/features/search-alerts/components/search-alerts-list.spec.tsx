import { API, type SearchAlertGroup } from '@caliber/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SearchAlertsList } from './search-alerts-list';

const group = (overrides: Partial<SearchAlertGroup>): SearchAlertGroup => ({
  description: '"daytona"',
  q: 'daytona',
  collection: null,
  filters: '',
  searchPath: '/search?q=daytona',
  confirmedAddresses: 3,
  pendingAddresses: 1,
  latestAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('SearchAlertsList', () => {
  it('lists the searches collectors wait for, with their confirmed and pending addresses, each linking to its page', async () => {
    mockApi({
      [`GET ${API.admin.searchAlerts}`]: {
        body: [group({}), group({ description: 'Dress Watches · Omega', q: '', collection: 'Dress Watches', filters: 'brand=Omega', searchPath: '/collection/dress-watches?brand=Omega', confirmedAddresses: 1, pendingAddresses: 0 })],
      },
    });
    renderWithProviders(<SearchAlertsList />);
    const row = (await screen.findByRole('link', { name: '"daytona"' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['"daytona"', '3', '1', expect.any(String)]);
    expect(screen.getByRole('link', { name: 'Dress Watches · Omega' }).getAttribute('href')).toBe('/collection/dress-watches?brand=Omega');
    screen.getByText('2 searches, 4 confirmed alerts');
  });

  it('says when there is none yet', async () => {
    mockApi({ [`GET ${API.admin.searchAlerts}`]: { body: [] } });
    renderWithProviders(<SearchAlertsList />);
    await screen.findByText('No search alerts yet');
  });
});
