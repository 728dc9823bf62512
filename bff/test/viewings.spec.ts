import { addDays, DEFAULT_VIEWING_SETTINGS, JOBS, linkToken, QUEUES, viewingReminderJobId, zonedDate, zoneLabel, type ViewingSettings, type ViewingSlot } from '@caliber/contracts';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import { Queue } from 'bullmq';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

const ZONE = 'America/Chicago';
const BOOKED_SUBJECT = 'Your Caliber viewing is booked';
const MOVED_SUBJECT = 'Your Caliber viewing has a new time';
const REMINDER_SUBJECT = 'Your Caliber viewing is tomorrow';
const CANCELLED_SUBJECT = 'Your Caliber viewing is cancelled';
type Mail = Mailbox['messages'][number];

/** Open every day (Sunday too, for the spring change falls on one), a year ahead. */
const SETTINGS: ViewingSettings = { ...DEFAULT_VIEWING_SETTINGS, hours: { ...DEFAULT_VIEWING_SETTINGS.hours, sun: { open: '10:00', close: '12:00' } }, bookAheadDays: 365 };

/** The first date from today whose noon in Chicago has a different zone name than the day before's: a daylight-saving change. */
function nextChange(kind: 'CDT' | 'CST'): string {
  let date = zonedDate(Date.now(), ZONE);
  const noon = (day: string) => zoneLabel(ZONE, Date.parse(`${day}T18:00:00Z`));
  while (!(noon(date) === kind && noon(addDays(date, -1)) !== kind)) date = addDays(date, 1);
  return date;
}

