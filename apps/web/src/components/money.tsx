import { formatCents } from '@portal/domain';

/** Cents shown as dollars, en-AU. */
export function Money({ cents }: { cents: number | null | undefined }) {
  if (cents === null || cents === undefined) return <>—</>;
  return <>{formatCents(cents)}</>;
}
