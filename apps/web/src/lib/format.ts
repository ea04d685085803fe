import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatCents } from '@portal/domain';
import { displayZone } from './display-zone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs, formatCents };

export { displayZone } from './display-zone.ts';

/** 'D MMM YYYY hh:mm a' in the supplier's time zone, e.g. 3 Nov 2026 09:15 am. */
export function formatPlaced(iso: string): string {
  return dayjs(iso).tz(displayZone()).format('D MMM YYYY hh:mm a');
}

/** d MMM yyyy */
export function formatDate(isoOrDay: string): string {
  return dayjs(isoOrDay).format('D MMM YYYY');
}

/** d MMM yyyy H:mm:ss in the supplier's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).tz(displayZone()).format('D MMM YYYY H:mm:ss');
}

/** The supplier's today as YYYY-MM-DD. */
export function todayInZone(): string {
  return dayjs().tz(displayZone()).format('YYYY-MM-DD');
}

/** 'Today', 'Tomorrow' or the date, for a delivery day (YYYY-MM-DD). */
export function formatDeliveryDay(day: string, longFormat = 'D MMM YYYY'): string {
  const today = dayjs.tz(todayInZone(), displayZone());
  const d = dayjs.tz(day, displayZone());
  if (d.isSame(today, 'day')) return 'Today';
  if (d.isSame(today.add(1, 'day'), 'day')) return 'Tomorrow';
  return dayjs(day).format(longFormat);
}

/** A change in percent with its sign, e.g. +12.5% or -3.25%; '' when there is no base to compare. */
export function formatChange(percent: number | null, places: number): string {
  return percent === null ? '' : `${percent > 0 ? '+' : ''}${percent.toFixed(places)}%`;
}
