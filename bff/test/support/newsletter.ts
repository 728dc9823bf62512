import request from 'supertest';
import { ConfirmationLinks } from '../../src/subscriptions/confirmation-links.js';
import type { TestApp } from './test-app.js';

/**
 * Signs an address up and confirms it as its confirmation e-mail's link would (for tests that need
 * subscribers, not the e-mail: bff/test/mail.spec.ts reads the real one).
 */
export async function subscribeConfirmed(t: TestApp, email: string): Promise<void> {
  await request(t.server).post('/api/subscriptions').send({ email }).expect(200);
  const [row] = await t.database.dataSource.query(`SELECT id, confirm_requested_at FROM subscriptions WHERE email = $1`, [email.trim().toLowerCase()]);
  const token = t.app.get(ConfirmationLinks).token({ id: row.id, requestedAt: row.confirm_requested_at });
  await request(t.server).post('/api/subscriptions/confirm').send({ token }).expect(200);
}
