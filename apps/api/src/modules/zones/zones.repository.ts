import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryZones, suburbs, zoneDays, zoneSuburbs } from '../../db/schema/index.ts';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type ZoneDayRow = typeof zoneDays.$inferSelect;
export type SuburbRow = typeof suburbs.$inferSelect;
export type LinkRow = {
  suburbId: number;
  name: string;
  postcode: string;
  state: string;
  enabled: boolean;
  blocked: boolean;
};

export async function listZones(db: DbOrTx, supplierId: number): Promise<ZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.supplierId, supplierId))
    .orderBy(sql`lower(${deliveryZones.name})`, asc(deliveryZones.id));
}

/** The supplier's zone, or null for a missing zone and for another supplier's zone alike. */
export async function findZone(db: DbOrTx, supplierId: number, id: number): Promise<ZoneRow | null> {
  const [row] = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.supplierId, supplierId)));
  return row ?? null;
}

export async function daysOf(db: DbOrTx, zoneIds: number[]): Promise<ZoneDayRow[]> {
  if (!zoneIds.length) return [];
  return db
    .select()
    .from(zoneDays)
    .where(inArray(zoneDays.zoneId, zoneIds))
    .orderBy(asc(zoneDays.zoneId), asc(zoneDays.deliveryDay));
}

/** Enabled suburbs per zone. */
export async function enabledSuburbCounts(db: DbOrTx, zoneIds: number[]): Promise<Map<number, number>> {
  if (!zoneIds.length) return new Map();
  const rows = await db
    .select({ zoneId: zoneSuburbs.zoneId, n: sql<number>`count(*)::int` })
    .from(zoneSuburbs)
    .where(and(inArray(zoneSuburbs.zoneId, zoneIds), eq(zoneSuburbs.enabled, true)))
    .groupBy(zoneSuburbs.zoneId);
  return new Map(rows.map((r) => [r.zoneId, r.n]));
}

export async function insertZone(
  db: DbOrTx,
  values: Pick<ZoneRow, 'supplierId' | 'name' | 'minimumOrderTotal' | 'cutoff' | 'timeZone'>,
): Promise<ZoneRow> {
  const [row] = await db
    .insert(deliveryZones)
    .values({ ...values, published: false })
    .returning();
  return row!;
}

/** The seven weekday rows of a new zone, all off (or copies of another zone's days). */
export async function insertDays(
  db: DbOrTx,
  zoneId: number,
  days: Array<Omit<ZoneDayRow, 'zoneId'>>,
): Promise<void> {
  await db.insert(zoneDays).values(days.map((d) => ({ ...d, zoneId })));
}

export async function updateZone(
  db: DbOrTx,
  supplierId: number,
  id: number,
  patch: Partial<Pick<ZoneRow, 'name' | 'published' | 'cutoff' | 'minimumOrderTotal' | 'timeZone'>>,
): Promise<ZoneRow | null> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.supplierId, supplierId)))
    .returning();
  return row ?? null;
}

export async function deleteZone(db: DbOrTx, supplierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.supplierId, supplierId)))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

export async function setDay(
  db: DbOrTx,
  zoneId: number,
  day: number,
  orderBy: { newCustomerOrderBy: number | null; existingCustomerOrderBy: number | null },
): Promise<void> {
  await db
    .update(zoneDays)
    .set(orderBy)
    .where(and(eq(zoneDays.zoneId, zoneId), eq(zoneDays.deliveryDay, day)));
}

export async function linksOf(db: DbOrTx, zoneId: number, postcode?: string): Promise<LinkRow[]> {
  return db
    .select({
      suburbId: suburbs.id,
      name: suburbs.name,
      postcode: suburbs.postcode,
      state: suburbs.state,
      enabled: zoneSuburbs.enabled,
      blocked: zoneSuburbs.blocked,
    })
    .from(zoneSuburbs)
    .innerJoin(suburbs, eq(suburbs.id, zoneSuburbs.suburbId))
    .where(and(eq(zoneSuburbs.zoneId, zoneId), postcode ? eq(suburbs.postcode, postcode) : undefined))
    .orderBy(asc(suburbs.postcode), asc(suburbs.name), asc(suburbs.state));
}

