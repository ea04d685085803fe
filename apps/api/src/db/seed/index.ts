import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { suppliers } from '../schema/index.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { seedCustomers } from './customers.seed.ts';
import { seedSettings } from './settings.seed.ts';
import { seedProductImages, writeGalleryFiles } from './product-images.seed.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { seedOrders } from './orders.seed.ts';
import { createRandom } from './random.ts';
import { seedSpecials } from './specials.seed.ts';
import { seedReviews } from './reviews.seed.ts';
import { seedVenues } from './venues.seed.ts';
import { seedZones } from './zones.seed.ts';
import type { DemoWorld } from './world.ts';

export type SeedOptions = {
  /** Where generated files (gallery images) go; without it only their rows are made (tests). */
  files?: FileStorage;
};

/**
 * The demo world: accounts, venues, catalogue, then each area's seed in turn.
 * Deterministic (seeded PRNG); dates are relative to today so the world always looks current.
 * Each area adds its seed step at the end of this function.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<DemoWorld> {
  const rnd = createRandom(20261122);
  if (opts.files) await writeGalleryFiles(opts.files);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const accounts = await seedAccounts(t);
    const venueIds = await seedVenues(t, rnd);
    const catalogue = await seedCatalogue(t, rnd, accounts.supplierId, accounts.supplier2Id);
    const world: DemoWorld = { ...accounts, ...venueIds, ...catalogue };
    await seedCustomers(t, world);
    await seedZones(t, world);
    await seedSettings(t, world);
    await seedProductImages(t, rnd, world, opts.files);
    await seedOrders(t, rnd, world);
    await seedSpecials(t, world);
    await seedReviews(t, world);
    return world;
  });
}

export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<DemoWorld | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, opts);
}
