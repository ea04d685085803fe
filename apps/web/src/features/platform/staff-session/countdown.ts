const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * The staff banner's countdown (spec 002 section 9): days when more than 24 hours remain,
 * otherwise hours, minutes and seconds (H:MM:SS), never below zero.
 */
export function formatCountdown(ms: number): string {
  const left = Math.max(0, ms);
  if (left > DAY) {
    const days = Math.floor(left / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const total = Math.floor(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
