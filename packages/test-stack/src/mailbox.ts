import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

/** A real SMTP server (`smtp-server`) on a free port, keeping every message it accepts. */
export interface Mailbox {
  /** SMTP_URL pointing at it, with the user and password it accepts. */
  url: string;
  messages: ParsedMail[];
  /** Resolves with the messages once at least `count` match (never a fixed sleep). */
  waitFor(count: number, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  /**
   * From now on, holds every message it receives before taking it, as a slow mail server: `arrived` resolves
   * once one is held; `release()` takes those held and the ones after.
   */
  hold(): { arrived: Promise<void>; release(): void };
  /** Stops listening, as a mail server that went down; `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

const USER = 'caliber';
const PASSWORD = 'mail-test-password';

export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let held: { arrive(): void; released: Promise<void> } | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: false,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth: (auth, _session, callback) =>
          auth.username === USER && auth.password === PASSWORD ? callback(null, { user: USER }) : callback(new Error('Invalid username or password')),
        onData: (stream, _session, callback) => {
          held?.arrive();
          Promise.all([simpleParser(stream), held?.released]).then(([mail]) => mail).then(
            (mail) => {
              messages.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const waitFor = async (count: number, match: (mail: ParsedMail) => boolean = () => true, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${count} e-mail(s); received ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const hold = () => {
    let arrive = () => undefined as void;
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    held = { arrive, released: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived, release };
  };

  await start();
  return { url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`, messages, waitFor, hold, stop, start };
}
