import { timeZoneForState } from '@portal/domain';

/**
 * The time zone dates are shown in: the signed-in supplier's state's (set once the session is known).
 * Apart from format.ts so the session can set it without loading dayjs (~5 KB) on the first paint.
 */
let zone = 'Australia/Sydney';
export function setDisplayState(state: string | null | undefined): void {
  zone = timeZoneForState(state);
}
export function displayZone(): string {
  return zone;
}
