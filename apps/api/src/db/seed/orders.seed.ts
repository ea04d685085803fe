import { sql } from 'drizzle-orm';
import { REMOVAL_REASONS, customLine, dayInZone, type OrderStatus } from '@portal/domain';
import {
  prepareOrders,
  saveOrders,
  type PlaceOrderInput,
  type PreparedOrder,
} from '../../modules/marketplace/marketplace.service.ts';
import type { Db } from '../client.ts';
import type { Random } from './random.ts';
import type { DemoWorld } from './world.ts';

const COMMENTS = [
  'Please deliver to the back door on the lane.',
  'Kitchen opens at 6am, ring the bell.',
  'Leave with the bar manager if the chef is out.',
  'No deliveries between 12pm and 2pm please.',
  'Call on arrival, loading zone out front.',
];
const ALERTS = ['Updated delivery details', 'New delivery address'];

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A few orders' lines for one venue: 2 to 9 products, 1 to 6 portions each. */
function pickLines(rnd: Random, productIds: number[], min = 2, max = 9) {
  const count = rnd.int(min, max);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, productIds.length)) chosen.add(rnd.pick(productIds));
  return [...chosen].map((productId) => ({ productId, numberOfPortions: rnd.int(1, 6) }));
}

/**
 * A year of orders for the demo supplier through the marketplace module (so prices, specials, custom
 * prices and GST are what a venue would pay), then completions, removals and substitutions applied in bulk.
 */
