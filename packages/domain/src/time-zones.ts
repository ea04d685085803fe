export const STATES = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'NT', 'WA', 'TAS'] as const;
export type AustralianState = (typeof STATES)[number];

export const TIME_ZONE_BY_STATE: Record<AustralianState, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
};

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

export function timeZoneForState(state: string | null | undefined): string {
  return (state && TIME_ZONE_BY_STATE[state as AustralianState]) || DEFAULT_TIME_ZONE;
}

/** An instant's date and time on a time zone's clock, each as a number (hour 0-23). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** Zones a process formats in are a handful; a bound keeps a caller with odd zones from growing it. */
const MAX_CLOCK_FORMATS = 64;

/**
 * An instant on a time zone's clock. The formatter of each zone is made once: making one costs about a
 * hundred times as much as formatting with it, and a year-long orders CSV formats an instant per line
 * (13 s of one soak's 84 s on the event loop).
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    if (clockFormats.size >= MAX_CLOCK_FORMATS) clockFormats.clear();
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of format.formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The time (HH:mm, 24 hours) of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${pad2(hour)}:${pad2(minute)}`;
}
