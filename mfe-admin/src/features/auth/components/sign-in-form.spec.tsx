import { API } from '@caliber/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

const CODE_NEEDED = { status: 401, body: { error: 'second_factor_required', message: 'Enter the code from your authenticator app, or one of your recovery codes' } };

describe('SignInForm', () => {
  it('asks for the code in the same form when the server answers second_factor_required, and sends it with the password', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`POST ${API.auth.login}`]: ({ body }) => ((body as { code?: string }).code === '123456' ? { body: { id: 1, username: 'operator', secondFactor: true } } : CODE_NEEDED),
    });
    renderWithProviders(<SignInForm />);
    expect(screen.queryByLabelText('Authentication Code')).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication Code');
    // Being asked is the next step, not an error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((call) => call.body)).toEqual([
      { username: 'operator', password: 'correct horse battery' },
      { username: 'operator', password: 'correct horse battery', code: '123456' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message for a wrong code, and again when the code is left blank", async () => {
    const user = userEvent.setup();
    mockApi({
      [`POST ${API.auth.login}`]: ({ body }) => {
        const { code } = body as { code?: string };
        if (code === undefined) return CODE_NEEDED;
        return { status: 401, body: { error: 'unauthorized', message: 'The code is not right' } };
      },
    });
    renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Authentication Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not right');

    await user.clear(screen.getByLabelText('Authentication Code'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CODE_NEEDED.body.message);
  });
});
