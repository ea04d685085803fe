import { isMaintenanceOn } from '../platform/maintenance.service.ts';
import { dayInZone, timeZoneForState } from '@portal/domain';
import { DEMO_ACCOUNTS } from '../../db/seed/world.ts';
import type { AppContext } from '../../lib/context.ts';
import * as repo from './demo-orders.repository.ts';
import { placeVenueOrder } from './venue-actions.ts';

/**
 * The demo world comes alive: every few minutes (DEMO_ORDERS_EVERY_MINUTES, default 3) one of the demo
 * supplier's customers places a new order through the marketplace module, so the dashboard's live
 * notice and the new-order e-mail can be seen. server.ts starts it only where the demo world is seeded
 * (SEED_DEMO: the embedded database by default, PostgreSQL only with SEED_DEMO=1); it is off in the
 * tests and the browser journeys, and does nothing when the demo account is not there.
 */
export async function placeDemoOrder(ctx: AppContext, random: () => number = Math.random) {
  const supplier = await repo.findDemoSupplier(ctx.db, DEMO_ACCOUNTS.supplier);
  if (!supplier) return null;
  const [venueIds, productIds] = await Promise.all([
    repo.customerVenues(ctx.db, supplier.id),
    repo.productsInStock(ctx.db, supplier.id),
  ]);
  if (!venueIds.length || !productIds.length) return null;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const chosen = new Set<number>();
  const count = 1 + Math.floor(random() * Math.min(5, productIds.length));
  while (chosen.size < count) chosen.add(pick(productIds));
  // Delivered tomorrow or the day after, in the supplier's time zone.
  const today = dayInZone(new Date(), timeZoneForState(supplier.state));
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const deliveryDate = new Date(Date.UTC(y, m - 1, d + 1 + Math.floor(random() * 2)))
    .toISOString()
    .slice(0, 10);
  const orderId = await ctx.db.transaction((tx) =>
    placeVenueOrder(tx, {
      supplierId: supplier.id,
      venueId: pick(venueIds),
      deliveryDate,
      lines: [...chosen].map((productId) => ({
        productId,
        numberOfPortions: 1 + Math.floor(random() * 6),
      })),
    }),
  );
  ctx.wakeJobs?.();
  return orderId;
}

/** A demo order, or none (null) while maintenance mode is on. */
export async function demoOrderUnlessMaintenance(ctx: AppContext): Promise<number | null | undefined> {
  if (await isMaintenanceOn(ctx)) return null;
  return placeDemoOrder(ctx);
}

export function startDemoOrders(
  ctx: AppContext,
  opts: {
    log?: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  } = {},
) {
  const minutes = ctx.config.demoOrdersEveryMinutes;
  if (!ctx.config.seedDemo || !(minutes > 0)) return { running: false, stop: () => undefined };
  const timer = setInterval(() => {
    // The maintenance switch holds for the demo world's venues too: no order while it is on.
    demoOrderUnlessMaintenance(ctx).then(
      (orderId) => orderId && opts.log?.info({ orderId }, 'demo world: a venue placed an order'),
      (err: unknown) => opts.log?.error({ err }, 'demo world: placing an order failed'),
    );
  }, minutes * 60_000);
  timer.unref();
  return { running: true, stop: () => clearInterval(timer) };
}
