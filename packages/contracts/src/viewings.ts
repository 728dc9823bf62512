import { define, nullable, object, optional, type Infer } from 'superstruct';
import { email, id, LIMITS, numberFromInput, requiredText, wholeNumber } from './fields.js';
import { withJsonSchema } from './json-schema.js';

/**
 * Viewings by appointment (docs/viewings.md): the operator's hours, in the shop's IANA time zone
 * (BUSINESS_TIMEZONE), cut into slots a collector books one at a time.
 */
export const VIEWINGS = {
  /** Most days one call of the slots lists. */
  maxDays: 31,
  /** The reminder goes this long before the viewing. */
  reminderBeforeMs: 24 * 3600_000,
  /** Longest token of a reschedule or cancel link. */
  tokenLength: 200,
  /** Most days closed the operator may list. */
  maxClosedDays: 366,
} as const;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/** One weekday's hours, `HH:MM` in the shop's time zone; null when closed that day. */
export interface ViewingDayHours {
  open: string;
  close: string;
}

/** The operator's viewing settings, one row in PostgreSQL, edited from the back office's Viewings tab. */
export interface ViewingSettings {
  hours: Record<Weekday, ViewingDayHours | null>;
  slotMinutes: number;
  /** Dates (`YYYY-MM-DD`, the shop's calendar) with no viewings, such as holidays. */
  closedDays: string[];
  /** How many days ahead, counting today, a collector may book. */
  bookAheadDays: number;
}

export const DEFAULT_VIEWING_SETTINGS: ViewingSettings = {
  hours: {
    mon: { open: '10:00', close: '18:00' },
    tue: { open: '10:00', close: '18:00' },
    wed: { open: '10:00', close: '18:00' },
    thu: { open: '10:00', close: '18:00' },
    fri: { open: '10:00', close: '18:00' },
    sat: { open: '11:00', close: '16:00' },
    sun: null,
  },
  slotMinutes: 60,
  closedDays: [],
  bookAheadDays: 30,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const calendarDate = withJsonSchema(
  define<string>('calendarDate', (value) => (typeof value === 'string' && isCalendarDate(value)) || 'Must be a date such as 2026-03-08 (YYYY-MM-DD)'),
  { type: 'string', pattern: DATE_PATTERN.source, description: 'A date, YYYY-MM-DD.' },
);

const timeOfDay = withJsonSchema(
  define<string>('timeOfDay', (value) => (typeof value === 'string' && TIME_PATTERN.test(value)) || 'Must be a time such as 10:00 (HH:MM, 24-hour)'),
  { type: 'string', pattern: TIME_PATTERN.source },
);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dayHours = withJsonSchema(
  define<ViewingDayHours | null>('viewingDayHours', (value) => {
    if (value === null) return true;
    if (typeof value !== 'object' || Array.isArray(value)) return 'Give the hours as {"open": "10:00", "close": "18:00"}, or null for closed';
    const { open, close } = value as Record<string, unknown>;
    if (typeof open !== 'string' || !TIME_PATTERN.test(open) || typeof close !== 'string' || !TIME_PATTERN.test(close)) return 'Give open and close as times such as 10:00';
    return minutesOf(open) < minutesOf(close) || 'The viewings must close after they open';
  }),
  {
    anyOf: [{ type: 'object', properties: { open: timeOfDay.schema, close: timeOfDay.schema }, required: ['open', 'close'] }, { type: 'null' }],
  },
);

/** PUT /api/admin/viewings/settings. */
export const viewingSettingsSchema = object({
  hours: object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>),
  slotMinutes: wholeNumber('slotMinutes', 15, 240, 'The slot length must be from 15 to 240 minutes'),
  closedDays: withJsonSchema(
    define<string[]>('closedDays', (value) => {
      if (!Array.isArray(value)) return 'Give the days closed as a list of dates';
      if (value.length > VIEWINGS.maxClosedDays) return `At most ${VIEWINGS.maxClosedDays} days closed`;
      return value.every((day) => typeof day === 'string' && isCalendarDate(day)) || 'Give each day closed as a date such as 2026-12-25';
    }),
    { type: 'array', items: calendarDate.schema, maxItems: VIEWINGS.maxClosedDays },
  ),
  bookAheadDays: wholeNumber('bookAheadDays', 1, 365, 'Booking ahead must be from 1 to 365 days'),
});
export type ViewingSettingsPayload = Infer<typeof viewingSettingsSchema>;

