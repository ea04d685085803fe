import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { suppliers } from '../schema/index.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { createRandom } from './random.ts';
import { seedReviews } from './reviews.seed.ts';
import { seedVenues } from './venues.seed.ts';
import type { DemoWorld } from './world.ts';

/**
 * The demo world: accounts, venues, catalogue, then each area's seed in turn.
 * Deterministic (seeded PRNG); dates are relative to today so the world always looks current.
 * Each area adds its seed step at the end of this function.
 */
export async function seedDemo(db: Db): Promise<DemoWorld> {
  const rnd = createRandom(20261122);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const accounts = await seedAccounts(t);
    const venueIds = await seedVenues(t, rnd);
    const catalogue = await seedCatalogue(t, rnd, accounts.supplierId, accounts.supplier2Id);
    const world: DemoWorld = { ...accounts, ...venueIds, ...catalogue };
    await seedReviews(t, world);
    return world;
  });
}

export async function seedIfEmpty(db: Db): Promise<DemoWorld | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db);
}
