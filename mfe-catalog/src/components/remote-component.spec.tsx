import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RemoteComponent } from './remote-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteComponent', () => {
  it('says plainly that the part is unavailable, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce({ default: Greeting });
    const user = userEvent.setup();
    // A component that suspends on `use` is pinged outside the render's act scope unless it is awaited.
    await act(async () => {
      renderWithProviders(<RemoteComponent load={load} props={{ name: 'Ada' }} label="The inquiry form" loading={<p>Loading</p>} />);
    });

    expect(await screen.findByText('The inquiry form is unavailable right now.')).toBeInTheDocument();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
