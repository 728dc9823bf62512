import { mutateApi, toast } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SearchAlertForm } from './search-alert-form';

vi.mock('@caliber/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@caliber/ui')>()),
  mutateApi: vi.fn(),
  toast: vi.fn(),
}));

describe('SearchAlertForm', () => {
  beforeEach(() => {
    vi.mocked(mutateApi).mockReset();
    vi.mocked(toast).mockReset();
  });

  it("sends the address with the page's search, then clears the field and says to confirm from the inbox", async () => {
    vi.mocked(mutateApi).mockResolvedValue({ requested: true });
    const user = userEvent.setup();
    renderWithProviders(<SearchAlertForm q="" collection="dress-watches" filters={{ brand: 'Omega', price_max: '20000' }} />);
    const email = screen.getByLabelText('Email address for the alert');
    await user.type(email, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(mutateApi).toHaveBeenCalledWith('/api/search-alerts', {
      method: 'POST',
      body: { email: 'ada@example.com', q: '', collection: 'dress-watches', filters: { brand: 'Omega', price_max: '20000' } },
    });
    await waitFor(() => expect(email).toHaveProperty('value', ''));
    expect(toast).toHaveBeenCalledWith({ title: 'Check Your Inbox', description: 'Open the link we sent to confirm your alert.' });
  });

  it('says what is wrong with the address before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchAlertForm q="daytona" filters={{}} />);
    await user.type(screen.getByLabelText('Email address for the alert'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(mutateApi).not.toHaveBeenCalled();
  });

  it('keeps the address and shows the destructive toast when the request fails', async () => {
    vi.mocked(mutateApi).mockRejectedValue(new Error('500: boom'));
    const user = userEvent.setup();
    renderWithProviders(<SearchAlertForm q="daytona" filters={{}} />);
    await user.type(screen.getByLabelText('Email address for the alert'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Alert Not Set', description: 'There was an error setting up your alert. Please try again.', variant: 'destructive' }),
    );
    expect(screen.getByLabelText('Email address for the alert')).toHaveProperty('value', 'ada@example.com');
  });
});
