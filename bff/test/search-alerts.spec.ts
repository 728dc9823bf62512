import { JOBS, SEARCH_ALERTS } from '@caliber/contracts';
import { LinkSigner, SearchAlertTokens } from '@caliber/db';
import type { Mailbox } from '@caliber/test-stack';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, recipientOf as recipient, startMailStack, tokenOf, type MailStack } from './support/mail-stack.js';
import { signedInAgent } from './support/operator.js';
import type { TestApp } from './support/test-app.js';
import { eventually } from './support/worker-process.js';

const CONFIRM_SUBJECT = 'Confirm your Caliber search alert';

describe('search alerts (real SMTP server, real worker)', () => {
  let stack: MailStack;
  let mailbox: Mailbox;
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionIds: number[];
  let queue: Queue;

  beforeAll(async () => {
    stack = await startMailStack({ worker: { SEARCH_ALERTS_EVERY_SECONDS: '1' } });
    ({ mailbox, t, queue, collectionIds } = stack);
    agent = await signedInAgent(t);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const mailsTo = (to: string, subject?: (subject: string) => boolean) =>
    mailbox.messages.filter((mail) => recipient(mail) === to && (!subject || subject(mail.subject ?? '')));
  const isDigest = (subject: string) => subject.includes('match');
  /** A manage or unsubscribe link carries its token in the fragment only, which no request (and no log) carries. */
  const expectTokenInFragment = (link: string | undefined) => {
    const url = new URL(link!);
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBeTruthy();
  };
  const manage = (token: string) => request(t.server).post('/api/search-alerts/manage').send({ token });
  const signUp = (body: object) => request(t.server).post('/api/search-alerts').send(body);
  /** Lets any e-mail queued before it arrive: another address's confirmation, queued after it. */
  const settle = async (marker: string) => {
    await signUp({ email: marker, q: 'marker' }).expect(201);
    await mailbox.waitFor(1, (mail) => recipient(mail) === marker);
  };
  /** Waits for a run of the matching that started after `time`. */
  const matchedSince = (time: number) =>
    eventually(async () => {
      const runs = await queue.getJobs(['completed']);
      return runs.some((job) => job.name === JOBS.matchSearchAlerts && (job.processedOn ?? 0) > time) ? true : undefined;
    }, 'a run of the search alerts matching');

  const OMEGA_UNDER_20K = { brand: 'Omega', price_max: '20000' };
  let confirmToken: string;
  let manageToken: string;

  it.each([
    [{ email: 'not-an-address', q: 'omega' }, 'valid email'],
    [{ email: 'a@example.com', filters: { colour: 'blue' } }, '"colour" is not a filter'],
    [{ email: 'a@example.com', filters: { price_min: 'cheap' } }, 'The lowest price (price_min)'],
    [{ email: 'a@example.com', q: 'x'.repeat(101) }, 'at most 100 characters'],
    [{ email: 'a@example.com', filters: { sort: 'price-low' } }, 'Give a search text, a filter or a collection'],
    [{ email: 'a@example.com', q: 'omega', collection: 'no-such-collection' }, 'No collection has the slug'],
  ])('answers bad input 400 saying what to fix: %j', async (body, message) => {
    const res = await signUp(body).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_input', message: expect.stringContaining(message) });
  });

  it('answers a sign-up 201 and sends one confirmation e-mail; a second sign-up answers the same and sends nothing', async () => {
    const first = await signUp({ email: 'Collector@Example.com', collection: 'luxury-timepieces', filters: { ...OMEGA_UNDER_20K, sort: 'price-low' } }).expect(201);
    const again = await signUp({ email: 'collector@example.com', collection: 'luxury-timepieces', filters: OMEGA_UNDER_20K }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ requested: true });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    const [confirmation] = await mailbox.waitFor(1, (mail) => mail.subject === CONFIRM_SUBJECT && recipient(mail) === 'collector@example.com');
    expect(confirmation.text).toContain('Luxury Timepieces · Omega · up to $20,000');
    const link = linkIn(confirmation, '/search-alerts/confirm');
    expect(link?.startsWith(`${t.config.publicUrl}/search-alerts/confirm?token=`)).toBe(true);
    confirmToken = tokenOf(link);
    const manageLink = linkIn(confirmation, '/search-alerts/manage');
    expectTokenInFragment(manageLink);
    manageToken = tokenOf(manageLink);

    // Another address asks for the same search and never confirms.
    await signUp({ email: 'pending@example.com', collection: 'luxury-timepieces', filters: OMEGA_UNDER_20K }).expect(201);
    await settle('marker1@example.com');
    expect(mailsTo('collector@example.com')).toHaveLength(1);
    expect(mailsTo('pending@example.com')).toHaveLength(1);
  });

  it('serves the confirmation and manage pages, which act only on a button press', async () => {
    for (const path of ['/search-alerts/confirm', '/search-alerts/manage', '/search-alerts/unsubscribe']) {
      const page = await request(t.server).get(`${path}?token=${confirmToken}`).expect(200);
      expect(page.text).toContain('noindex');
    }
    const managed = await manage(manageToken).expect(200);
    expect(managed.headers['cache-control']).toBe('no-store');
    const [alert] = managed.body.alerts;
    expect(alert).toMatchObject({ confirmed: false, searchPath: '/collection/luxury-timepieces?brand=Omega&price_max=20000' });
  });

  it('confirms by the link (twice is fine), refuses a forged token, and lists the search in the back office', async () => {
    await request(t.server).post('/api/search-alerts/confirm').send({ token: confirmToken }).expect(200, { confirmed: true });
    await request(t.server).post('/api/search-alerts/confirm').send({ token: confirmToken }).expect(200, { confirmed: true });
    const forged = await request(t.server).post('/api/search-alerts/confirm').send({ token: `${confirmToken.slice(0, -2)}xx` }).expect(400);
    expect(forged.body.message).toContain('not valid or has expired');
    const groups = (await agent.get('/api/admin/search-alerts').expect(200)).body;
    expect(groups).toContainEqual(
      expect.objectContaining({ description: 'Luxury Timepieces · Omega · up to $20,000', confirmedAddresses: 1, pendingAddresses: 1 }),
    );
    await request(t.server).get('/api/admin/search-alerts').expect(401);

    // A search by text, on the search page, the brand misspelt: confirmed too.
    await signUp({ email: 'diver@example.com', q: 'Omgea Seamaster' }).expect(201);
    const [confirmation] = await mailbox.waitFor(1, (mail) => mail.subject === CONFIRM_SUBJECT && recipient(mail) === 'diver@example.com');
    await request(t.server).post('/api/search-alerts/confirm').send({ token: tokenOf(linkIn(confirmation, '/search-alerts/confirm')) }).expect(200);
  });

  it('e-mails the confirmed address once when a matching watch is added, with its name, price, picture and link; the unconfirmed one gets nothing', async () => {
    const body = {
      brand: 'Omega',
      model: 'Seamaster Diver 300M',
      reference: '210.30.42.20.03.001',
      price: '5400',
      movement: 'Automatic',
      caseMaterial: 'Stainless Steel',
      caseSize: '42 mm',
      condition: 'Excellent',
      year: 2021,
      description: 'Full set.',
      imageUrl: '/uploads/seamaster.jpg',
      imageGallery: '/uploads/seamaster.jpg',
      collectionId: collectionIds[0],
      featured: false,
      slug: 'omega-seamaster-diver-300m',
    };
    await agent.post('/api/admin/watches').send(body).expect(201);
    // Not matching: another brand, and an Omega over the price.
    await agent.post('/api/admin/watches').send({ ...body, brand: 'Tudor', slug: 'tudor-seamaster' }).expect(201);
    await agent.post('/api/admin/watches').send({ ...body, price: '25000', slug: 'omega-dear-seamaster' }).expect(201);

    const [digest] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'collector@example.com' && isDigest(mail.subject ?? ''));
    const added = Date.now();
    expect(digest.subject).toBe('A new watch matches your search: Luxury Timepieces · Omega · up to $20,000');
    expect(digest.text).toContain(`Omega Seamaster Diver 300M Ref. 210.30.42.20.03.001, $5,400: ${t.config.publicUrl}/watch/omega-seamaster-diver-300m`);
    expect(digest.text).not.toContain('tudor-seamaster');
    expect(digest.text).not.toContain('omega-dear-seamaster');
    expect(digest.html).toContain(`<img src="${t.config.publicUrl}/uploads/seamaster.jpg"`);
    const unsubscribe = linkIn(digest, '/search-alerts/unsubscribe');
    expectTokenInFragment(unsubscribe);
    expectTokenInFragment(linkIn(digest, '/search-alerts/manage'));
    expect(digest.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${unsubscribe}>`);

    // The text alert gets the new watches the storefront search's rule finds for it, the misspelt brand
    // forgiven, whatever their price (those added after a run wait for the next day's e-mail).
    const [byText] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'diver@example.com' && isDigest(mail.subject ?? ''));
    expect(byText.subject).toMatch(/^(A new watch matches|2 new watches match) your search: "omgea seamaster"$/);
    expect(byText.text).toContain('/watch/omega-seamaster-diver-300m');
    expect(byText.text).not.toContain('tudor-seamaster');

    await matchedSince(added);
    await settle('marker2@example.com');
    expect(mailsTo('collector@example.com', isDigest)).toHaveLength(1);
    expect(mailsTo('pending@example.com')).toHaveLength(1);

    // The unsubscribe link works without signing in, twice too; the alert is gone from the address's page.
    await request(t.server).post('/api/search-alerts/unsubscribe').send({ token: tokenOf(unsubscribe) }).expect(200, { deleted: true });
    await request(t.server).post('/api/search-alerts/unsubscribe').send({ token: tokenOf(unsubscribe) }).expect(200, { deleted: true });
    const managed = (await manage(manageToken).expect(200)).body;
    expect(managed).toEqual({ email: 'collector@example.com', alerts: [] });
  });

  it('lets the manage page delete an alert of its address only', async () => {
    await signUp({ email: 'collector@example.com', q: 'Speedmaster' }).expect(201);
    const [mine] = (await manage(manageToken).expect(200)).body.alerts;
    expect(mine).toMatchObject({ description: '"speedmaster"', searchPath: '/search?q=speedmaster', confirmed: false });
    await request(t.server).delete(`/api/search-alerts/${mine.id}`).send({ token: 'nope.nope' }).expect(400);
    await request(t.server).delete(`/api/search-alerts/${mine.id}`).send({ token: manageToken }).expect(200, { deleted: true });
    expect((await manage(manageToken).expect(200)).body.alerts).toEqual([]);
  });

  it('refuses a manage link more than 30 days old (410) and one from before links had a time, and mails a new link on request', async () => {
    await signUp({ email: 'old-link@example.com', q: 'Daytona' }).expect(201);
    await mailbox.waitFor(1, (mail) => mail.subject === CONFIRM_SUBJECT && recipient(mail) === 'old-link@example.com');
    // Signed here, through the same code as the e-mails' links, only issued long ago.
    const tokens = new SearchAlertTokens(t.config);
    const issuedAt = (msAgo: number) => new Date(Date.now() - msAgo);
    const fresh = tokens.manage('old-link@example.com', issuedAt(SEARCH_ALERTS.manageLinkMs - 3600_000));
    const expired = tokens.manage('old-link@example.com', issuedAt(SEARCH_ALERTS.manageLinkMs + 3600_000));
    const untimed = `${Buffer.from('old-link@example.com').toString('base64url')}.${new LinkSigner(t.config, 'search-alert-links').mac('manage:old-link@example.com')}`;
    expect((await manage(fresh).expect(200)).body.email).toBe('old-link@example.com');
    for (const token of [expired, untimed]) {
      const refused = await manage(token).expect(410);
      expect(refused.body).toMatchObject({ error: 'gone', message: expect.stringContaining('more than 30 days old') });
      await request(t.server).delete('/api/search-alerts/1').send({ token }).expect(410);
    }
    // A forged one is no link at all: no new link for it.
    await request(t.server).post('/api/search-alerts/manage-link').send({ token: `${expired.slice(0, -2)}xx` }).expect(400);

    await request(t.server).post('/api/search-alerts/manage-link').send({ token: expired }).expect(202, { sent: true });
    const [renewed] = await mailbox.waitFor(1, (mail) => mail.subject === 'Your Caliber search alerts' && recipient(mail) === 'old-link@example.com');
    const link = linkIn(renewed, '/search-alerts/manage');
    expectTokenInFragment(link);
    expect((await manage(tokenOf(link)).expect(200)).body.alerts).toEqual([expect.objectContaining({ description: '"daytona"' })]);
  });
});
