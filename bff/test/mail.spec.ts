import { inquiryAlertJobId, linkToken, MAIL_RETRY } from '@caliber/contracts';
import { InquiryEntity } from '@caliber/db';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import { Job, Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';
import { ConfirmationLinks } from '../src/subscriptions/confirmation-links.js';

const NOTIFY_EMAIL = 'shop@example.com';
const MAIL_FROM = 'Caliber Alerts <alerts@example.com>';

describe('e-mail alerts and the newsletter double opt-in (real SMTP server, real worker)', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let watchId: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    env = { SMTP_URL: mailbox.url, NOTIFY_EMAIL, MAIL_FROM };
    t = await startTestApp(env);
    ({ watches: [{ id: watchId }] } = await seedFixtures(t.database.dataSource));
    agent = await signedInAgent(t);
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await mailbox?.stop();
  });

  const alertsTo = (subject: string) => mailbox.messages.filter((mail) => mail.subject === subject);

  it('sends the operator exactly one e-mail per inquiry, contact message and trade-in request, replying to the customer', async () => {
    // The subject and the text come from the stored answers, not from the message sent with them.
    const tradeIn = { message: 'Trade-in request\nCurrent watch: words nobody reads', currentWatchBrand: 'Omega', currentWatchModel: 'Speedmaster Professional' };
    const sent = [
      { body: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 214 555 0100', message: 'Is it still available?', watchId }, subject: 'Watch inquiry: Rolex Submariner Date (Ref. 126610LN) from Ada Lovelace' },
      { body: { name: 'Bo', email: 'bo@example.com', message: 'Do you buy <b>vintage</b>?', watchId: 1, kind: 'contact' }, subject: 'Contact message from Bo' },
      {
        body: { name: 'Cy', email: 'cy@example.com', phone: '', ...tradeIn, watchId: 1, kind: 'trade-in' },
        subject: 'Trade-in request: Omega Speedmaster Professional from Cy',
        text: 'Current watch: Omega Speedmaster Professional\nYear: Not specified',
      },
    ];
    for (const { body } of sent) await request(t.server).post('/api/inquiries').send(body).expect(201);

    await mailbox.waitFor(3, (mail) => sent.some(({ subject }) => mail.subject === subject));
    for (const { body, subject, text } of sent) {
      const [mail, ...more] = alertsTo(subject);
      expect(more).toEqual([]);
      expect(mail.to && 'text' in mail.to ? mail.to.text : mail.to).toBe(NOTIFY_EMAIL);
      expect(mail.from?.value).toEqual([{ name: 'Caliber Alerts', address: 'alerts@example.com' }]);
      expect(mail.replyTo?.value).toEqual([{ name: body.name, address: body.email }]);
      expect(mail.text).toContain(text ?? body.message);
      expect(mail.html).toBe(false);
    }
    expect(alertsTo(sent[0].subject)[0].text).toContain('Phone: +1 214 555 0100');
    expect(alertsTo(sent[2].subject)[0].text).not.toContain('words nobody reads');
    const alerted = await t.database.dataSource.getRepository(InquiryEntity).find();
    expect(alerted.every((inquiry) => inquiry.alertedAt instanceof Date)).toBe(true);
  });

  it('says on the dashboard that alerts are on', async () => {
    expect((await agent.get('/api/admin/stats').expect(200)).body).toMatchObject({ emailAlerts: true, newInquiries: 3 });
  });

  it('with the mail server down: answers 201, lists the inquiry, and the e-mail arrives once the server is back', async () => {
    await mailbox.stop();
    const { body } = await request(t.server).post('/api/inquiries').send({ name: 'Di', email: 'di@example.com', message: 'While the server is down', kind: 'contact' }).expect(201);
    const list = await agent.get('/api/admin/inquiries?status=new').expect(200);
    expect(list.body.items[0]).toMatchObject({ id: body.id, name: 'Di', status: 'new' });
    await eventually(async () => (worker.output().includes(`(inquiry-alert) failed on attempt 1`) ? true : undefined), 'a failed attempt to send');
    expect(alertsTo('Contact message from Di')).toEqual([]);
    const queue = new Queue('mail', { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
    try {
      const stored = await t.database.dataSource.getRepository(InquiryEntity).findOneByOrFail({ id: body.id });
      const job = await Job.fromId(queue, inquiryAlertJobId(stored));
      expect(job?.opts).toMatchObject({ attempts: MAIL_RETRY.attempts, backoff: { delay: MAIL_RETRY.baseDelayMs } });
    } finally {
      await queue.close();
    }

    await mailbox.start();
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Di');
    expect(alertsTo('Contact message from Di')).toHaveLength(1);
  });

  it('at its next start, sends the alert of a message stored while Redis was down, and no alert twice', async () => {
    // What a post leaves while Redis is down: the message stored, no job queued.
    const inquiries = t.database.dataSource.getRepository(InquiryEntity);
    const stored = await inquiries.save({ kind: 'contact', name: 'Ed', email: 'ed@example.com', message: 'Stored while Redis was down' });
    await worker.stop();
    worker = await startWorker(t, env);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Ed');
    // The worker marks the message alerted once the server has taken the e-mail, which the mailbox may see first.
    await expect.poll(async () => (await inquiries.findOneByOrFail({ id: stored.id })).alertedAt).toBeInstanceOf(Date);
    for (const subject of ['Contact message from Bo', 'Contact message from Di', 'Contact message from Ed']) expect(alertsTo(subject)).toHaveLength(1);
  });

  it('after a database restore, alerts an inquiry stored under an id whose finished job Redis still keeps', async () => {
    const inquiries = t.database.dataSource.getRepository(InquiryEntity);
    const before = await request(t.server).post('/api/inquiries').send({ name: 'Flo', email: 'flo@example.com', message: 'Before the restore', kind: 'contact' }).expect(201);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Flo');
    // What restoring a dump taken before it leaves: the row gone and its id handed out again, while Redis keeps the job.
    await inquiries.delete({ id: before.body.id });
    await t.database.dataSource.query(`SELECT setval(pg_get_serial_sequence('inquiries', 'id'), $1, false)`, [before.body.id]);
    const after = await request(t.server).post('/api/inquiries').send({ name: 'Gus', email: 'gus@example.com', message: 'After the restore', kind: 'contact' }).expect(201);
    expect(after.body.id).toBe(before.body.id);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Gus');
  });

  const CONFIRM_SUBJECT = 'Confirm your subscription to the Caliber newsletter';
  const WELCOME_SUBJECT = 'Welcome to the Caliber newsletter';
  const recipient = (mail: (typeof mailbox.messages)[number]) => (mail.to && 'text' in mail.to ? mail.to.text : null);
  const mailsTo = (subject: string, to: string) => mailbox.messages.filter((mail) => mail.subject === subject && recipient(mail) === to);
  const linkIn = (mail: { text?: string }, path: string) => new RegExp(`(http://\\S+${path}[?#]token=\\S+)`).exec(mail.text ?? '')?.[1];
  /** The token of a link as its page reads it: the fragment first, then the query. */
  const tokenOf = (link: string | undefined) => linkToken(new URL(link!).search, new URL(link!).hash)!;
  /**
   * Lets any e-mail a request might have queued arrive: the sign-up of another address is queued after it, and once
   * that one is in the mailbox, the mail queue is left with no job waiting or running (the search alerts' scheduled
   * job stays delayed).
   */
  const settle = async (marker: string) => {
    await request(t.server).post('/api/subscriptions').send({ email: marker }).expect(200);
    await mailbox.waitFor(1, (mail) => mail.subject === CONFIRM_SUBJECT && recipient(mail) === marker);
    const queue = new Queue('mail', { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
    try {
      await expect.poll(() => queue.getJobCounts('waiting', 'prioritized', 'active'), { timeout: 30_000 }).toEqual({ waiting: 0, prioritized: 0, active: 0 });
    } finally {
      await queue.close();
    }
  };
  const listed = async () => ((await agent.get('/api/admin/subscriptions').expect(200)).body as { email: string; unsubscribedAt: string | null }[]);
  let confirmToken: string;
  let unsubscribeToken: string;

  it('stores a sign-up as pending and sends one confirmation e-mail; a second sign-up sends nothing and answers the same', async () => {
    const first = await request(t.server).post('/api/subscriptions').send({ email: 'Collector@Example.com' }).expect(200);
    const again = await request(t.server).post('/api/subscriptions').send({ email: 'collector@example.com' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    const [confirmation] = await mailbox.waitFor(1, (mail) => mail.subject === CONFIRM_SUBJECT);
    expect(recipient(confirmation)).toBe('collector@example.com');
    const link = linkIn(confirmation, '/confirm-subscription');
    expect(link?.startsWith(`${t.config.publicUrl}/confirm-subscription?token=`)).toBe(true);
    confirmToken = tokenOf(link);

    // Pending: not on the list, not in the export, no welcome.
    expect(await listed()).toEqual([]);
    expect((await agent.get('/api/admin/subscriptions.csv').expect(200)).text).not.toContain('collector@example.com');
    await settle('marker1@example.com');
    expect(mailsTo(CONFIRM_SUBJECT, 'collector@example.com')).toHaveLength(1);
    expect(mailbox.messages.filter((mail) => mail.subject === WELCOME_SUBJECT)).toEqual([]);
  });

  it('puts the address on the list when its link is confirmed, welcomes it once, and a later sign-up sends nothing', async () => {
    await request(t.server).post('/api/subscriptions/confirm').send({ token: confirmToken }).expect(200, { confirmed: true });
    await request(t.server).post('/api/subscriptions/confirm').send({ token: confirmToken }).expect(200, { confirmed: true });
    const [welcome] = await mailbox.waitFor(1, (mail) => mail.subject === WELCOME_SUBJECT);
    expect(recipient(welcome)).toBe('collector@example.com');
    expect(await listed()).toEqual([expect.objectContaining({ email: 'collector@example.com', unsubscribedAt: null })]);
    expect((await agent.get('/api/admin/subscriptions.csv').expect(200)).text).toContain('collector@example.com');

    await request(t.server).post('/api/subscriptions').send({ email: 'collector@example.com' }).expect(200, { subscribed: true });
    await settle('marker2@example.com');
    expect(mailsTo(CONFIRM_SUBJECT, 'collector@example.com')).toHaveLength(1);
    expect(mailsTo(WELCOME_SUBJECT, 'collector@example.com')).toHaveLength(1);

    const link = linkIn(welcome, '/unsubscribe');
    // The token in the fragment, which no request carries, so no log keeps it (docs/security.md).
    expect(link?.startsWith(`${t.config.publicUrl}/unsubscribe#token=`)).toBe(true);
    expect(welcome.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${link}>`);
    unsubscribeToken = tokenOf(link);
  });

  it('unsubscribes with the signed link in one call, and the confirmation link cannot put the address back', async () => {
    await request(t.server).post('/api/unsubscribe').send({ token: unsubscribeToken }).expect(200, { unsubscribed: true });
    await request(t.server).post('/api/unsubscribe').send({ token: unsubscribeToken }).expect(200);
    const [subscriber] = await listed();
    expect(subscriber).toMatchObject({ email: 'collector@example.com', unsubscribedAt: expect.any(String) });
    expect((await agent.get('/api/admin/subscriptions.csv').expect(200)).text).not.toContain('collector@example.com');

    const res = await request(t.server).post('/api/subscriptions/confirm').send({ token: confirmToken }).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_input', message: expect.stringContaining('This confirmation link is not valid or has expired') });
    expect((await listed())[0].unsubscribedAt).toEqual(expect.any(String));
  });

  it('refuses a forged or altered token with a message saying what to do', async () => {
    const [subscriber] = (await agent.get('/api/admin/subscriptions').expect(200)).body;
    for (const token of [`${subscriber.id}.AAAAAAAAAAAAAAAAAAAAAA`, 'nonsense', `${subscriber.id + 1}.${'x'.repeat(22)}`]) {
      const res = await request(t.server).post('/api/unsubscribe').send({ token }).expect(400);
      expect(res.body).toEqual({ error: 'invalid_input', message: expect.stringContaining('This unsubscribe link is not valid'), requestId: expect.any(String) });
    }
    await request(t.server).post('/api/unsubscribe').send({}).expect(400);
    const [id, time, mac] = confirmToken.split('.');
    const later = (parseInt(time, 36) + 1).toString(36);
    for (const token of [`${id}.${time}.AAAAAAAAAAAAAAAAAAAAAA`, `${id}.${later}.${mac}`, `${Number(id) + 1}.${time}.${mac}`, 'nonsense']) {
      const res = await request(t.server).post('/api/subscriptions/confirm').send({ token }).expect(400);
      expect(res.body).toEqual({ error: 'invalid_input', message: expect.stringContaining('This confirmation link is not valid'), requestId: expect.any(String) });
    }
    await request(t.server).post('/api/subscriptions/confirm').send({}).expect(400);
  });

  it('asks an address that left for a new confirmation before it is on the list again', async () => {
    await request(t.server).post('/api/subscriptions').send({ email: 'collector@example.com' }).expect(200);
    await mailbox.waitFor(2, (mail) => mail.subject === CONFIRM_SUBJECT && recipient(mail) === 'collector@example.com');
    const [, second] = mailsTo(CONFIRM_SUBJECT, 'collector@example.com');
    expect((await listed())[0].unsubscribedAt).toEqual(expect.any(String));
    expect(mailsTo(WELCOME_SUBJECT, 'collector@example.com')).toHaveLength(1);

    await request(t.server).post('/api/subscriptions/confirm').send({ token: tokenOf(linkIn(second, '/confirm-subscription')) }).expect(200);
    expect((await listed())[0].unsubscribedAt).toBeNull();
    await mailbox.waitFor(2, (mail) => mail.subject === WELCOME_SUBJECT && recipient(mail) === 'collector@example.com');
  });

  it('refuses a confirmation link older than 7 days, and the worker forgets sign-ups left unconfirmed that long', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    const [{ id }] = await t.database.dataSource.query(
      `INSERT INTO subscriptions (email, created_at, confirm_requested_at) VALUES ('late@example.com', $1, $1) RETURNING id`,
      [eightDaysAgo],
    );
    const links = t.app.get(ConfirmationLinks);
    const res = await request(t.server).post('/api/subscriptions/confirm').send({ token: links.token({ id, requestedAt: eightDaysAgo }) }).expect(400);
    expect(res.body.message).toContain('has expired');

    await worker.stop();
    worker = await startWorker(t, env);
    await eventually(async () => ((await t.database.dataSource.query(`SELECT 1 FROM subscriptions WHERE id = $1`, [id])).length === 0 ? true : undefined), 'the lapsed sign-up forgotten');
    expect((await t.database.dataSource.query(`SELECT email FROM subscriptions WHERE email = 'collector@example.com'`)).length).toBe(1);
  });
});
