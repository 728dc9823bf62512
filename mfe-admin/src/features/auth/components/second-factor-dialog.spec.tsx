import { API } from '@caliber/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SecondFactorButton } from './second-factor-dialog';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);
const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Caliber:operator?issuer=Caliber&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };

describe('SecondFactorButton', () => {
  it('enrols: the password, then the QR code and the key as text, the first code, then the ten recovery codes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`POST ${API.admin.totp}`]: { body: ENROLMENT },
      [`POST ${API.admin.confirmTotp}`]: { body: { recoveryCodes: RECOVERY_CODES } },
    });
    renderWithProviders(<SecondFactorButton user={{ id: 1, username: 'operator', secondFactor: false }} />);
    await user.click(screen.getByRole('button', { name: 'Second Factor' }));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByLabelText('Secret key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(api.writes()).toEqual([
      { method: 'POST', url: API.admin.totp, body: { password: 'correct horse battery' } },
      { method: 'POST', url: API.admin.confirmTotp, body: { code: '123456' } },
    ]);
  });

  it('turns off with a code', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`DELETE ${API.admin.totp}`]: { status: 204 } });
    renderWithProviders(<SecondFactorButton user={{ id: 1, username: 'operator', secondFactor: true }} />);
    await user.click(screen.getByRole('button', { name: 'Second Factor: On' }));
    await user.type(screen.getByLabelText('Authentication Code'), 'abcd1-efgh1');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()).toEqual([{ method: 'DELETE', url: API.admin.totp, body: { code: 'abcd1-efgh1' } }]);
  });
});
