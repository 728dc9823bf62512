import { Counter, Histogram } from 'prom-client';

// The worker's own metrics, each recorded by one line where it happens (docs/operations.md, "Metrics and traces").

const jobDuration = new Histogram({
  name: 'caliber_job_duration_seconds',
  help: 'Time a job ran in this worker, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

/** Runs a job, timing it by its outcome. */
export async function timeJob<T>(queue: string, name: string, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ queue, name });
  try {
    const result = await run();
    stop({ outcome: 'completed' });
    return result;
  } catch (error) {
    stop({ outcome: 'failed' });
    throw error;
  }
}

const ebayCalls = new Counter({
  name: 'caliber_ebay_calls_total',
  help: "Calls to eBay's API, site and pictures, by outcome: ok, rate_limited (429), client_error, server_error, network_error",
  labelNames: ['outcome'] as const,
});

const outcomeOf = (status: number) => (status === 429 ? 'rate_limited' : status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok');

/** Counts one eBay call by its outcome once it is answered (or fails to be). */
export async function countEbayCall(call: Promise<Response>): Promise<Response> {
  try {
    const response = await call;
    ebayCalls.labels(outcomeOf(response.status)).inc();
    return response;
  } catch (error) {
    ebayCalls.labels('network_error').inc();
    throw error;
  }
}

const emails = new Counter({ name: 'caliber_emails_total', help: 'E-mails handed to the SMTP server, by outcome: sent, failed', labelNames: ['outcome'] as const });

/** Counts one e-mail as sent or failed once the server has answered. */
export async function countEmail<T>(sending: Promise<T>): Promise<T> {
  try {
    const sent = await sending;
    emails.labels('sent').inc();
    return sent;
  } catch (error) {
    emails.labels('failed').inc();
    throw error;
  }
}
