import { dayjs } from '../../lib/dayjs.ts';

export const TIMEFRAMES = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'week', label: 'Current Week' },
  { value: 'month', label: 'Current Month' },
  { value: 'custom', label: 'Custom Dates' },
] as const;
export type Timeframe = (typeof TIMEFRAMES)[number]['value'];

export type DayRange = { fromDay: string; toDay: string; from: string; to: string };

const addDays = (day: string, n: number) =>
  dayjs(`${day}T12:00:00Z`).utc().add(n, 'day').format('YYYY-MM-DD');

/**
 * The delivery days a timeframe covers in the supplier's time zone, and the instants that bound them
 * (start of the first day, last millisecond of the last). Weeks start on Monday (spec 002 section 9).
 */
export function timeframeRange(
  timeframe: Timeframe,
  tz: string,
  now: Date,
  custom: { from: string; to: string } = { from: '', to: '' },
): DayRange | null {
  const today = dayjs(now).tz(tz).format('YYYY-MM-DD');
  let fromDay: string;
  let toDay: string;
  switch (timeframe) {
    case 'today':
      fromDay = toDay = today;
      break;
    case 'tomorrow':
      fromDay = toDay = addDays(today, 1);
      break;
    case 'week': {
      const sinceMonday = (dayjs(`${today}T12:00:00Z`).utc().day() + 6) % 7;
      fromDay = addDays(today, -sinceMonday);
      toDay = addDays(fromDay, 6);
      break;
    }
    case 'month': {
      fromDay = `${today.slice(0, 7)}-01`;
      toDay = dayjs(`${fromDay}T12:00:00Z`).utc().endOf('month').format('YYYY-MM-DD');
      break;
    }
    case 'custom':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(custom.from) || !/^\d{4}-\d{2}-\d{2}$/.test(custom.to)) return null;
      fromDay = custom.from;
      toDay = custom.to;
      break;
  }
  return {
    fromDay,
    toDay,
    from: dayjs.tz(`${fromDay} 00:00:00`, tz).toISOString(),
    to: dayjs.tz(`${toDay} 23:59:59.999`, tz).toISOString(),
  };
}
