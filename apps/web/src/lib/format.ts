import { formatCents } from '@portal/domain';
import { displayZone } from './display-zone.ts';

/*
 * Dates and money as the portal's pages show them, with Intl and no date library: every list formats
 * its dates on its first paint, and dayjs with its zone plugins is ~5 KB more to download first. lib/dayjs.ts has
 * dayjs for the date forms and reports that compute with dates.
 */

export { formatCents };

export { displayZone } from './display-zone.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** What a date that cannot be read shows (as dayjs did). */
const INVALID_DATE = 'Invalid Date';
const pad = (n: number) => String(n).padStart(2, '0');

type ZoneParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's calendar fields in a time zone. One Intl formatter per zone, made once: dayjs's zone
 * plugin made several per call, ~0.4 ms each, and a page of 100 orders formats 200 dates.
 */
function partsInZone(date: Date, zone: string): ZoneParts {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  const parts: ZoneParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of format.formatToParts(date))
    if (type in parts) parts[type as keyof ZoneParts] = Number(value);
  return parts;
}

/** The instant's fields in the supplier's zone, or null when the text is not a date. */
function displayParts(iso: string): ZoneParts | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : partsInZone(date, displayZone());
}

/** 'D MMM YYYY hh:mm a' in the supplier's time zone, e.g. 3 Nov 2026 09:15 am. */
export function formatPlaced(iso: string): string {
  const p = displayParts(iso);
  if (!p) return INVALID_DATE;
  const clock = `${pad(p.hour % 12 || 12)}:${pad(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`;
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year} ${clock}`;
}

/**
 * A date or time without a zone ('2026-11-03', '2026-11-03 09:15:00') as written: its calendar day is its
 * digits, as dayjs read it (local time). Null for text with a zone or offset, which is an instant.
 */
const LOCAL_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt\s]+\d{1,2}(?::\d{1,2}){0,2}(?:\.\d+)?)?$/;

/**
 * The calendar day of a day or an instant: a day as written, an instant in the supplier's time zone,
 * as every other date of the portal (tables used the browser's, so a review of the 1st at
 * 7:30 am in Sydney read '31 Oct' in a browser in another zone).
 */
function calendarDay(isoOrDay: string): { year: number; month: number; day: number } | null {
  const written = LOCAL_DATE.exec(isoOrDay);
  if (!written) return displayParts(isoOrDay);
  // Out-of-range digits roll over ('2026-02-30' is 2 Mar), as dayjs read them.
  const date = new Date(Date.UTC(Number(written[1]), Number(written[2]) - 1, Number(written[3])));
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** D MMM YYYY, e.g. 3 Nov 2026; with the weekday first (ddd D MMM YYYY), e.g. Tue 3 Nov 2026. */
export function formatDate(isoOrDay: string, withWeekday = false): string {
  const c = calendarDay(isoOrDay);
  if (!c) return INVALID_DATE;
  const text = `${c.day} ${MONTHS[c.month - 1]} ${c.year}`;
  return withWeekday
    ? `${WEEKDAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()]} ${text}`
    : text;
}

/** d MMM yyyy H:mm:ss in the supplier's time zone. */
export function formatDateTime(iso: string): string {
  const p = displayParts(iso);
  if (!p) return INVALID_DATE;
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year} ${p.hour}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The supplier's today as YYYY-MM-DD. */
export function todayInZone(now = new Date()): string {
  const p = partsInZone(now, displayZone());
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow' or the date (with its weekday if asked), for a delivery day (YYYY-MM-DD). */
export function formatDeliveryDay(day: string, withWeekday = false, now = new Date()): string {
  const today = todayInZone(now);
  if (day === today) return 'Today';
  if (day === nextDay(today)) return 'Tomorrow';
  return formatDate(day, withWeekday);
}

/** A change in percent with its sign, e.g. +12.5% or -3.25%; '' when there is no base to compare. */
export function formatChange(percent: number | null, places: number): string {
  return percent === null ? '' : `${percent > 0 ? '+' : ''}${percent.toFixed(places)}%`;
}
