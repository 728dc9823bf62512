import { describe, expect, it } from 'vitest';
import { viewingInvitation } from './viewing-invitation.js';

const invitation = (start: string, timeZone: string) =>
  viewingInvitation({
    uid: 'viewing-7@caliber.test',
    sequence: 3,
    start: new Date(start),
    end: new Date(Date.parse(start) + 3_600_000),
    timeZone,
    summary: 'Caliber viewing: Rolex Submariner Date',
    description: 'Your viewing, with commas; and semicolons, long enough to be folded at seventy-five octets as RFC 5545 asks',
    location: 'Dallas, TX',
    url: 'https://caliber.test/viewings/reschedule#token=7.abc',
    now: new Date('2026-11-28T13:00:00Z'),
  });

describe('a viewing invitation (RFC 5545)', () => {
  it("gives the times on the shop's clock with a VTIMEZONE whose changes cover the weeks before the year's first", () => {
    const ics = invitation('2027-01-11T16:00:00Z', 'America/Chicago');
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20270111T100000\r\n');
    // The change of November 2026 is what a January viewing stands under; March 2027 follows.
    expect(ics).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600\r\nEND:STANDARD');
    expect(ics).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nEND:DAYLIGHT');
  });

  it('names a zone without changes by one standard time, escapes text and folds long lines', () => {
    const ics = invitation('2027-01-11T16:00:00Z', 'Asia/Tokyo');
    expect(ics).toContain('BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nEND:STANDARD');
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20270112T010000');
    expect(ics).toContain('LOCATION:Dallas\\, TX');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Your viewing\\, with commas\\; and semicolons\\, long enough to be folded at seventy-five octets as RFC 5545 asks\r\n');
    expect(ics).not.toBe(ics.replace(/\r\n /g, ''));
  });
});
