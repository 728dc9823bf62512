import { OPERATOR } from '@caliber/test-stack';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';
import { openAdmin } from './admin-page.js';

/** The code an authenticator app shows for `secret` at `offsetSteps` 30-second steps from now. */
const codeAt = (secret: string, offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

describe('the second factor', () => {
  it('is enrolled from the back office (QR code, key, first code, recovery codes) and then asked for at sign-in', async () => {
    const page = await openAdmin(session);
    await page.getByRole('button', { name: 'Second Factor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Second Factor' });
    await dialog.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await dialog.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByLabel('Code from the app').fill(codeAt(secret));
    await dialog.getByRole('button', { name: 'Turn On' }).click();
    const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await dialog.getByRole('button', { name: 'I Have Saved Them' }).click();
    await page.getByRole('button', { name: 'Second Factor: On' }).waitFor();

    const other = await session.newPage();
    await other.goto('/admin');
    await other.getByLabel('Username').fill(OPERATOR.username);
    await other.getByLabel('Password').fill(OPERATOR.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    const code = other.getByLabel('Authentication Code');
    await code.waitFor();
    // The enrolment used this step's code; the app shows the next one within 30 seconds.
    await code.fill(codeAt(secret, 1));
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Turned off with a recovery code, the password alone signs in again.
    await other.getByRole('button', { name: 'Second Factor: On' }).click();
    const off = other.getByRole('dialog', { name: 'Second Factor' });
    await off.getByLabel('Authentication Code').fill(recoveryCodes[0]);
    await off.getByRole('button', { name: 'Turn Off' }).click();
    await other.getByRole('button', { name: 'Second Factor', exact: true }).waitFor();
    await openAdmin(session);
  });
});
