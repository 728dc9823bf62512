import { mutateApi, toast, trackEvent } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InquiryForm } from './inquiry-form';

vi.mock('@caliber/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@caliber/ui')>()),
  mutateApi: vi.fn(),
  toast: vi.fn(),
  trackEvent: vi.fn(),
}));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name *'), ' Ada Lovelace ');
  await user.type(screen.getByLabelText('Email *'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message *'), 'Is the bracelet full length?');
}

describe('InquiryForm', () => {
  beforeEach(() => {
    vi.mocked(mutateApi).mockReset();
    vi.mocked(toast).mockReset();
  });

  it('uses browser-native required fields and an email input', () => {
    renderWithProviders(<InquiryForm watchId={3} />);
    expect(screen.getByLabelText('Name *')).toBeRequired();
    expect(screen.getByLabelText('Email *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).not.toBeRequired();
  });

  it('sends the watch inquiry, disables the button while sending, then clears the fields', async () => {
    let answer!: (value: unknown) => void;
    vi.mocked(mutateApi).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<InquiryForm watchId={3} watchLabel="Rolex Submariner" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(mutateApi).toHaveBeenCalledWith('/api/inquiries', {
      method: 'POST',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Is the bracelet full length?',
        watchId: 3,
        kind: 'watch',
      },
    });

    answer({ id: 1 });
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveProperty('value', ''));
    expect(toast).toHaveBeenCalledWith({
      title: 'Inquiry Sent',
      description: "Your inquiry has been successfully submitted. We'll contact you shortly.",
    });
    expect(trackEvent).toHaveBeenCalledWith(expect.objectContaining({ category: 'Inquiry', label: 'Rolex Submariner' }));
  });

  it('keeps the fields and shows the destructive toast on failure', async () => {
    vi.mocked(mutateApi).mockRejectedValue(new Error('503: down'));
    const user = userEvent.setup();
    renderWithProviders(<InquiryForm watchId={3} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'There was an error submitting your inquiry. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Message *')).toHaveProperty('value', 'Is the bracelet full length?');
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('on a sold watch invites questions about similar watches, and still sends a watch inquiry', async () => {
    vi.mocked(mutateApi).mockResolvedValue({ id: 2 });
    const user = userEvent.setup();
    renderWithProviders(<InquiryForm watchId={3} watchLabel="Rolex Submariner" sold />);
    expect(screen.getByText(/This watch has been sold\. Looking for something similar\?/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inquiry about similar watches' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message *')).toHaveAttribute('placeholder', "I'm looking for a watch like the Rolex Submariner.");
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(mutateApi).toHaveBeenCalledWith('/api/inquiries', expect.objectContaining({ body: expect.objectContaining({ watchId: 3, kind: 'watch' }) })));
  });
});
