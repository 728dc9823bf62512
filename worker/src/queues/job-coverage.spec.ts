import { describe, expect, it } from 'vitest';
import { assertEveryJobHandled, UnhandledJobsError, unhandledJobs } from './job-coverage.js';

const marketplace = { queueName: 'marketplace', handledJobs: ['preview-listing', 'import-listing', 'import-store', 'scrape-listing', 'import-from-url', 'sync-ebay'] } as const;
const images = { queueName: 'images', handledJobs: ['compress-upload'] } as const;
const mail = {
  queueName: 'mail',
  handledJobs: ['inquiry-alert', 'confirm-subscriber', 'welcome-subscriber', 'match-search-alerts', 'confirm-search-alert', 'search-alert-digest', 'search-alert-manage-link', 'viewing-booked', 'viewing-reminder', 'viewing-cancelled'],
} as const;

function startError(processors: Parameters<typeof assertEveryJobHandled>[0]): UnhandledJobsError {
  try {
    assertEveryJobHandled(processors);
  } catch (error) {
    if (error instanceof UnhandledJobsError) return error;
    throw error;
  }
  throw new Error('the check let the worker start');
}

describe('the start-up check of job handlers', () => {
  it('lets the worker start when every job of the vocabulary has a handler on its queue', () => {
    expect(unhandledJobs([marketplace, images, mail])).toEqual([]);
    expect(() => assertEveryJobHandled([images, mail, marketplace])).not.toThrow();
  });

  it('refuses with one line naming each job without a handler and its queue', () => {
    const error = startError([{ queueName: 'marketplace', handledJobs: ['preview-listing', 'import-listing', 'scrape-listing', 'sync-ebay'] }, images, mail]);
    expect(error.jobs).toEqual(['import-store', 'import-from-url']);
    expect(error.message).toBe('The worker cannot start: no handler for "import-store" (marketplace queue), "import-from-url" (marketplace queue)');
    expect(error.message).not.toContain('\n');
  });

  it('counts a handler on the wrong queue as missing', () => {
    const error = startError([{ queueName: 'marketplace', handledJobs: [...marketplace.handledJobs, 'compress-upload'] }, mail]);
    expect(error.jobs).toEqual(['compress-upload']);
    expect(error.message).toContain('"compress-upload" (images queue)');
  });

  it('reports every job of a queue that has no processor at all', () => {
    expect(unhandledJobs([images, mail]).sort()).toEqual(['import-from-url', 'import-listing', 'import-store', 'preview-listing', 'scrape-listing', 'sync-ebay']);
  });
});
