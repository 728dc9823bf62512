import { API } from '@caliber/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { collection, WATCH } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NEW_WATCH_VALUES, watchToFormValues } from '../../../components/watch-fields/watch-form-values';
import { WatchForm } from './watch-form';

function renderForm(initialValues = NEW_WATCH_VALUES, onSubmit = vi.fn(async () => {})) {
  mockApi({ [`GET ${API.admin.collections}`]: { body: [collection(2, 'Dive Watches', 0)] } });
  renderWithProviders(<WatchForm initialValues={initialValues} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const slugInput = () => screen.getByLabelText(/^Slug/) as HTMLInputElement;
const autoGenerate = () => screen.getByRole('checkbox', { name: 'Auto-generate' }) as HTMLInputElement;

describe('WatchForm slug', () => {
  it('for a new watch follows brand, model and reference and is read-only', async () => {
    renderForm();
    expect(autoGenerate().checked).toBe(true);
    expect(slugInput().readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'Audemars Piguet' } });
    await waitFor(() => expect(slugInput().value).toBe('audemars-piguet'));
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'Royal Oak' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: '15500ST.OO.1220ST.01' } });
    await waitFor(() => expect(slugInput().value).toBe('audemars-piguet-royal-oak-15500stoo1220st01'));
  });

  it('when editing is off and editable; turning it on regenerates from brand, model and reference', async () => {
    const user = userEvent.setup();
    renderForm(watchToFormValues({ ...WATCH, slug: 'my-custom-slug' }));
    expect(autoGenerate().checked).toBe(false);
    expect(slugInput().readOnly).toBe(false);
    expect(slugInput().value).toBe('my-custom-slug');

    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'Submariner Date 41' } });
    expect(slugInput().value).toBe('my-custom-slug');

    await user.click(autoGenerate());
    await waitFor(() => expect(slugInput().value).toBe('rolex-submariner-date-41-126610ln'));
    expect(slugInput().readOnly).toBe(true);
  });
});

describe('WatchForm submit', () => {
  it('shows the gallery message and Required errors instead of submitting an incomplete watch', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Watch' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('At least one gallery image URL is required')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(5);
  });

  it('offers the five conditions and the collections', async () => {
    renderForm();
    const condition = screen.getByLabelText('Condition') as HTMLSelectElement;
    expect(Array.from(condition.options).map((option) => option.text)).toEqual(['Select condition', 'New', 'Excellent', 'Very Good', 'Good', 'Fair']);
    await screen.findByRole('option', { name: 'Dive Watches' });
  });
});
