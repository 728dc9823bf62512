import { mutateApi, toast } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NewsletterForm } from './newsletter-form';

vi.mock('@caliber/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@caliber/ui')>()),
  mutateApi: vi.fn(),
  toast: vi.fn(),
}));

describe('NewsletterForm', () => {
  beforeEach(() => {
    vi.mocked(mutateApi).mockReset();
    vi.mocked(toast).mockReset();
  });

  it('shows Subscribing... while sending, then clears the email and confirms', async () => {
    let answer!: (value: unknown) => void;
    vi.mocked(mutateApi).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    const email = screen.getByLabelText('Email address');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');

    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(mutateApi).toHaveBeenCalledWith('/api/subscriptions', { method: 'POST', body: { email: 'ada@example.com' } });

    answer({ subscribed: true });
    await waitFor(() => expect(email).toHaveProperty('value', ''));
    expect(toast).toHaveBeenCalledWith({
      title: 'Subscription Successful',
      description: "You're now subscribed to our newsletter.",
    });
  });

  it('keeps the email and shows the destructive toast when subscribing fails', async () => {
    vi.mocked(mutateApi).mockRejectedValue(new Error('500: boom'));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Subscription Failed',
        description: 'There was an error subscribing to the newsletter. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
