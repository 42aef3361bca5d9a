/**
 * Dates as written in content: a full RFC 3339 date-time with offset, or a local `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:MM[:SS]` (also with `T`) read in the site's time zone.
 */
const CONTENT_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|z|[+-]\d{2}:\d{2})?)?$/;

export interface ContentDate {
  /** Milliseconds since the epoch (of the day's start for a date written without a time). */
  readonly instant: number;
  /** Written as a day only (`2024-01-02`): it stands for the whole day, which comparisons honour. */
  readonly dayOnly: boolean;
  /** Minutes east of UTC that applied: as written, or the zone's offset at that time. */
  readonly offsetMinutes: number;
}

/** True when the text is a content date naming a real calendar day and time. */
export function isContentDate(text: string): boolean {
  return dateFields(text) !== undefined;
}

/** The match of a content date and its numbers, when it names a real calendar day and time. */
function dateFields(text: string): { m: RegExpExecArray; fields: number[] } | undefined {
  const m = CONTENT_DATE.exec(text);
  if (!m) return undefined;
  // Year, month, day, hour, minute, second: a time not written is 0.
  const fields = [1, 2, 3, 4, 5, 6].map((i) => (m[i] ? Number(m[i]) : 0));
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  // Years 1 to 9999, as RFC 3339 and every feed reader can write them (0000 is not a year of the calendar).
  if (year < 1) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = m[8];
  if (offset && offset.length === 6) {
    const h = Number(offset.slice(1, 3));
    const min = Number(offset.slice(4, 6));
    if (h > 23 || min > 59) return undefined;
  }
  return { m, fields };
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS[month - 1] as number);
}

/** Date.UTC for every year: Date.UTC itself reads the years 0 to 99 as 1900 to 1999. */
function utc(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  if (year >= 100) return Date.UTC(year, monthIndex, day, hour, minute, second, ms);
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

/**
 * Every date read, by time zone and text: the checks and siteData read each post's dates, and a
 * --watch session reads them again on every rebuild. A date without an offset costs two offset
 * lookups in the zone (~20 µs). Bounded: emptied when full.
 */
const READ = new Map<string, ContentDate | null>();
const READ_AT_MOST = 200_000;

/** Reads a content date; `zones` caches one formatter per time zone for the caller's run. */
export function parseContentDate(text: string, timeZone: string, zones: ZoneCache): ContentDate | undefined {
  const key = `${timeZone}\n${text}`;
  const known = READ.get(key);
  if (known !== undefined) return known ?? undefined;
  const date = readContentDate(text, timeZone, zones);
  if (READ.size >= READ_AT_MOST) READ.clear();
  READ.set(key, date ?? null);
  return date;
}

function readContentDate(text: string, timeZone: string, zones: ZoneCache): ContentDate | undefined {
  const found = dateFields(text);
  if (!found) return undefined;
  const { m } = found;
  const [year, month, day, hour, minute, second] = found.fields as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = m[7] ? Math.round(Number(m[7]) * 1000) : 0;
  const wall = utc(year, month - 1, day, hour, minute, second, fraction);
  let offsetMinutes: number;
  const written = m[8];
  if (written) {
    offsetMinutes =
      written === 'Z' || written === 'z'
        ? 0
        : (written[0] === '-' ? -1 : 1) * (Number(written.slice(1, 3)) * 60 + Number(written.slice(4, 6)));
  } else {
    // The offset in force at that wall time: guess with the offset at the wall time read as UTC, then correct once.
    const guess = zoneOffset(wall, timeZone, zones);
    offsetMinutes = zoneOffset(wall - guess * 60_000, timeZone, zones);
  }
  const instant = wall - offsetMinutes * 60_000;
  // 9999-12-31T23:00-05:00 is in the year 10000 in UTC, which RFC 3339 cannot write.
  if (new Date(instant).getUTCFullYear() > 9999) return undefined;
  return { instant, offsetMinutes, dayOnly: m[4] === undefined };
}

export type ZoneCache = Map<string, Intl.DateTimeFormat>;

/** Offset of the zone from UTC at an instant, in minutes (Seoul: 540). */
export function zoneOffset(instant: number, timeZone: string, zones: ZoneCache): number {
  if (timeZone === 'UTC') return 0;
  let format = zones.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zones.set(timeZone, format);
  }
  const asUtc = wallClock(format, instant);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** What an `en-US` formatter with numeric fields and `h23` writes: `1/25/2024, 13:05:09`. */
const NUMERIC = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;
/** Whether a formatter's `format` reads as NUMERIC says (checked once per formatter). */
const numeric = new WeakMap<Intl.DateTimeFormat, boolean>();

/**
 * The wall clock a zone's formatter shows at an instant, as if it were UTC (ms, to the second).
 * `format` and a pattern (~2 µs) where the formatter writes as NUMERIC says, which is checked once
 * against `formatToParts` (~6 µs, what any other output is read with).
 */
function wallClock(format: Intl.DateTimeFormat, instant: number): number {
  let plain = numeric.get(format);
  if (plain === undefined) {
    // A day past the 12th and fields that all differ: month and day cannot be taken for each other.
    const probe = Date.UTC(2013, 10, 25, 17, 48, 59);
    plain = wallFromText(format, probe) === wallFromParts(format, probe);
    numeric.set(format, plain);
  }
  return (plain ? wallFromText(format, instant) : undefined) ?? wallFromParts(format, instant);
}

function wallFromText(format: Intl.DateTimeFormat, instant: number): number | undefined {
  const m = NUMERIC.exec(format.format(instant));
  if (!m) return undefined;
  return utc(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6]));
}

function wallFromParts(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return utc(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour,
    parts.minute,
    parts.second,
  );
}

/** An instant as RFC 3339 in UTC, to the second: 2023-11-14T22:13:20Z. */
export function utcSeconds(instant: number): string {
  return new Date(Math.floor(instant / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function isTimeZone(name: string): boolean {
  // Listing the zones costs ~5 ms; building a formatter for one costs ~40 ms the first time (ICU data).
  // The list holds canonical names only, so an alias (Asia/Calcutta) still takes the slow way.
  if (Intl.supportedValuesOf('timeZone').includes(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** RFC 3339 with the offset that applied, e.g. 2021-03-14T10:30:00+09:00. */
export function formatContentDate({ instant, offsetMinutes }: ContentDate): string {
  const local = new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Why a value of the form YYYY-MM-DD… names no day (`there is no month 13`, `February 2023 has 28
 * days`); undefined for another form or a real day.
 */
export function missingDay(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?![\d])/.exec(value) : null;
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  return undefined;
}