/** GET /api/viewings/slots?from=YYYY-MM-DD&days=N. */
export const viewingSlotsQuerySchema = object({
  from: calendarDate,
  days: numberFromInput(wholeNumber('days', 1, VIEWINGS.maxDays, `days must be a whole number from 1 to ${VIEWINGS.maxDays}`)),
});
export type ViewingSlotsQuery = Infer<typeof viewingSlotsQuerySchema>;

const slotStart = withJsonSchema(
  define<string>('slotStart', (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /T/.test(value)) || 'Must be the start of a slot as GET /api/viewings/slots gives it'),
  { type: 'string', pattern: 'T', description: 'An ISO 8601 instant, as a slot of GET /api/viewings/slots gives its start.' },
);

/** POST /api/viewings: a slot's start, and the watch to see (none for a general visit). */
export const viewingRequestSchema = object({
  start: slotStart,
  watchId: optional(nullable(id)),
  name: requiredText(LIMITS.name),
  email: email(),
  phone: requiredText(LIMITS.phone),
});
export type ViewingRequest = Infer<typeof viewingRequestSchema>;

/** POST /api/viewings/manage and /cancel: the signed token of a confirmation e-mail's link. */
export const viewingTokenSchema = object({ token: requiredText(VIEWINGS.tokenLength) });
export type ViewingTokenPayload = Infer<typeof viewingTokenSchema>;

/** POST /api/viewings/reschedule: the token and the new slot. */
export const viewingRescheduleSchema = object({ token: requiredText(VIEWINGS.tokenLength), start: slotStart });
export type ViewingReschedulePayload = Infer<typeof viewingRescheduleSchema>;

/** GET /api/admin/viewings?range=today|week. */
export const VIEWING_RANGES = ['today', 'week'] as const;
export type ViewingRange = (typeof VIEWING_RANGES)[number];
export const viewingAgendaQuerySchema = object({
  range: optional(
    withJsonSchema(
      define<ViewingRange>('viewingRange', (value) => (VIEWING_RANGES as readonly unknown[]).includes(value) || `range must be one of ${VIEWING_RANGES.join(', ')}`),
      { type: 'string', enum: [...VIEWING_RANGES] },
    ),
  ),
});
export type ViewingAgendaQuery = Infer<typeof viewingAgendaQuerySchema>;

export const VIEWING_MESSAGES = {
  slotTaken: 'This slot was just booked by someone else. Please pick another time.',
  notASlot: 'This time is not a free viewing slot. Pick one of the times GET /api/viewings/slots lists.',
  unknownWatch: (watchId: number) => `No watch has the id ${watchId}`,
  invalidLink: 'This link is not valid. Open the link from your confirmation e-mail as it is, or write to us.',
  cancelled: 'This viewing was cancelled. Book a new one whenever you like.',
  notFound: (viewingId: number) => `No viewing has the id ${viewingId}`,
  tooFarAhead: (days: number) => `Viewings can be booked at most ${days} days ahead`,
} as const;

/** One free slot: its start in UTC, and the shop's local date and time. */
export interface ViewingSlot {
  start: string;
  end: string;
  /** `YYYY-MM-DD` in the shop's time zone. */
  date: string;
  /** `HH:MM` in the shop's time zone. */
  time: string;
}

/** GET /api/viewings/slots. */
export interface ViewingSlots {
  timeZone: string;
  /** The short name printed after times, e.g. CST. */
  timeZoneLabel: string;
  slotMinutes: number;
  slots: ViewingSlot[];
}

/** POST /api/viewings (201). */
export interface ViewingBooked {
  id: number;
  start: string;
  end: string;
}

