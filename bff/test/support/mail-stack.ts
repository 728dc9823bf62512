import { linkToken, QUEUES } from '@caliber/contracts';
import { startMailbox, type Mailbox } from '@caliber/test-stack';
import { Queue } from 'bullmq';
import { seedFixtures } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';
import { startWorker, type WorkerProcess } from './worker-process.js';

export type Mail = Mailbox['messages'][number];

/** The app, a real worker and a real SMTP server they both send to, with the fixtures seeded and the mail queue at hand. */
export interface MailStack {
  mailbox: Mailbox;
  t: TestApp;
  worker: WorkerProcess;
  /** The mail queue, to see what is still waiting. */
  queue: Queue;
  collectionIds: number[];
  stop(): Promise<void>;
}

export async function startMailStack({ app = {}, worker: workerEnv = {} }: { app?: Record<string, string>; worker?: Record<string, string> } = {}): Promise<MailStack> {
  const mailbox = await startMailbox();
  const t = await startTestApp({ SMTP_URL: mailbox.url, ...app });
  const { collections } = await seedFixtures(t.database.dataSource);
  const worker = await startWorker(t, { SMTP_URL: mailbox.url, PUBLIC_URL: t.config.publicUrl, ...workerEnv });
  const queue = new Queue(QUEUES.mail, { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
  return {
    mailbox,
    t,
    worker,
    queue,
    collectionIds: collections.map(({ id }) => id),
    async stop() {
      await queue.close();
      await worker.stop();
      await t.close();
      await mailbox.stop();
    },
  };
}

export const recipientOf = (mail: Mail) => (mail.to && 'text' in mail.to ? mail.to.text : null);

/** The first link to `path` in the mail's text, with its token. */
export const linkIn = (mail: Mail, path: string) => new RegExp(`(http://\\S+${path}[?#]token=[^\\s"]+)`).exec(mail.text ?? '')?.[1];

/** The token of a link as its page reads it: the fragment first, then the query. */
export const tokenOf = (link: string | undefined) => linkToken(new URL(link!).search, new URL(link!).hash)!;
