import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWING_SETTINGS, standardZoneLabel, viewingSettingsSchema, viewingSlots, zonedTime, zoneLabel } from './viewings.js';
import { check } from './validation.js';

const CHICAGO = 'America/Chicago';
const EVERY_DAY = { ...DEFAULT_VIEWING_SETTINGS, hours: { ...DEFAULT_VIEWING_SETTINGS.hours, sun: { open: '10:00', close: '12:00' } }, bookAheadDays: 365 };
const NOW = Date.parse('2027-01-04T12:00:00Z');

describe('viewing slots in the shop time zone', () => {
  it('keeps the local times across the spring change (14 March 2027), the UTC start moving an hour', () => {
    const slots = viewingSlots(EVERY_DAY, CHICAGO, '2027-03-13', 2, NOW, new Set());
    expect(slots.filter(({ date }) => date === '2027-03-13').map(({ time, start }) => [time, start])[0]).toEqual(['11:00', '2027-03-13T17:00:00.000Z']);
    expect(slots.filter(({ date }) => date === '2027-03-14').map(({ time, start }) => [time, start])).toEqual([
      ['10:00', '2027-03-14T15:00:00.000Z'],
      ['11:00', '2027-03-14T16:00:00.000Z'],
    ]);
  });

  it('and across the autumn change, with the zone named as printed', () => {
    const slots = viewingSlots(EVERY_DAY, CHICAGO, '2027-11-06', 2, NOW, new Set());
    expect(slots.find(({ date }) => date === '2027-11-06')?.start).toBe('2027-11-06T16:00:00.000Z');
    expect(slots.find(({ date }) => date === '2027-11-07')?.start).toBe('2027-11-07T16:00:00.000Z');
    expect([zoneLabel(CHICAGO, Date.parse('2027-11-06T16:00:00Z')), zoneLabel(CHICAGO, Date.parse('2027-11-07T16:00:00Z'))]).toEqual(['CDT', 'CST']);
  });

  it('leaves out slots begun, taken, on a day closed, past the horizon and on a closed weekday', () => {
    const taken = new Set([zonedTime('2027-01-05', 10 * 60, CHICAGO)]);
    const settings = { ...DEFAULT_VIEWING_SETTINGS, closedDays: ['2027-01-06'], bookAheadDays: 5 };
    const slots = viewingSlots(settings, CHICAGO, '2027-01-03', 10, NOW, taken);
    const dates = [...new Set(slots.map(({ date }) => date))];
    // Sunday the 3rd is past and closed, the 4th begins at 06:00 local (so all its slots remain), the 6th is closed, the 9th is past 5 days.
    expect(dates).toEqual(['2027-01-04', '2027-01-05', '2027-01-07', '2027-01-08']);
    expect(slots.filter(({ date }) => date === '2027-01-05').map(({ time }) => time)[0]).toBe('11:00');
  });

  it('refuses hours that close before they open, and a slot length out of range', () => {
    const late = check(viewingSettingsSchema, { ...DEFAULT_VIEWING_SETTINGS, hours: { ...DEFAULT_VIEWING_SETTINGS.hours, sat: { open: '16:00', close: '11:00' } } });
    expect(late.ok ? null : late.errors['hours.sat']).toBe('The viewings must close after they open');
    expect(check(viewingSettingsSchema, { ...DEFAULT_VIEWING_SETTINGS, slotMinutes: 5 }).ok).toBe(false);
  });
});

describe('the printed zone label', () => {
  it('is the standard-time name all year, in either hemisphere', () => {
    expect(standardZoneLabel(CHICAGO, Date.parse('2027-07-01T12:00:00Z'))).toBe('CST');
    expect(standardZoneLabel('Australia/Sydney', Date.parse('2027-01-01T12:00:00Z'))).toBe('GMT+10');
  });
});
