/** One early delivery option: stored as HH:00:00 (spec 002 section 3). */
export type EarlyDeliveryOption = { value: string; label: string };

function hourLabel(hour: number): string {
  if (hour === 0) return 'Midnight';
  if (hour === 12) return '12pm';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** Hourly from 1am to 11pm, then midnight. */
export const EARLY_DELIVERY_OPTIONS: EarlyDeliveryOption[] = [
  ...Array.from({ length: 23 }, (_, i) => i + 1),
  0,
].map((hour) => ({ value: `${String(hour).padStart(2, '0')}:00:00`, label: hourLabel(hour) }));

export const EARLY_DELIVERY_VALUES = EARLY_DELIVERY_OPTIONS.map((o) => o.value);

/** '04:00:00' → '4am'; an unknown value is shown as it is. */
export function earlyDeliveryLabel(value: string | null | undefined): string {
  if (!value) return '';
  return EARLY_DELIVERY_OPTIONS.find((o) => o.value === value.slice(0, 8))?.label ?? value;
}
