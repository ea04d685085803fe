import { formatCents, calendarDayLabel, dayOrdersScope } from '@portal/domain';
import type { EmailContent } from './layout.ts';

/** The content of each kind of notification e-mail; the layout turns it into HTML and plain text. */

export type OrderFacts = {
  id: number;
  venue: string;
  deliveryDate: string;
  parentOrderId: number | null;
  deliveryComment: string | null;
  cancellationComment: string | null;
  total: number;
  lines: number;
};

export const orderRows = (o: OrderFacts): Array<[string, string]> => {
  const rows: Array<[string, string]> = [
    ['Order', `#${o.id}`],
    ['Venue', o.venue],
    ['Delivery date', calendarDayLabel(o.deliveryDate)],
    ['Products', String(o.lines)],
    ['Total (inc GST)', formatCents(o.total)],
  ];
  if (o.deliveryComment) rows.push(['Delivery comment', o.deliveryComment]);
  return rows;
};

export function newOrderEmail(o: OrderFacts, url: string): EmailContent {
  return {
    subject: `New order #${o.id} from ${o.venue}`,
    preview: `${o.venue} ordered ${formatCents(o.total)} for ${calendarDayLabel(o.deliveryDate)}.`,
    heading: `New order #${o.id}`,
    paragraphs: [
      `${o.venue} placed an order for delivery on ${calendarDayLabel(o.deliveryDate)}. The purchase order is attached.`,
    ],
    rows: orderRows(o),
    action: { label: 'View the order', url },
  };
}

export function topUpOrderEmail(o: OrderFacts, url: string): EmailContent {
  return {
    subject: `Top-up order #${o.id} from ${o.venue}`,
    preview: `${o.venue} added ${formatCents(o.total)} to their delivery on ${calendarDayLabel(o.deliveryDate)}.`,
    heading: `Top-up order #${o.id}`,
    paragraphs: [
      `${o.venue} placed a top-up order${o.parentOrderId ? ` to order #${o.parentOrderId}` : ''} for delivery on ${calendarDayLabel(o.deliveryDate)}. The purchase order is attached.`,
    ],
    rows: orderRows(o),
    action: { label: 'View the order', url },
  };
}

export function orderCancelledEmail(o: OrderFacts, url: string): EmailContent {
  const rows = orderRows(o);
  if (o.cancellationComment) rows.push(['Reason', o.cancellationComment]);
  return {
    subject: `Order #${o.id} cancelled by ${o.venue}`,
    preview: `${o.venue} cancelled order #${o.id} for ${calendarDayLabel(o.deliveryDate)}.`,
    heading: `Order #${o.id} cancelled`,
    paragraphs: [`${o.venue} cancelled their order for delivery on ${calendarDayLabel(o.deliveryDate)}.`],
    rows,
    action: { label: 'View the order', url },
  };
}

export type ReviewFacts = {
  id: number;
  venue: string;
  orderId: number | null;
  content: string;
  ratings: Record<string, number>;
  average: number;
};

export function newReviewEmail(r: ReviewFacts, url: string): EmailContent {
  const rating = `${r.average.toFixed(1)} out of 5`;
  return {
    subject: `New review from ${r.venue}`,
    preview: `${r.venue} rated you ${rating}.`,
    heading: 'You have a new review',
    paragraphs: [`${r.venue} reviewed you: ${rating}.`, ...(r.content ? [`“${r.content}”`] : [])],
    rows: [
      ...Object.entries(r.ratings).map(([aspect, n]): [string, string] => [aspect, `${n} out of 5`]),
      ...(r.orderId ? [['Order', `#${r.orderId}`] as [string, string]] : []),
    ],
    action: { label: 'Read and reply', url },
  };
}

export type SummaryFacts = {
  day: string;
  /** When the orders were read, as the documents write it ('4 Jun 2026 7:00 am'). */
  asAt: string;
  orders: Array<{ id: number; venue: string; total: number }>;
  outOfStock: string[];
};

export function dailySummaryEmail(s: SummaryFacts, url: string): EmailContent {
  const value = s.orders.reduce((sum, o) => sum + o.total, 0);
  const n = s.orders.length;
  const orders = `${n} ${n === 1 ? 'order' : 'orders'}`;
  return {
    subject: `Your summary for ${calendarDayLabel(s.day)}: ${orders}, ${formatCents(value)}`,
    preview: `${orders} to deliver tomorrow, worth ${formatCents(value)}.`,
    heading: `Tomorrow, ${calendarDayLabel(s.day)}`,
    paragraphs: [
      n ? `You have ${orders} to deliver tomorrow.` : 'You have no orders to deliver tomorrow.',
      dayOrdersScope(s.asAt),
    ],
    rows: [
      ['Orders to deliver', String(n)],
      ['Value (inc GST)', formatCents(value)],
      ['Items out of stock', String(s.outOfStock.length)],
    ],
    table: n
      ? {
          head: ['Order', 'Venue', 'Value'],
          rows: s.orders.map((o) => [`#${o.id}`, o.venue, formatCents(o.total)]),
          numeric: [2],
        }
      : undefined,
    list: { title: 'Items out of stock', items: s.outOfStock, empty: 'None' },
    action: { label: 'Open your orders', url },
  };
}
