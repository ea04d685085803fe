import { pad2, wallClock } from '../time-zones.ts';

/*
 * Real calendar days and instants, checked without zod: the portal's date fields and menus use these
 * without evaluating any schema. dates.ts adds the zod field and re-exports them.
 */
export const DATE_MESSAGES = {
  day: 'Must be a real date (YYYY-MM-DD)',
  instant: 'Must be a real date or date and time (ISO 8601)',
} as const;

/** Years the portal stores; PostgreSQL could hold more, no business date needs them. */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists: 2024-02-29 yes, 2024-02-30 and 2024-13-45 no. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The longest range a report or export covers: 366 days, both ends included (a leap year). */
export const MAX_RANGE_DAYS = 366;

/** What a from–to range of days is told, in the form and by the API alike. */
export const DATE_RANGE_MESSAGES = {
  fromInvalid: 'Please choose a start date',
  toInvalid: 'Please choose an end date',
  toBeforeFrom: 'The end date must not be before the start date',
  tooLong: `The date range can be at most ${MAX_RANGE_DAYS} days`,
} as const;

/**
 * The one rule for a range of days, both ends included: two real days, the end not before the start and,
 * when `maxDays` is given, at most that many days. The first problem, on the field it belongs to, or null.
 */
export function dateRangeProblem(
  from: string,
  to: string,
  maxDays?: number,
): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDay(from)) return { field: 'from', message: DATE_RANGE_MESSAGES.fromInvalid };
  if (!isCalendarDay(to)) return { field: 'to', message: DATE_RANGE_MESSAGES.toInvalid };
  if (to < from) return { field: 'to', message: DATE_RANGE_MESSAGES.toBeforeFrom };
  if (maxDays !== undefined && !withinMaxRange(from, to, maxDays))
    return { field: 'to', message: DATE_RANGE_MESSAGES.tooLong };
  return null;
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/** An ISO 8601 date, or date and time with an optional offset, on a real calendar day. */
export function isInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m || !isCalendarDay(m[1]!)) return false;
  const [h, min, s, oh, om] = [m[2], m[3], m[4], m[5], m[6]].map((x) => Number(x ?? 0));
  return h! <= 23 && min! <= 59 && s! <= 59 && oh! <= 14 && om! <= 59 && !Number.isNaN(Date.parse(value));
}

const DAY_MS = 86_400_000;
/** Slack for a range of instants that crosses a daylight-saving change (its days are 23 or 25 hours). */
const DST_SLACK_MS = 3_600_000;

/**
 * The one "at most 366 days" rule, for both kinds of range: calendar days 'YYYY-MM-DD' (both days
 * included, so the last day counts whole) and ISO instants (the screens send the start of the first day
 * and the last millisecond of the last). The span is measured in milliseconds either way; an unreadable
 * end is left to the field's own check.
 */
export function withinMaxRange(from: string, to: string, maxDays = MAX_RANGE_DAYS): boolean {
  const days = isCalendarDay(from) && isCalendarDay(to);
  const start = Date.parse(days ? `${from}T00:00:00Z` : from);
  const end = Date.parse(days ? `${to}T00:00:00Z` : to) + (days ? DAY_MS : 0);
  if (Number.isNaN(start) || Number.isNaN(end)) return true;
  return end - start <= maxDays * DAY_MS + (days ? 0 : DST_SLACK_MS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A calendar day as people read it, e.g. 'Tue 25 Nov 2026', as the screens write it (Jun, Jul, Sep:
 * Intl's en-AU writes June, July, Sept); no time zone moves the day.
 */
export function calendarDayLabel(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** An instant as the screens write it in a time zone, e.g. '3 Nov 2026 09:15 am'. */
export function instantLabel(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  const clock = `${pad2(hour % 12 || 12)}:${pad2(minute)} ${hour < 12 ? 'am' : 'pm'}`;
  return `${day} ${MONTHS[month - 1]} ${year} ${clock}`;
}
