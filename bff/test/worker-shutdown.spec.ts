import { InquiryEntity } from '@caliber/db';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

/** The worker on SIGTERM: the jobs in hand finish, within SHUTDOWN_FINISH_SECONDS; one left is taken up by another worker. */
describe('a worker stopping (real SMTP server, real workers)', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    env = { SMTP_URL: mailbox.url, NOTIFY_EMAIL: 'shop@example.com', JOB_LOCK_MS: '2000' };
    t = await startTestApp(env);
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await t?.close();
    await mailbox?.stop();
  });

  const start = async (extra: Record<string, string> = {}) => {
    const worker = await startWorker(t, { ...env, ...extra });
    workers.push(worker);
    return worker;
  };
  const contact = (name: string) => request(t.server).post('/api/inquiries').send({ name, email: 'collector@example.com', message: 'Hello', kind: 'contact' }).expect(201);
  const alerted = (id: number) =>
    eventually(async () => (await t.database.dataSource.getRepository(InquiryEntity).findOneByOrFail({ id })).alertedAt ?? undefined, `the alert of inquiry ${id}`);

  it('finishes the e-mail it is sending, takes no new job, and exits 0', async () => {
    const worker = await start();
    const slow = mailbox.hold();
    const first = await contact('Ada');
    await slow.arrived;
    const exit = worker.stop();
    await eventually(async () => (worker.output().includes('finishing the jobs in hand') ? true : undefined), 'the worker to start stopping');
    const second = await contact('Bo');
    slow.release();
    expect(await exit).toBe(0);
    await alerted(first.body.id);
    expect(mailbox.messages.filter((mail) => mail.subject === 'Contact message from Ada')).toHaveLength(1);
    expect(mailbox.messages.filter((mail) => mail.subject === 'Contact message from Bo')).toEqual([]);

    // The one it did not take waits in the queue for the next worker.
    await start();
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Bo');
    await alerted(second.body.id);
  });

  it('lets go of a job still running after SHUTDOWN_FINISH_SECONDS, exits 0, and another worker sends it', async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    const worker = await start({ SHUTDOWN_FINISH_SECONDS: '1' });
    const stuck = mailbox.hold();
    const { body } = await contact('Cy');
    await stuck.arrived;
    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toContain('Jobs still running after 1 s are left to another worker');

    stuck.release();
    await start();
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Cy');
    await alerted(body.id);
  });
});
