import { mutateApi, toast } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

vi.mock('@caliber/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@caliber/ui')>()),
  mutateApi: vi.fn(),
  toast: vi.fn(),
  trackEvent: vi.fn(),
}));

describe('ContactForm', () => {
  beforeEach(() => {
    vi.mocked(mutateApi).mockReset();
    vi.mocked(toast).mockReset();
  });

  it("sends a 'contact' inquiry with watchId 1, shows Sending... and clears on success", async () => {
    let answer!: (value: unknown) => void;
    vi.mocked(mutateApi).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Name *'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email *'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone'), '214 555 0100');
    await user.type(screen.getByLabelText('Message *'), 'Do you buy vintage Omega?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(mutateApi).toHaveBeenCalledWith('/api/inquiries', {
      method: 'POST',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '214 555 0100',
        message: 'Do you buy vintage Omega?',
        watchId: 1,
        kind: 'contact',
      },
    });
    answer({ id: 2 });
    await waitFor(() => expect(screen.getByLabelText('Message *')).toHaveProperty('value', ''));
    expect(toast).toHaveBeenCalledWith({
      title: 'Message Sent',
      description: "Your message has been successfully submitted. We'll contact you shortly.",
    });
  });

  it('keeps the message and shows the destructive toast on failure', async () => {
    vi.mocked(mutateApi).mockRejectedValue(new Error('500: boom'));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Name *'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email *'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'There was an error submitting your message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Message *')).toHaveProperty('value', 'Hello');
  });
});
