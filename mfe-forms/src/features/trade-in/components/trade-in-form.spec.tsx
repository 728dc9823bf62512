import { mutateApi, toast } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TradeInForm } from './trade-in-form';

vi.mock('@caliber/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@caliber/ui')>()),
  mutateApi: vi.fn(),
  toast: vi.fn(),
  trackEvent: vi.fn(),
}));

async function fillRequired(user: ReturnType<typeof userEvent.setup>, brand = 'Omega') {
  await user.type(screen.getByLabelText('Brand *'), brand);
  await user.type(screen.getByLabelText('Model *'), 'Speedmaster');
  await user.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email *'), 'ada@example.com');
}

describe('TradeInForm', () => {
  beforeEach(() => {
    vi.mocked(mutateApi).mockReset();
    vi.mocked(toast).mockReset();
  });

  it('sends nothing and asks for the required fields when one is only spaces', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TradeInForm />);
    await fillRequired(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Get My Trade-In Quote' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Please fill in required fields',
        description: 'Brand, model, name, and email are required.',
      }),
    );
    expect(mutateApi).not.toHaveBeenCalled();
  });

  it('posts the composed trade-in inquiry, shows Submitting... while pending, then clears the form', async () => {
    let answer!: (value: unknown) => void;
    vi.mocked(mutateApi).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<TradeInForm />);
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Original Box'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Get My Trade-In Quote' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(mutateApi).toHaveBeenCalledWith('/api/inquiries', {
      method: 'POST',
      body: expect.objectContaining({ name: 'Ada Lovelace', phone: '', watchId: 1, kind: 'trade-in' }),
    });
    const body = vi.mocked(mutateApi).mock.calls[0][1]?.body as { message: string };
    expect(body.message).toContain('Current watch: Omega Speedmaster');
    expect(body.message).toContain('Original box: yes');

    answer({ id: 7 });
    await waitFor(() => expect(screen.getByLabelText('Brand *')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Original Box')).toHaveProperty('value', '');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Trade-in inquiry submitted!' }));
  });

  it('keeps the answers and shows the error toast when sending fails', async () => {
    vi.mocked(mutateApi).mockRejectedValue(new Error('500: boom'));
    const user = userEvent.setup();
    renderWithProviders(<TradeInForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Get My Trade-In Quote' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error submitting inquiry',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Brand *')).toHaveProperty('value', 'Omega');
  });
});
