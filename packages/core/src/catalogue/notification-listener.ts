import pg from 'pg';

export interface NotificationHandlers {
  /** A notification's payload. */
  notified(payload: string): void;
  /** Listening: at the start, and again after the connection was lost (notifications sent meanwhile are gone). */
  listening(): void;
  lost(error: Error): void;
}

const RECONNECT_MAX_DELAY_MS = 5000;
/** How long closing waits for PostgreSQL to say goodbye before it drops the connection. */
const CLOSE_GRACE_MS = 2000;

/**
 * A connection of its own that LISTENs on one channel (a pooled connection would be handed to other
 * queries), kept open: when it is lost it connects again, waiting a little longer each time, up to 5 s.
 */
export class NotificationListener {
  private client?: pg.Client;
  private attempts = 0;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  /** Resolves once listening, or once the first try failed (it goes on trying). */
  start(): Promise<void> {
    return this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const ending = this.client?.end().catch(() => undefined);
    await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000, keepAlive: true, application_name: `listener ${this.channel}` });
    this.client = client;
    let lost = false;
    const onLost = (error: Error) => {
      if (lost || this.closed) return;
      lost = true;
      void client.end().catch(() => undefined);
      this.handlers.lost(error);
      this.attempts += 1;
      this.retry = setTimeout(() => void this.connect(), Math.min(this.attempts * 500, RECONNECT_MAX_DELAY_MS));
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the connection ended')));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.attempts = 0;
    this.handlers.listening();
  }
}
