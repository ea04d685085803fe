import {
  calendarDayLabel,
  formatCents,
  VENUE_DETAIL_LABELS,
  venueDetailsSnapshot,
  type OrderChanges,
  type VenueDetailsSnapshot,
} from '@portal/domain';
import { orderRows, type OrderFacts } from './kinds.ts';
import type { EmailContent } from './layout.ts';

/** The e-mails that say what a venue changed: old and new side by side. */

const NONE = '—';
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One sentence naming what changed: '1 product added, 2 removed and 1 quantity changed.' */
function changeSummary(c: OrderChanges): string {
  const parts = [
    c.added.length ? `${count(c.added.length, 'product')} added` : null,
    c.removed.length ? `${count(c.removed.length, 'product')} removed` : null,
    c.changed.length ? `${count(c.changed.length, 'quantity', 'quantities')} changed` : null,
    c.deliveryDate ? 'the delivery date changed' : null,
    c.deliveryComment ? 'the delivery comment changed' : null,
  ].filter((p): p is string => !!p);
  if (!parts.length) return 'Nothing on the order itself changed.';
  const sentence = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function changeTable(c: OrderChanges): NonNullable<EmailContent['table']> | undefined {
  const rows = [
    ...c.added.map((l) => [l.name, 'Added', NONE, l.quantity]),
    ...c.removed.map((l) => [l.name, 'Removed', l.quantity, NONE]),
    ...c.changed.map((l) => [l.name, 'Quantity changed', l.before, l.after]),
  ];
  return rows.length ? { head: ['Product', 'Change', 'Before', 'Now'], rows, numeric: [2, 3] } : undefined;
}

export function orderChangedEmail(o: OrderFacts, url: string, changes?: OrderChanges): EmailContent {
  const rows = orderRows(o).filter(([label]) => !changes || label !== 'Total (inc GST)');
  if (changes) {
    const { before, after } = changes.total;
    rows.push(['Total (inc GST)', `${formatCents(before)} → ${formatCents(after)}`]);
    if (changes.deliveryDate)
      rows.push([
        'Delivery date changed',
        `${calendarDayLabel(changes.deliveryDate.before)} → ${calendarDayLabel(changes.deliveryDate.after)}`,
      ]);
    if (changes.deliveryComment)
      rows.push([
        'Delivery comment changed',
        `${changes.deliveryComment.before || NONE} → ${changes.deliveryComment.after || NONE}`,
      ]);
  }
  return {
    subject: `Order #${o.id} changed by ${o.venue}`,
    preview: changes
      ? `${o.venue} changed order #${o.id}: ${formatCents(changes.total.before)} → ${formatCents(changes.total.after)} for ${calendarDayLabel(o.deliveryDate)}.`
      : `${o.venue} changed order #${o.id}: now ${formatCents(o.total)} for ${calendarDayLabel(o.deliveryDate)}.`,
    heading: `Order #${o.id} changed`,
    paragraphs: [
      `${o.venue} changed their order. The updated purchase order is attached.`,
      ...(changes ? [changeSummary(changes)] : []),
    ],
    rows,
    table: changes ? changeTable(changes) : undefined,
    action: { label: 'View the order', url },
  };
}

export type VenueFacts = Parameters<typeof venueDetailsSnapshot>[0] & { venue: string };

export function detailsUpdatedEmail(
  v: VenueFacts,
  url: string,
  change?: { before?: VenueDetailsSnapshot; after?: VenueDetailsSnapshot; orderIds?: number[] },
): EmailContent {
  const now = change?.after ?? venueDetailsSnapshot(v);
  const before = change?.before;
  const keys = Object.keys(VENUE_DETAIL_LABELS) as Array<keyof VenueDetailsSnapshot>;
  const changed = before ? keys.filter((k) => before[k] !== now[k]) : [];
  return {
    subject: `${v.venue} updated their delivery details`,
    preview: `New delivery details for ${v.venue}.`,
    heading: `${v.venue} updated their delivery details`,
    paragraphs: [
      'Please update your delivery run and records. Orders placed from now on carry the new details.',
      ...(change?.orderIds?.length
        ? [
            `Orders not yet delivered now carry the new details too: ${change.orderIds.map((id) => `#${id}`).join(', ')}.`,
          ]
        : []),
      ...(changed.length
        ? [`Changed: ${changed.map((k) => VENUE_DETAIL_LABELS[k].toLowerCase()).join(', ')}.`]
        : []),
    ],
    rows: before ? undefined : keys.map((k): [string, string] => [VENUE_DETAIL_LABELS[k], now[k]]),
    table: before
      ? {
          head: ['Detail', 'Before', 'Now'],
          rows: keys.map((k) => [VENUE_DETAIL_LABELS[k], before[k], now[k]]),
        }
      : undefined,
    action: { label: 'View your customers', url },
  };
}
