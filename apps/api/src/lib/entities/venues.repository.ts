import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';

/** Reads of a marketplace venue shared by every module. */
export type VenueRow = typeof venues.$inferSelect;

export async function findVenue(db: DbOrTx, venueId: number): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  return row ?? null;
}
