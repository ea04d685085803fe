import { formatCents } from '@portal/domain';

export type AuditChange = { field: string; before?: string; after?: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Words a label keeps in capitals. */
const ACRONYMS = /\b(gst|abn|sku|id|bsb|pdf|csv)\b/g;

/** 'priceInCents' → 'Price', 'outOfStock' → 'Out of stock', 'totalIncGstInCents' → 'Total inc GST'. */
export function fieldLabel(key: string): string {
  const base = key.replace(/InCents$|Cents$/, '');
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(ACRONYMS, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as a person reads it: cents as dollars, booleans as Yes/No, nothing as an em dash; a record as
 * its fields ('Reason: Damaged, Amount inc GST: $1.00', empty ones left out) and a list item by item.
 */
export function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (/Cents$/.test(key) && typeof value === 'number') return formatCents(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatValue(key, item)).join('; ') : '—';
  if (isRecord(value))
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${fieldLabel(k)}: ${formatValue(k, v)}`)
      .join(', ');
  return JSON.stringify(value);
}

/**
 * The changed fields of an audit entry: for an update only what differs, for a create the new values,
 * for a delete the old ones. Non-object values (a plain number, say) read as one 'Value' field.
 */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const inBefore = before != null && key in b;
    const inAfter = after != null && key in a;
    if (inBefore && inAfter && JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    changes.push({
      field: fieldLabel(key),
      before: inBefore ? formatValue(key, b[key]) : undefined,
      after: inAfter ? formatValue(key, a[key]) : undefined,
    });
  }
  return changes;
}
