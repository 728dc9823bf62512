import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RemoteComponent } from './remote-component';

// The federation runtime stands in for the forms remote's host: it fails once, then answers.
const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteComponent', () => {
  it('says plainly that the part is unavailable, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    federation.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: Greeting });
    const user = userEvent.setup();
    // A component that suspends on `use` is pinged outside the render's act scope unless it is awaited.
    await act(async () => {
      renderWithProviders(<RemoteComponent module="InquiryForm" props={{ name: 'Ada' }} label="The inquiry form" loading={<p>Loading</p>} />);
    });

    expect(await screen.findByText('The inquiry form is unavailable right now.')).toBeInTheDocument();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(federation.loadRemote).toHaveBeenLastCalledWith('forms/InquiryForm');
  });
});