export async function seedOrders(db: Db, rnd: Random, world: DemoWorld): Promise<void> {
  const now = Date.now();
  const today = dayInZone(new Date(now), 'Australia/Sydney');
  // An order for a day a week ahead was placed already, not 3 days from now: a time still to come
  // moves back to 5 minutes to 10 hours before now (from the time itself, so the random sequence and
  // with it the rest of the demo world stay as they were).
  const inThePast = (at: Date) =>
    at.getTime() < now - 5 * 60_000
      ? at
      : new Date(now - (5 + (Math.floor(at.getTime() / 60_000) % 595)) * 60_000);
  const venues = world.tradeVenueIds;
  const standingVenues = venues.slice(0, 6);
  const seen = new Set<number>();

  const make = (
    venueId: number,
    deliveryDate: string,
    status: OrderStatus,
    extra: Partial<PlaceOrderInput> = {},
  ) => {
    const placedDaysBefore = rnd.int(1, 3);
    const planned = new Date(`${addDays(deliveryDate, -placedDaysBefore)}T00:00:00Z`);
    planned.setUTCHours(rnd.int(0, 11), rnd.int(0, 59), rnd.int(0, 59));
    const placed = inThePast(planned);
    const input: PlaceOrderInput = {
      supplierId: world.supplierId,
      venueId,
      deliveryDate,
      dateAdded: placed,
      orderStatus: status,
      lines: pickLines(rnd, world.productIds),
      orderedBefore: seen.has(venueId),
      substitutionAllowed: rnd.chance(0.4),
      deliveryComment: rnd.chance(0.25) ? rnd.pick(COMMENTS) : null,
      customerAlert: rnd.chance(0.03) ? rnd.pick(ALERTS) : null,
      payment: rnd.chance(0.1) ? 'pay_later' : 'credit_card',
      standingOrderId:
        standingVenues.includes(venueId) && rnd.chance(0.5) ? 7000 + standingVenues.indexOf(venueId) : null,
      ...extra,
    };
    if (status === 'CANCELLED')
      input.cancellationComment = rnd.pick([
        'Customer cancellation',
        'Product Out of Stock',
        'Other: Venue closed for a private event',
      ]);
    seen.add(venueId);
    return input;
  };

  const inputs: PlaceOrderInput[] = [];
  for (let back = 365; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const perDay = weekday === 0 ? 2 : weekday === 6 ? 4 : rnd.int(7, 10);
    for (let i = 0; i < perDay; i++) {
      const status: OrderStatus = rnd.chance(0.07) ? 'CANCELLED' : 'COMPLETED';
      inputs.push(
        make(rnd.pick(venues), day, status, {
          supplierReference: rnd.chance(0.2) ? `PO-${rnd.int(10000, 99999)}` : null,
        }),
      );
    }
  }
  // Open orders: today, tomorrow and the next days; a few already being picked.
  const upcoming: Array<[number, number, number]> = [
    [0, 7, 3],
    [1, 9, 2],
    [2, 6, 0],
    [3, 5, 0],
    [4, 4, 0],
    [5, 3, 0],
    [6, 3, 0],
  ];
  for (const [offset, pending, processing] of upcoming) {
    const day = addDays(today, offset);
    for (let i = 0; i < processing; i++) inputs.push(make(rnd.pick(venues), day, 'PROCESSING'));
    for (let i = 0; i < pending; i++) inputs.push(make(rnd.pick(venues), day, 'PENDING'));
  }
  // Top-ups: a venue adds to an order it already has, delivered the same day, three hours later.
  const parentOf = new Map<PlaceOrderInput, PlaceOrderInput>();
  for (const input of [...inputs]) {
    if (!rnd.chance(0.05)) continue;
    const status: OrderStatus =
      input.orderStatus === 'CANCELLED' ? 'CANCELLED' : (input.orderStatus ?? 'PENDING');
    const topUp = make(input.venueId, input.deliveryDate, status, {
      standingOrderId: null,
      lines: pickLines(rnd, world.productIds, 1, 3),
      dateAdded: inThePast(new Date((input.dateAdded ?? new Date()).getTime() + 3 * 3_600_000)),
    });
    parentOf.set(topUp, input);
    inputs.push(topUp);
  }
  // Ids follow the time orders were placed, as in the marketplace; top-ups get their parent's id afterwards.
  inputs.sort((a, b) => a.dateAdded!.getTime() - b.dateAdded!.getTime());
  const prepared = await prepareOrders(db, inputs);
  prepared.forEach((p, i) => finishOrder(p, i, rnd));
  const ids = await saveOrders(db, prepared);
  const idOf = new Map(inputs.map((input, i) => [input, ids[i]!]));
  const links = [...parentOf].map(([topUp, parent]) => ({ id: idOf.get(topUp), parent: idOf.get(parent) }));
  await db.execute(sql`
    update orders o set parent_order_id = l.parent
    from json_to_recordset(${JSON.stringify(links)}::json) as l(id int, parent int)
    where o.id = l.id`);

  const s2Venues = venues.slice(-10);
  const s2: PlaceOrderInput[] = [];
  for (let back = 60; back >= -3; back -= 2) {
    const day = addDays(today, -back);
    s2.push({
      supplierId: world.supplier2Id,
      venueId: rnd.pick(s2Venues),
      deliveryDate: day,
      dateAdded: new Date(`${addDays(day, -1)}T01:00:00Z`),
      orderStatus: back > 0 ? 'COMPLETED' : 'PENDING',
      lines: pickLines(rnd, world.supplier2ProductIds, 1, 4),
    });
  }
  const prepared2 = await prepareOrders(db, s2);
  prepared2.forEach((p, i) => finishOrder(p, i + 5, rnd));
  await saveOrders(db, prepared2);
}

const REASONS = REMOVAL_REASONS.filter((r) => r !== 'Other');

/**
 * A completed order as a supplier left it: supplied quantities, now and then a removed line with a
 * reason or a custom substitute, and the final total.
 */
export function finishOrder(p: PreparedOrder, index: number, rnd: Random): void {
  if (p.order.orderStatus !== 'COMPLETED') return;
  for (const line of p.lines) {
    line.finalQuantityPriced = line.originalQuantityPriced;
    line.finalTotalIncGst = line.originalTotalIncGst;
  }
  if (index % 12 === 5 && p.lines.length > 1) {
    const line = p.lines[0]!;
    line.finalQuantityPriced = 0;
    line.finalTotalIncGst = 0;
    line.reason = rnd.pick(REASONS);
  }
  if (index % 20 === 7) {
    const substitute = { sku: `CUSTOM-${index}`, name: 'Substitute: similar product', hasGst: true };
    p.lines.push({
      ...customLine({ ...substitute, priceIncGst: 550, quantity: 2, total: 1100, gst: 100 }, p.lines.length),
      reason: null,
    });
  }
  p.order.finalTotalIncGst = p.lines.reduce((sum, l) => sum + (l.finalTotalIncGst ?? 0), 0);
  p.order.processedAt = new Date((p.order.dateAdded as Date).getTime() + 20 * 3_600_000);
}
