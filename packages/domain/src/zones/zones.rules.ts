import { timeZoneForState } from '../time-zones.ts';
import { ERROR_CODES } from '../errors.ts';

/** The code of the 400 that refuses a second zone of the same name. */
export const ZONE_NAME_TAKEN_CODE = ERROR_CODES.zoneNameTaken;

/** Two zones of one supplier may not share a name (spec 002 is silent; docs/decisions.md). */
export const zoneNameTaken = (name: string) =>
  `You already have a zone called ${name.trim()}. Please choose another name`;

/** The same refusal when two requests race past the check to the unique index. */
export const ZONE_NAME_TAKEN_MESSAGE = 'You already have a zone of this name. Please choose another name';

/** How names are compared for uniqueness: trimmed, case and inner spacing ignored ('North  shore' = 'North Shore'). */
export function zoneNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A short name of an IANA zone for people: 'Australia/Brisbane' → 'Brisbane'. */
const placeOf = (timeZone: string) => timeZone.split('/').pop()!.replace(/_/g, ' ');

/**
 * A warning when a delivery region lies (partly) in a state whose time zone is not the zone's: the
 * zone's cutoff is in the zone's time zone, which those venues may not expect. Null when all match.
 */
export function regionTimeZoneWarning(
  region: { name: string; states: readonly string[] },
  zoneTimeZone: string,
): string | null {
  const other = region.states.filter((s) => timeZoneForState(s) !== zoneTimeZone);
  if (!other.length) return null;
  const zones = [...new Set(other.map((s) => placeOf(timeZoneForState(s))))].join(', ');
  return (
    `${region.name} is in ${other.join(', ')}, on ${zones} time, but this zone's cutoff is on ` +
    `${placeOf(zoneTimeZone)} time. Check the cutoff suits those venues, or use a zone of their own time zone.`
  );
}
