import { API } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { WATCH } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { InlineEditCell } from './inline-edit-cell';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];

function renderCell(field: 'brand' | 'price', display: string) {
  renderWithProviders(
    <table>
      <tbody>
        <tr>
          <InlineEditCell watch={WATCH} field={field} display={display} />
        </tr>
      </tbody>
    </table>,
  );
}

describe('InlineEditCell', () => {
  it('Enter saves that one field with a PUT of one key, then shows the value again', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { body: { ...WATCH, brand: 'Tudor' } } });
    renderCell('brand', WATCH.brand);

    await user.click(screen.getByRole('button', { name: /Edit brand of Rolex Submariner Date/ }));
    const input = screen.getByRole('textbox', { name: 'Brand of Rolex Submariner Date' });
    await user.clear(input);
    await user.type(input, 'Tudor{Enter}');

    await waitFor(() => expect(lastToast()?.title).toBe('Field updated successfully'));
    expect(api.writes()).toEqual([{ method: 'PUT', url: API.admin.watch(WATCH.id), body: { brand: 'Tudor' } }]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives focus back to the cell after Enter and after Escape, not to the page', async () => {
    const user = userEvent.setup();
    mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { body: { ...WATCH, brand: 'Tudor' } } });
    renderCell('brand', WATCH.brand);
    const cell = () => screen.getByRole('button', { name: /Edit brand of Rolex Submariner Date/ });

    await user.click(cell());
    await user.type(screen.getByRole('textbox'), '{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(cell()));

    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'Tudor{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(document.activeElement).toBe(cell());
  });

  it('strips commas from a price before sending it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { body: WATCH } });
    renderCell('price', '$14,500');
    await user.click(screen.getByRole('button', { name: /Edit price/ }));
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '15,250{Enter}');
    await waitFor(() => expect(api.writes()[0]?.body).toEqual({ price: '15250' }));
  });

  it('leaving the input saves what was typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { body: { ...WATCH, model: 'GMT-Master II' } } });
    renderCell('brand', WATCH.brand);
    await user.click(screen.getByRole('button', { name: /Edit brand/ }));
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'Tudor');
    await user.tab();
    await waitFor(() => expect(lastToast()?.title).toBe('Field updated successfully'));
    expect(api.writes()).toEqual([{ method: 'PUT', url: API.admin.watch(WATCH.id), body: { brand: 'Tudor' } }]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Enter saves once, not again when the input then goes away', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { body: WATCH } });
    renderCell('brand', WATCH.brand);
    await user.click(screen.getByRole('button', { name: /Edit brand/ }));
    await user.type(screen.getByRole('textbox'), 'X{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    await user.tab();
    expect(api.writes()).toHaveLength(1);
  });

  it('Escape cancels without a call, and leaving afterwards saves nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderCell('brand', WATCH.brand);
    await user.click(screen.getByRole('button', { name: /Edit brand/ }));
    await user.type(screen.getByRole('textbox'), 'xyz{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: /Edit brand/ }).textContent).toBe('Rolex');
    expect(api.calls).toEqual([]);
  });

  it('a refused save keeps the input open and shows the server message', async () => {
    const user = userEvent.setup();
    mockApi({ [`PUT ${API.admin.watch(WATCH.id)}`]: { status: 400, body: { error: 'invalid_input', message: 'brand: Must be at most 200 characters' } } });
    renderCell('brand', WATCH.brand);
    await user.click(screen.getByRole('button', { name: /Edit brand/ }));
    await user.type(screen.getByRole('textbox'), 'X{Enter}');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Failed to update field', description: 'brand: Must be at most 200 characters', variant: 'destructive' }),
    );
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('an empty value is refused before any call', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderCell('brand', WATCH.brand);
    await user.click(screen.getByRole('button', { name: /Edit brand/ }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to update field'));
    expect(api.calls).toEqual([]);
  });
});
