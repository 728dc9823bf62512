import { JOBS, MAIL_JOB_PRIORITY, SEARCH_ALERTS } from '@caliber/contracts';
import { addressHash, SearchAlertTokens } from '@caliber/db';
import type { Mailbox } from '@caliber/test-stack';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, recipientOf as recipient, startMailStack, tokenOf, type MailStack } from './support/mail-stack.js';
import type { TestApp } from './support/test-app.js';
import { eventually } from './support/worker-process.js';

// docs/security.md, "Mail to strangers": the per-client limit is set high here, so that what holds is the per-address one.
describe('mail to strangers (real SMTP server, real worker)', () => {
  let stack: MailStack;
  let mailbox: Mailbox;
  let t: TestApp;
  let queue: Queue;

  beforeAll(async () => {
    stack = await startMailStack({ app: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
    ({ mailbox, t, queue } = stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const mailsTo = (to: string) => mailbox.messages.filter((mail) => recipient(mail) === to);
  const signUp = (body: object) => request(t.server).post('/api/search-alerts').send(body);
  const subscribe = (email: string) => request(t.server).post('/api/subscriptions').send({ email });
  /** Lets what was queued before it be sent: another address's confirmation, then an empty mail queue. */
  const settle = async (marker: string) => {
    await signUp({ email: marker, q: 'marker' }).expect(201);
    await mailbox.waitFor(1, (mail) => recipient(mail) === marker);
    await eventually(async () => {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
      return Object.values(counts).every((count) => count === 0) ? true : undefined;
    }, 'an empty mail queue');
  };

  it('sends an address at most 3 confirmations a day (alerts and newsletter together), none quoting what the sender typed; every sign-up answers the same', async () => {
    const victim = 'victim@example.com';
    const texts = Array.from({ length: 10 }, (_, i) => `winner${i} claimprize`);
    const answers = [];
    for (const q of texts) answers.push(await signUp({ email: victim, q }).expect(201));
    const newsletter = await subscribe(victim).expect(200);
    expect(newsletter.body).toEqual({ subscribed: true });
    for (const answer of answers) expect(answer.body).toEqual({ requested: true });

    await mailbox.waitFor(3, (mail) => recipient(mail) === victim);
    await settle('marker-a@example.com');
    const mails = mailsTo(victim);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html || ''}`;
      for (const word of ['winner', 'claimprize']) expect(whole).not.toContain(word);
      expect(mail.text).toContain('a search you saved');
      expect(linkIn(mail, '/mail/not-me')).toBeTruthy();
    }
  });

  it('describes a search in the catalogue\'s words: a brand no watch has is left out', async () => {
    await signUp({ email: 'words@example.com', collection: 'luxury-timepieces', filters: { brand: 'omega', price_max: '20000' } }).expect(201);
    await signUp({ email: 'words@example.com', filters: { brand: 'Cheap Pills Online', price_min: '100' } }).expect(201);
    await mailbox.waitFor(2, (mail) => recipient(mail) === 'words@example.com');
    const texts = mailsTo('words@example.com').map((mail) => mail.text ?? '');
    expect(texts.some((text) => text.includes('Luxury Timepieces · Omega · up to $20,000'))).toBe(true);
    expect(texts.some((text) => text.includes('  from $100\n'))).toBe(true);
    for (const text of texts) expect(text).not.toContain('Pills');
  });

  it('refuses the 21st confirmed alert of an address (409, to the link\'s owner only) and sends a full address no confirmation', async () => {
    const email = 'full@example.com';
    const tokens = new SearchAlertTokens(t.config);
    const now = new Date();
    const ids: number[] = [];
    // Stored as the sign-ups store them: the confirmation e-mails would be over the daily cap long before.
    for (let i = 0; i < SEARCH_ALERTS.confirmedPerAddress + 1; i++) {
      const [row]: { id: number }[] = await t.database.dataSource.query(
        `INSERT INTO search_alerts (email, search_text, filters, search_key, confirm_requested_at) VALUES ($1, $2, '', $3, $4) RETURNING id`,
        [email, `watch${i}`, `|watch${i}|`, now],
      );
      ids.push(row.id);
    }
    const confirm = (id: number) => request(t.server).post('/api/search-alerts/confirm').send({ token: tokens.confirmation({ id, requestedAt: now }) });
    for (const id of ids.slice(0, -1)) await confirm(id).expect(200, { confirmed: true });
    const refused = await confirm(ids.at(-1)!).expect(409);
    expect(refused.body).toMatchObject({ error: 'conflict', message: expect.stringContaining('20 search alerts already') });
    // Confirming one of the 20 again still answers as before.
    await confirm(ids[0]).expect(200, { confirmed: true });

    const answer = await signUp({ email, q: 'one more' }).expect(201);
    expect(answer.body).toEqual({ requested: true });
    await settle('marker-b@example.com');
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('never writes again to an address that said "this was not me", and keeps only its hash', async () => {
    const email = 'stranger@example.com';
    await signUp({ email, q: 'daytona' }).expect(201);
    const [confirmation] = await mailbox.waitFor(1, (mail) => recipient(mail) === email);
    const link = linkIn(confirmation, '/mail/not-me')!;
    expect(new URL(link).search).toBe('');
    const page = await request(t.server).get(new URL(link).pathname).expect(200);
    expect(page.text).toContain('noindex');

    const notMe = (token: string) => request(t.server).post('/api/mail/not-me').send({ token });
    await notMe(`${tokenOf(link).slice(0, -2)}xx`).expect(400);
    await notMe(tokenOf(link)).expect(200, { recorded: true });
    await notMe(tokenOf(link)).expect(200, { recorded: true });
    const stored: { address_hash: string }[] = await t.database.dataSource.query('SELECT address_hash FROM mail_suppressions');
    expect(stored).toEqual([{ address_hash: addressHash(email) }]);

    // Sign-ups answer as ever; a new manage link is asked for; a confirmation queued before (as if) is dropped by the worker.
    await signUp({ email, q: 'submariner' }).expect(201, { requested: true });
    await subscribe(email).expect(200, { subscribed: true });
    const manageToken = tokenOf(linkIn(confirmation, '/search-alerts/manage')!);
    await request(t.server).post('/api/search-alerts/manage-link').send({ token: manageToken }).expect(202);
    const [alert]: { id: number }[] = await t.database.dataSource.query('SELECT id FROM search_alerts WHERE email = $1 ORDER BY id LIMIT 1', [email]);
    const queued = await queue.add(JOBS.confirmSearchAlert, { alertId: alert.id, confirmUrl: 'http://example.invalid/confirm' });
    await eventually(async () => ((await queue.getJob(queued.id!))?.returnvalue?.outcome === 'skipped' ? true : undefined), 'the queued confirmation skipped');

    await settle('marker-c@example.com');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("queues the dealer's alerts before the mails collectors ask for", () => {
    for (const job of [JOBS.confirmSubscriber, JOBS.confirmSearchAlert, JOBS.welcomeSubscriber, JOBS.searchAlertDigest, JOBS.searchAlertManageLink]) {
      expect(MAIL_JOB_PRIORITY[JOBS.inquiryAlert]).toBeLessThan(MAIL_JOB_PRIORITY[job]);
    }
  });
});