/** Suburbs of the reference list among the given postcodes (the caller matches names and states). */
export async function suburbsInPostcodes(db: DbOrTx, postcodes: string[]): Promise<SuburbRow[]> {
  if (!postcodes.length) return [];
  return db
    .select()
    .from(suburbs)
    .where(inArray(suburbs.postcode, postcodes))
    .orderBy(asc(suburbs.postcode), asc(suburbs.name));
}

/** Replaces the zone's links with the given ones; blocked links stay whatever the list says. */
export async function replaceLinks(
  db: DbOrTx,
  zoneId: number,
  links: Array<{ suburbId: number; enabled: boolean }>,
): Promise<void> {
  const keep = links.map((l) => l.suburbId);
  await db
    .delete(zoneSuburbs)
    .where(
      and(
        eq(zoneSuburbs.zoneId, zoneId),
        eq(zoneSuburbs.blocked, false),
        keep.length ? notInArray(zoneSuburbs.suburbId, keep) : undefined,
      ),
    );
  for (let i = 0; i < links.length; i += 1000) {
    const batch = links.slice(i, i + 1000);
    await db
      .insert(zoneSuburbs)
      .values(batch.map((l) => ({ zoneId, suburbId: l.suburbId, enabled: l.enabled })))
      .onConflictDoUpdate({
        target: [zoneSuburbs.zoneId, zoneSuburbs.suburbId],
        // A blocked link is never switched on, whatever the caller sent.
        set: { enabled: sql`excluded.enabled and not ${zoneSuburbs.blocked}` },
      });
  }
}

/** Adds links (off) for suburbs not yet in the zone. */
export async function copyZoneContents(db: DbOrTx, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`
    insert into zone_days (zone_id, delivery_day, blocked, new_customer_order_by, existing_customer_order_by)
    select ${toId}, delivery_day, blocked, new_customer_order_by, existing_customer_order_by
    from zone_days where zone_id = ${fromId}`);
  await db.execute(sql`
    insert into zone_suburbs (zone_id, suburb_id, enabled, blocked)
    select ${toId}, suburb_id, enabled, blocked from zone_suburbs where zone_id = ${fromId}`);
}

/**
 * Suburbs whose name starts with or contains the text, or whose postcode starts with it; prefix matches
 * first. lower(name) LIKE uses the text_pattern_ops and trigram indexes, postcode LIKE its pattern index.
 */
export async function searchSuburbs(db: DbOrTx, text: string, limit: number): Promise<SuburbRow[]> {
  const lower = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  // NT postcodes start with 0 ("0800"), and people type them without it.
  const where: SQL | undefined = /^\d+$/.test(text)
    ? text.length < 4
      ? or(sql`${suburbs.postcode} like ${`${text}%`}`, sql`${suburbs.postcode} like ${`0${text}%`}`)
      : sql`${suburbs.postcode} like ${`${text}%`}`
    : sql`lower(${suburbs.name}) like ${`%${lower}%`}`;
  return db
    .select()
    .from(suburbs)
    .where(where)
    .orderBy(
      sql`case when lower(${suburbs.name}) like ${`${lower}%`} then 0 else 1 end`,
      asc(suburbs.name),
      asc(suburbs.postcode),
    )
    .limit(limit);
}

/** The supplier's zone links for suburbs matching a name (substring) or postcode (prefix), with their zones. */
export async function zoneSuburbRows(
  db: DbOrTx,
  supplierId: number,
  filter: { suburb?: string; postcode?: string },
  limit: number,
) {
  const conditions: SQL[] = [eq(deliveryZones.supplierId, supplierId)];
  const match: SQL[] = [];
  if (filter.suburb) {
    const lower = filter.suburb.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    match.push(sql`lower(${suburbs.name}) like ${`%${lower}%`}`);
  }
  if (filter.postcode) match.push(sql`${suburbs.postcode} like ${`${filter.postcode}%`}`);
  conditions.push(or(...match)!);
  return db
    .select({
      zoneId: deliveryZones.id,
      name: suburbs.name,
      postcode: suburbs.postcode,
      state: suburbs.state,
      enabled: zoneSuburbs.enabled,
      blocked: zoneSuburbs.blocked,
    })
    .from(zoneSuburbs)
    .innerJoin(suburbs, eq(suburbs.id, zoneSuburbs.suburbId))
    .innerJoin(deliveryZones, eq(deliveryZones.id, zoneSuburbs.zoneId))
    .where(and(...conditions))
    .orderBy(asc(suburbs.postcode), asc(suburbs.name), asc(deliveryZones.name))
    .limit(limit);
}
