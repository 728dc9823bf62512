import { describe, expect, it } from 'vitest';
import { isSuspectSyncRun } from './ebay-sync.js';

describe('a suspect eBay sync run (more than a tenth of the checked listings ended, and at least 5)', () => {
  it('is not suspect under 5 ended listings, however large their share', () => {
    expect(isSuspectSyncRun(4, 4)).toBe(false);
    expect(isSuspectSyncRun(1, 1)).toBe(false);
  });

  it('is not suspect at exactly a tenth', () => {
    expect(isSuspectSyncRun(50, 5)).toBe(false);
    expect(isSuspectSyncRun(100, 10)).toBe(false);
  });

  it('is suspect past a tenth with at least 5 ended', () => {
    expect(isSuspectSyncRun(50, 6)).toBe(true);
    expect(isSuspectSyncRun(5, 5)).toBe(true);
    expect(isSuspectSyncRun(10, 8)).toBe(true);
  });

  it('is not suspect with nothing ended', () => {
    expect(isSuspectSyncRun(0, 0)).toBe(false);
    expect(isSuspectSyncRun(200, 0)).toBe(false);
  });
});
