/**
 * Round axis ticks from 0 up to at least `max`: with the default 4 intervals, 4 or 5 ticks, each step
 * 1, 2, 2.5 or 5 times a power of ten. `integer` keeps every step whole (order counts, whole dollars):
 * below 10 it steps by 3 rather than 2.5. An axis with nothing to show, or less than one unit per
 * interval, still gets a full set of ticks (0 to `intervals`) rather than a single line at 0.
 */
export function niceTicks(max: number, { intervals = 4, integer = false } = {}): number[] {
  let top = Number.isFinite(max) && max > 0 ? max : intervals;
  if (integer && top < intervals) top = intervals;
  const raw = top / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const steps = integer && magnitude === 1 ? [1, 2, 3, 5, 10] : [1, 2, 2.5, 5, 10];
  // The small tolerance keeps 5000.0000001 (a float's 4 × 1250) from taking the next step up.
  const step = (steps.find((s) => s * magnitude >= raw * (1 - 1e-9)) ?? 10) * magnitude;
  const count = Math.ceil(top / step - 1e-9);
  // toPrecision drops float noise from small steps (0.1 × 3 is 0.30000000000000004).
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

const wholeDollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** An axis label in whole dollars: 12345.67 → "$12,346". */
export const formatDollars = (dollars: number) => `$${wholeDollars.format(dollars)}`;