describe('viewings (real PostgreSQL, Redis, SMTP server and worker)', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let queue: Queue;
  let watchId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const env = { SMTP_URL: mailbox.url, BUSINESS_TIMEZONE: ZONE };
    t = await startTestApp({ ...env, PUBLIC_WRITES_PER_MINUTE: '1000' });
    const { watches } = await seedFixtures(t.database.dataSource);
    watchId = watches[0].id;
    agent = await signedInAgent(t);
    worker = await startWorker(t, { ...env, PUBLIC_URL: t.config.publicUrl });
    queue = new Queue(QUEUES.mail, { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
    await agent.put('/api/admin/viewings/settings').send(SETTINGS).expect(200);
  });
  afterAll(async () => {
    await queue?.close();
    await worker?.stop();
    await t?.close();
    await mailbox?.stop();
  });

  const recipient = (mail: Mail) => (mail.to && 'text' in mail.to ? mail.to.text : null);
  const mailsTo = (to: string, subject?: string) => mailbox.messages.filter((mail) => recipient(mail) === to && (!subject || mail.subject === subject));
  const linkIn = (mail: Mail, path: string) => new RegExp(`(http://\\S+${path}#token=[^\\s"]+)`).exec(mail.text ?? '')?.[1];
  const tokenOf = (link: string | undefined) => linkToken(new URL(link!).search, new URL(link!).hash)!;
  const slots = async (from: string, days: number): Promise<ViewingSlot[]> => (await request(t.server).get(`/api/viewings/slots?from=${from}&days=${days}`).expect(200)).body.slots;
  const book = (body: object) => request(t.server).post('/api/viewings').send({ name: 'Ada Collector', phone: '+1 214 555 0100', ...body });
  /** A free slot at least two days ahead, so that its reminder is a delayed job. */
  const laterSlot = async (skip = 0) => (await slots(addDays(zonedDate(Date.now(), ZONE), 2), 7))[skip];

  it('answers bad input 400/404 with what to fix, never 500', async () => {
    for (const query of ['from=2026-02-30&days=3', 'from=tomorrow&days=3', 'from=2026-03-01&days=0', 'from=2026-03-01&days=99', 'days=3']) {
      const res = await request(t.server).get(`/api/viewings/slots?${query}`).expect(400);
      expect(res.body).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
    }
    const slot = await laterSlot();
    const off = new Date(Date.parse(slot.start) + 17 * 60_000).toISOString();
    expect((await book({ start: off, email: 'a@example.com' }).expect(400)).body.message).toContain('not a free viewing slot');
    expect((await book({ start: slot.start, email: 'a@example.com', watchId: 999_999 }).expect(404)).body.error).toBe('not_found');
    expect((await book({ start: slot.start, email: 'not-an-address' }).expect(400)).body.message).toContain('email');
    expect((await book({ start: slot.start, email: 'a@example.com', phone: '' }).expect(400)).body.message).toContain('phone');
    await request(t.server).post('/api/viewings/cancel').send({ token: '1.forged' }).expect(400);
    await request(t.server).get('/api/admin/viewings').expect(401);
    expect((await agent.post('/api/admin/viewings/999999/cancel').expect(404)).body.error).toBe('not_found');
    const bad = await agent.put('/api/admin/viewings/settings').send({ ...SETTINGS, hours: { ...SETTINGS.hours, mon: { open: '18:00', close: '10:00' } } }).expect(400);
    expect(bad.body.message).toContain('close after they open');
  });

  it('lists the slots across both daylight-saving changes at the same local times, their UTC start moving by an hour', async () => {
    const spring = nextChange('CDT');
    const springSlots = await slots(addDays(spring, -1), 2);
    const first = (date: string) => springSlots.find((slot) => slot.date === date)!;
    // Saturday before: 11:00 CST (UTC-6); the Sunday of the change: 10:00 CDT (UTC-5).
    expect(first(addDays(spring, -1))).toMatchObject({ time: '11:00', start: `${addDays(spring, -1)}T17:00:00.000Z` });
    expect(first(spring)).toMatchObject({ time: '10:00', start: `${spring}T15:00:00.000Z`, end: `${spring}T16:00:00.000Z` });
    const fall = nextChange('CST');
    const fallSlots = await slots(addDays(fall, -1), 2);
    expect(fallSlots.find((slot) => slot.date === addDays(fall, -1))).toMatchObject({ time: '11:00', start: `${addDays(fall, -1)}T16:00:00.000Z` });
    expect(fallSlots.find((slot) => slot.date === fall)).toMatchObject({ time: '10:00', start: `${fall}T16:00:00.000Z` });
  });

  it('gives one slot to one of two collectors booking it at the same moment: one 201, one 409', async () => {
    const slot = await laterSlot();
    const answers = await Promise.all([book({ start: slot.start, email: 'first@example.com' }), book({ start: slot.start, email: 'second@example.com' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body).toMatchObject({ error: 'conflict', message: expect.stringContaining('just booked') });
    expect((await slots(slot.date, 1)).map(({ start }) => start)).not.toContain(slot.start);
  });

  it('mails an .ics invitation that a calendar parser reads at the right UTC start, across a daylight-saving change', async () => {
    const spring = nextChange('CDT');
    const [slot] = (await slots(addDays(spring, 1), 1)).filter(({ time }) => time === '10:00');
    const booked = await book({ start: slot.start, email: 'ics@example.com', watchId }).expect(201);
    expect(booked.body).toMatchObject({ start: `${addDays(spring, 1)}T15:00:00.000Z` });
    const [mail] = await mailbox.waitFor(1, (found) => recipient(found) === 'ics@example.com' && found.subject === BOOKED_SUBJECT);
    expect(mail.text).toContain('Rolex Submariner Date (Ref. 126610LN)');
    expect(mail.text).toContain('10:00 AM CDT');
    const ics = mail.attachments.find((file) => file.filename === 'viewing.ics')!.content.toString();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe(ZONE);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
    expect(event.summary).toContain('Rolex Submariner Date');
    ICAL.TimezoneService.reset();
  });

  it('queues the reminder as a delayed job and drops it when the collector cancels; a cancelled viewing is sent no reminder', async () => {
    const slot = await laterSlot(1);
    const { id } = (await book({ start: slot.start, email: 'cancels@example.com' }).expect(201)).body;
    const reminderId = viewingReminderJobId(id, new Date(slot.start));
    expect(await (await queue.getJob(reminderId))?.getState()).toBe('delayed');
    const [confirmation] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'cancels@example.com' && mail.subject === BOOKED_SUBJECT);
    const token = tokenOf(linkIn(confirmation, '/viewings/cancel'));
    expect(linkIn(confirmation, '/viewings/reschedule')).toBeTruthy();
    expect((await request(t.server).post('/api/viewings/manage').send({ token }).expect(200)).body).toMatchObject({ id, status: 'booked', watch: null });

    await request(t.server).post('/api/viewings/cancel').send({ token }).expect(200, { cancelled: true });
    await request(t.server).post('/api/viewings/cancel').send({ token }).expect(200, { cancelled: true });
    expect(await queue.getJob(reminderId)).toBeUndefined();
    await mailbox.waitFor(1, (mail) => recipient(mail) === 'cancels@example.com' && mail.subject === CANCELLED_SUBJECT);
    expect((await slots(slot.date, 1)).map(({ start }) => start)).toContain(slot.start);

    // Even a reminder that runs after the cancel (queued before it, say) checks the viewing and sends nothing...
    await queue.add(JOBS.viewingReminder, { viewingId: id, start: slot.start }, { jobId: `${reminderId}-late` });
    const outcome = await eventually(async () => (await queue.getJob(`${reminderId}-late`))?.returnvalue ?? undefined, 'the late reminder job');
    expect(outcome).toEqual({ outcome: 'skipped', messageId: null });
    expect(mailsTo('cancels@example.com', REMINDER_SUBJECT)).toHaveLength(0);
    // ...while the same reminder of a booked viewing is sent.
    const kept = (await book({ start: slot.start, email: 'keeps@example.com' }).expect(201)).body;
    await queue.add(JOBS.viewingReminder, { viewingId: kept.id, start: slot.start }, { jobId: `${viewingReminderJobId(kept.id, new Date(slot.start))}-now` });
    const [reminder] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'keeps@example.com' && mail.subject === REMINDER_SUBJECT);
    expect(reminder.text).toContain('A reminder of your visit to the showroom');
  });

  it('reschedules by the link: the new time confirmed with a new invitation, the old reminder dropped, a taken slot 409', async () => {
    const [slot, other, third] = [await laterSlot(2), await laterSlot(3), await laterSlot(4)];
    const { id } = (await book({ start: slot.start, email: 'moves@example.com' }).expect(201)).body;
    await book({ start: third.start, email: 'holds@example.com' }).expect(201);
    const [confirmation] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'moves@example.com' && mail.subject === BOOKED_SUBJECT);
    const token = tokenOf(linkIn(confirmation, '/viewings/reschedule'));
    await request(t.server).post('/api/viewings/reschedule').send({ token, start: third.start }).expect(409);
    const moved = await request(t.server).post('/api/viewings/reschedule').send({ token, start: other.start }).expect(200);
    expect(moved.body).toMatchObject({ id, start: other.start });
    expect(await queue.getJob(viewingReminderJobId(id, new Date(slot.start)))).toBeUndefined();
    expect(await (await queue.getJob(viewingReminderJobId(id, new Date(other.start))))?.getState()).toBe('delayed');
    const [newTime] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'moves@example.com' && mail.subject === MOVED_SUBJECT);
    expect(newTime.attachments.map((file) => file.filename)).toEqual(['viewing.ics']);
  });

  it("shows the back office this week's viewings with the watch named, and the operator's cancel is e-mailed", async () => {
    const [slot] = await slots(zonedDate(Date.now(), ZONE), 7);
    const { id } = (await book({ start: slot.start, email: 'agenda@example.com', watchId }).expect(201)).body;
    const week = (await agent.get('/api/admin/viewings?range=week').expect(200)).body;
    expect(week).toMatchObject({ range: 'week', timeZone: ZONE });
    expect(week.viewings.find((viewing: { id: number }) => viewing.id === id)).toMatchObject({
      email: 'agenda@example.com',
      phone: '+1 214 555 0100',
      watch: { id: watchId, label: 'Rolex Submariner Date (Ref. 126610LN)', slug: expect.any(String) },
    });
    const today = (await agent.get('/api/admin/viewings?range=today').expect(200)).body.viewings.map((viewing: { start: string }) => zonedDate(Date.parse(viewing.start), ZONE));
    expect(new Set(today).size).toBeLessThanOrEqual(1);
    await agent.post(`/api/admin/viewings/${id}/cancel`).expect(200, { cancelled: true });
    await agent.post(`/api/admin/viewings/${id}/cancel`).expect(404);
    const [cancelled] = await mailbox.waitFor(1, (mail) => recipient(mail) === 'agenda@example.com' && mail.subject === CANCELLED_SUBJECT);
    expect(cancelled.text).toContain('Rolex Submariner Date');
    expect((await agent.get('/api/admin/viewings?range=week').expect(200)).body.viewings.map((viewing: { id: number }) => viewing.id)).not.toContain(id);
  });
});
