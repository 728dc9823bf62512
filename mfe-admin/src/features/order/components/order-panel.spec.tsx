import { API } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { collection } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { OrderPanel } from './order-panel';

// Served out of order on purpose: the list sorts by displayOrder (missing → 999), ties by id.
const SERVER = [collection(3, 'Vintage', 2), collection(1, 'Dress', 0), collection(2, 'Dive', 1)];

function rowNames() {
  return screen.getAllByTestId('order-row').map((row) => row.querySelector('strong')!.textContent);
}

function positions() {
  return screen.getAllByTestId('order-row').map((row) => within(row).getByText(/^Position \d+$/).textContent);
}

async function renderPanel(routes = {}) {
  const api = mockApi({ [`GET ${API.admin.collections}`]: { body: SERVER }, ...routes });
  renderWithProviders(<OrderPanel />);
  await screen.findByText('Dress');
  return api;
}

describe('OrderPanel', () => {
  it('lists collections in display order with 1-based positions, Reset and Save disabled until a change', async () => {
    await renderPanel();
    expect(rowNames()).toEqual(['Dress', 'Dive', 'Vintage']);
    expect(positions()).toEqual(['Position 1', 'Position 2', 'Position 3']);
    expect(screen.getByRole('button', { name: /Save Order/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Reset/ })).toHaveProperty('disabled', true);
  });

  it('moves a row from the keyboard: Space grabs, arrows move, Space drops; the list is then changed', async () => {
    const user = userEvent.setup();
    await renderPanel();
    screen.getByRole('button', { name: 'Reorder Dress' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(rowNames()).toEqual(['Dive', 'Vintage', 'Dress']);
    expect(positions()).toEqual(['Position 1', 'Position 2', 'Position 3']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByText(/Dress dropped at position 3 of 3/)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder Dress' }));
  });

  it('Escape puts a keyboard move back', async () => {
    const user = userEvent.setup();
    await renderPanel();
    screen.getByRole('button', { name: 'Reorder Vintage' }).focus();
    await user.keyboard(' {ArrowUp}{ArrowUp}');
    expect(rowNames()).toEqual(['Vintage', 'Dress', 'Dive']);
    await user.keyboard('{Escape}');
    expect(rowNames()).toEqual(['Dress', 'Dive', 'Vintage']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('drags a row with the pointer, and Reset restores the server order', async () => {
    await renderPanel();
    const rows = screen.getAllByTestId('order-row');
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: index * 60, height: 60, bottom: index * 60 + 60, left: 0, right: 400, width: 400, x: 0, y: index * 60, toJSON: () => ({}) });
    });
    fireEvent.pointerDown(rows[0], { pointerId: 1, button: 0, pointerType: 'mouse', clientY: 30 });
    fireEvent.pointerMove(window, { pointerId: 1, clientY: 100 });
    fireEvent.pointerUp(window, { pointerId: 1, clientY: 100 });
    expect(rowNames()).toEqual(['Dive', 'Dress', 'Vintage']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    expect(rowNames()).toEqual(['Dress', 'Dive', 'Vintage']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a touch drag starts only from the handle', async () => {
    await renderPanel();
    const rows = screen.getAllByTestId('order-row');
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: index * 60, height: 60, bottom: index * 60 + 60, left: 0, right: 400, width: 400, x: 0, y: index * 60, toJSON: () => ({}) });
    });
    fireEvent.pointerDown(rows[2].querySelector('strong')!, { pointerId: 2, button: 0, pointerType: 'touch', clientY: 150 });
    fireEvent.pointerMove(window, { pointerId: 2, clientY: 10 });
    expect(rowNames()).toEqual(['Dress', 'Dive', 'Vintage']);

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Reorder Vintage' }), { pointerId: 3, button: 0, pointerType: 'touch', clientY: 150 });
    fireEvent.pointerMove(window, { pointerId: 3, clientY: 10 });
    fireEvent.pointerUp(window, { pointerId: 3 });
    expect(rowNames()).toEqual(['Vintage', 'Dress', 'Dive']);
  });

  it('Save Order sends every id with its zero-based position, then reports success', async () => {
    const user = userEvent.setup();
    const reordered = [collection(2, 'Dive', 0), collection(1, 'Dress', 1), collection(3, 'Vintage', 2)];
    const api = await renderPanel({ [`PUT ${API.admin.reorderCollections}`]: { body: reordered } });
    screen.getByRole('button', { name: 'Reorder Dive' }).focus();
    await user.keyboard(' {ArrowUp} ');
    await user.click(screen.getByRole('button', { name: /Save Order/ }));

    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.title).toBe('Collection order updated successfully'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: API.admin.reorderCollections,
        body: { collectionOrders: [{ id: 2, displayOrder: 0 }, { id: 1, displayOrder: 1 }, { id: 3, displayOrder: 2 }] },
      },
    ]);
    expect(rowNames()).toEqual(['Dive', 'Dress', 'Vintage']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a failed save keeps the change and says so', async () => {
    const user = userEvent.setup();
    await renderPanel({ [`PUT ${API.admin.reorderCollections}`]: { status: 409, body: { error: 'conflict', message: 'Collections changed meanwhile' } } });
    screen.getByRole('button', { name: 'Reorder Dive' }).focus();
    await user.keyboard(' {ArrowUp} ');
    await user.click(screen.getByRole('button', { name: /Save Order/ }));
    await waitFor(() =>
      expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({
        title: 'Failed to update collection order',
        description: 'Collections changed meanwhile',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says when there is nothing to order', async () => {
    mockApi({ [`GET ${API.admin.collections}`]: { body: [] } });
    renderWithProviders(<OrderPanel />);
    expect(await screen.findByText('No collections found. Create some collections first to reorder them.')).toBeInTheDocument();
  });
});
