import { z } from 'zod';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';

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

/** An early delivery time in a body: one of the options, or null. */
export const earlyDeliveryTime = z
  .string()
  .refine((v) => EARLY_DELIVERY_VALUES.includes(v), M.timeInvalid)
  .nullable();

type EarlyDeliveryFields = {
  isEarlyDeliveryEnabled?: boolean;
  earlyDeliveryStartTime?: string | null;
  earlyDeliveryEndTime?: string | null;
};

/**
 * The one early-delivery rule: turned on, it needs both a start and an end time. The forms and the PATCH
 * body check it on what they send; the API checks it again on the stored row with the change applied.
 */
export function earlyDeliveryProblems(
  v: EarlyDeliveryFields,
): { param: keyof EarlyDeliveryFields; message: string }[] {
  if (v.isEarlyDeliveryEnabled !== true) return [];
  const problems: { param: keyof EarlyDeliveryFields; message: string }[] = [];
  if (!v.earlyDeliveryStartTime)
    problems.push({ param: 'earlyDeliveryStartTime', message: M.startTimeRequired });
  if (!v.earlyDeliveryEndTime) problems.push({ param: 'earlyDeliveryEndTime', message: M.endTimeRequired });
  return problems;
}

/** The rule as a refinement of a body or form holding the three fields. */
export function requireEarlyDeliveryTimes(v: EarlyDeliveryFields, ctx: z.RefinementCtx) {
  for (const p of earlyDeliveryProblems(v))
    ctx.addIssue({ code: 'custom', path: [p.param], message: p.message });
}
