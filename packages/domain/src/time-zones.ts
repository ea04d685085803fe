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

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
