/**
 * A viewing's calendar invitation, RFC 5545 (docs/viewings.md): the times in the shop's zone (`TZID`), with
 * a VTIMEZONE that states that zone's offsets and daylight-saving changes of the viewing's year, read from Intl.
 */
export interface Invitation {
  uid: string;
  /** Raised on each new time, so calendars replace the event they hold. */
  sequence: number;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  now: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in the zone, as `YYYYMMDDTHHMMSS` (what a `TZID` time holds). */
function localStamp(time: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(time))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const utcStamp = (time: Date) => time.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(time: number, timeZone: string): number {
  const stamp = localStamp(time, timeZone);
  const wall = Date.UTC(+stamp.slice(0, 4), +stamp.slice(4, 6) - 1, +stamp.slice(6, 8), +stamp.slice(9, 11), +stamp.slice(11, 13), +stamp.slice(13, 15));
  return Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
}

/** `-0500` for -300. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's changes of offset in a year, to the minute: each day's noon compared, then the day searched. */
function transitionsOf(year: number, timeZone: string): Transition[] {
  const transitions: Transition[] = [];
  const DAY = 86_400_000;
  for (let time = Date.UTC(year, 0, 1, 12); time < Date.UTC(year + 1, 0, 1, 12); time += DAY) {
    const [from, to] = [offsetMinutes(time, timeZone), offsetMinutes(time + DAY, timeZone)];
    if (from === to) continue;
    let [low, high] = [time, time + DAY];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === from) low = middle;
      else high = middle;
    }
    transitions.push({ at: high, from, to });
  }
  return transitions;
}

/**
 * The VTIMEZONE of the zone around the viewing: each change of the year before and of the viewing's year as a
 * one-off observance (the year before's last one covers the weeks before the year's first), or one standard time.
 */
function timeZoneBlock(timeZone: string, start: Date): string[] {
  const year = start.getUTCFullYear();
  const transitions = [...transitionsOf(year - 1, timeZone), ...transitionsOf(year, timeZone)];
  const observances =
    transitions.length === 0
      ? [['BEGIN:STANDARD', 'DTSTART:19700101T000000', ...offsets(offsetMinutes(start.getTime(), timeZone), offsetMinutes(start.getTime(), timeZone)), 'END:STANDARD']]
      : transitions.map(({ at, from, to }) => {
          const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
          // An observance starts at the local time of the change, read in the offset before it.
          const onset = utcStamp(new Date(at + from * 60_000)).replace('Z', '');
          return [`BEGIN:${kind}`, `DTSTART:${onset}`, ...offsets(from, to), `END:${kind}`];
        });
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances.flat(), 'END:VTIMEZONE'];
}

const offsets = (from: number, to: number) => [`TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`];

/** TEXT values escaped (RFC 5545, 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines folded at 75 octets, continued by a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest) > limit) {
    let cut = limit;
    while (Buffer.byteLength(rest.slice(0, cut)) > limit) cut--;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  pieces.push(rest);
  return pieces.join('\r\n ');
}

export function viewingInvitation(invitation: Invitation): string {
  const { timeZone } = invitation;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Caliber//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneBlock(timeZone, invitation.start),
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.now)}`,
    `DTSTART;TZID=${timeZone}:${localStamp(invitation.start.getTime(), timeZone)}`,
    `DTEND;TZID=${timeZone}:${localStamp(invitation.end.getTime(), timeZone)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    `URL:${invitation.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