export const VIEWING_STATUSES = ['booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** A viewing as the collector's link and the back office show it. */
export interface Viewing {
  id: number;
  start: string;
  end: string;
  status: ViewingStatus;
  /** The watch to see, from the snapshot taken at booking; null for a general visit. */
  watch: { id: number | null; label: string; slug: string | null } | null;
  name: string;
}

/** The back office's agenda row: the viewing with the collector's contact. */
export interface AdminViewing extends Viewing {
  email: string;
  phone: string;
  createdAt: string;
}

/** GET /api/admin/viewings. */
export interface ViewingAgenda {
  range: ViewingRange;
  timeZone: string;
  viewings: AdminViewing[];
}

export interface ViewingCancelled {
  cancelled: true;
}

/** The shop's clock, read with Intl (docs/viewings.md): no date library. */
function zoneParts(time: number, timeZone: string): { date: string; minutes: number; weekday: Weekday } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' })
      .formatToParts(new Date(time))
      .map(({ type, value }) => [type, value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: parts.weekday.slice(0, 3).toLowerCase() as Weekday,
  };
}

/** The zone's offset from UTC at `time`, in ms (wall clock minus UTC). */
function zoneOffset(time: number, timeZone: string): number {
  const { date, minutes } = zoneParts(time, timeZone);
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  return wall - Math.floor(time / 60_000) * 60_000;
}

/**
 * The instant of a wall-clock time in the zone: its offset taken at the guess, then again at the
 * result, so the day of a daylight-saving change gets the offset in force at that hour.
 */
export function zonedTime(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** The shop's calendar date of an instant. */
export const zonedDate = (time: number, timeZone: string) => zoneParts(time, timeZone).date;

/** The short name of the zone at an instant (CST, CDT), as printed after times. */
export function zoneLabel(timeZone: string, time = Date.now()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(time)).find(({ type }) => type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The zone's short name in standard time (CST, never CDT), as printed after the opening hours all year: the
 * name at whichever of 1 January and 1 July has the smaller offset.
 */
export function standardZoneLabel(timeZone: string, now = Date.now()): string {
  const year = new Date(now).getUTCFullYear();
  const [january, july] = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)];
  return zoneLabel(timeZone, zoneOffset(january, timeZone) <= zoneOffset(july, timeZone) ? january : july);
}

/** Whether Intl knows `name` as an IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** The date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every slot of the operator's hours from `from` for `days` days, in the shop's time zone: slots that
 * have started, lie past the booking horizon, fall on a day closed or are booked (`taken`, by start ms) are left out.
 */
export function viewingSlots(settings: ViewingSettings, timeZone: string, from: string, days: number, now: number, taken: ReadonlySet<number>): ViewingSlot[] {
  const today = zonedDate(now, timeZone);
  const last = addDays(today, settings.bookAheadDays - 1);
  const slots: ViewingSlot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date < today || date > last || settings.closedDays.includes(date)) continue;
    const weekday = zoneParts(zonedTime(date, 12 * 60, timeZone), timeZone).weekday;
    const hours = settings.hours[weekday];
    if (!hours) continue;
    for (let minutes = minutesOf(hours.open); minutes + settings.slotMinutes <= minutesOf(hours.close); minutes += settings.slotMinutes) {
      const start = zonedTime(date, minutes, timeZone);
      if (start <= now || taken.has(start)) continue;
      slots.push({
        start: new Date(start).toISOString(),
        end: new Date(start + settings.slotMinutes * 60_000).toISOString(),
        date,
        time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
      });
    }
  }
  return slots;
}

/** A viewing's time as the e-mails and pages print it: `Tuesday, March 10, 2026, 10:00 AM CDT`. */
export function formatViewingTime(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(time)) + ` ${zoneLabel(timeZone, time)}`;
}

/** The watch a viewing names, from its snapshot. */
export function viewingWatchLabel(watch: { brand: string | null; model: string | null; reference: string | null }): string {
  const name = [watch.brand, watch.model].filter(Boolean).join(' ') || 'A watch no longer listed';
  return watch.reference ? `${name} (Ref. ${watch.reference})` : name;
}

/** Days closed as the settings keep them: sorted, once each. */
export const closedDaysOf = (days: readonly string[]) => [...new Set(days)].sort();
