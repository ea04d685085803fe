import {
  DELIVERY_REGIONS,
  DEFAULT_CUTOFF,
  ERROR_CODES,
  type ErrorCode,
  SUBURB_SEARCH_LIMIT,
  ZONE_MESSAGES,
  findDeliveryRegion,
  regionHasPostcode,
  suburbKey,
  timeZoneForState,
  ZONE_NAME_TAKEN_CODE,
  zoneNameKey,
  zoneNameTaken,
  type CreateZoneBody,
  type DeliveryDay,
  type DeliveryRegionEntry,
  type DeliveryRegionSummary,
  type DeliveryZone,
  type Suburb,
  type UpdateZoneBody,
  type ZoneDaysBody,
  type ZoneSuburbLink,
  type ZoneSuburbRow,
  type ZoneSuburbsBody,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { readSuburbsCsv } from '../../db/reference/load-reference-data.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as repo from './zones.repository.ts';

const ZONE_SUBURB_ROWS_LIMIT = 500;

function toDay(d: repo.ZoneDayRow): DeliveryDay {
  return {
    deliveryDay: d.deliveryDay,
    // A day counts as enabled only when both order-by days are set (spec 002 section 3).
    enabled: d.newCustomerOrderBy !== null && d.existingCustomerOrderBy !== null,
    blocked: d.blocked,
    newCustomerOrderBy: d.newCustomerOrderBy,
    existingCustomerOrderBy: d.existingCustomerOrderBy,
  };
}

async function present(db: DbOrTx, zones: repo.ZoneRow[]): Promise<DeliveryZone[]> {
  const ids = zones.map((z) => z.id);
  const [days, counts] = await Promise.all([repo.daysOf(db, ids), repo.enabledSuburbCounts(db, ids)]);
  return zones.map((z) => ({
    id: z.id,
    name: z.name,
    published: z.published,
    minimumOrderTotal: z.minimumOrderTotal,
    cutoff: z.cutoff,
    timeZone: z.timeZone,
    suburbCount: counts.get(z.id) ?? 0,
    deliveryDays: days.filter((d) => d.zoneId === z.id).map(toDay),
  }));
}

/** Two zones of one supplier may not share a name (case and spacing aside); `exceptId` is the zone renamed. */
async function assertNameFree(db: DbOrTx, actor: Actor, name: string, exceptId?: number): Promise<void> {
  const key = zoneNameKey(name);
  const zones = await repo.listZones(db, actor.supplierId);
  if (zones.some((z) => z.id !== exceptId && zoneNameKey(z.name) === key)) {
    throw AppError.badRequest('name', zoneNameTaken(name), ZONE_NAME_TAKEN_CODE);
  }
}

async function zoneOr404(db: DbOrTx, actor: Actor, id: number): Promise<repo.ZoneRow> {
  const zone = await repo.findZone(db, actor.supplierId, id);
  if (!zone) throw AppError.notFound('Delivery zone');
  return zone;
}

const toLink = (l: repo.LinkRow): ZoneSuburbLink => ({
  suburb: { name: l.name, postcode: l.postcode, state: l.state },
  enabled: l.enabled,
  blocked: l.blocked,
});

export async function listZones(ctx: AppContext, actor: Actor): Promise<DeliveryZone[]> {
  return present(ctx.db, await repo.listZones(ctx.db, actor.supplierId));
}

export async function getZone(ctx: AppContext, actor: Actor, id: number): Promise<DeliveryZone> {
  const [zone] = await present(ctx.db, [await zoneOr404(ctx.db, actor, id)]);
  return zone!;
}

export async function zoneDays(ctx: AppContext, actor: Actor, id: number): Promise<DeliveryDay[]> {
  return (await getZone(ctx, actor, id)).deliveryDays;
}

export async function zoneSuburbLinks(ctx: AppContext, actor: Actor, id: number): Promise<ZoneSuburbLink[]> {
  await zoneOr404(ctx.db, actor, id);
  return (await repo.linksOf(ctx.db, id)).map(toLink);
}

/** A new zone is unpublished; a duplicate copies details, days and suburbs in the same transaction. */
export async function createZone(ctx: AppContext, actor: Actor, body: CreateZoneBody): Promise<DeliveryZone> {
  const created = await ctx.db.transaction(async (tx) => {
    const source = body.duplicateFromId ? await zoneOr404(tx, actor, body.duplicateFromId) : null;
    await assertNameFree(tx, actor, body.name);
    const timeZone =
      body.timeZone ??
      source?.timeZone ??
      timeZoneForState(await suppliers.supplierState(tx, actor.supplierId));
    const zone = await repo.insertZone(tx, {
      supplierId: actor.supplierId,
      name: body.name,
      minimumOrderTotal: body.minimumOrderTotal,
      cutoff: body.cutoff ?? DEFAULT_CUTOFF,
      timeZone,
    });
    if (source) {
      await repo.copyZoneContents(tx, source.id, zone.id);
    } else {
      await repo.insertDays(
        tx,
        zone.id,
        [1, 2, 3, 4, 5, 6, 7].map((deliveryDay) => ({
          deliveryDay,
          blocked: false,
          newCustomerOrderBy: null,
          existingCustomerOrderBy: null,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: source ? 'zone.duplicate' : 'zone.create',
      entity: 'delivery_zone',
      entityId: zone.id,
      after: { ...zone, duplicateFromId: source?.id ?? null },
    });
    return zone;
  });
  return getZone(ctx, actor, created.id);
}

export async function updateZone(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateZoneBody,
): Promise<DeliveryZone> {
  await ctx.db.transaction(async (tx) => {
    const before = await zoneOr404(tx, actor, id);
    if (body.name !== undefined) await assertNameFree(tx, actor, body.name, id);
    if (body.published === true && !before.published) {
      const [zone] = await present(tx, [before]);
      if (!zone!.deliveryDays.some((d) => d.existingCustomerOrderBy !== null)) {
        throw AppError.badRequest('published', ZONE_MESSAGES.activateNeedsDay, ERROR_CODES.invalidActivation);
      }
      if (zone!.suburbCount === 0) {
        throw AppError.badRequest(
          'published',
          ZONE_MESSAGES.activateNeedsSuburb,
          ERROR_CODES.invalidActivation,
        );
      }
    }
    const after = await repo.updateZone(tx, actor.supplierId, id, body);
    await recordAudit(tx, actor, {
      action:
        body.published === undefined ? 'zone.update' : body.published ? 'zone.publish' : 'zone.unpublish',
      entity: 'delivery_zone',
      entityId: id,
      before,
      after,
    });
  });
  return getZone(ctx, actor, id);
}

export async function deleteZone(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await zoneOr404(tx, actor, id);
    await repo.deleteZone(tx, actor.supplierId, id);
    await recordAudit(tx, actor, { action: 'zone.delete', entity: 'delivery_zone', entityId: id, before });
  });
}

const keepPublished = (message: string) =>
  new AppError(400, [{ param: 'invalidActivation', message, code: ERROR_CODES.invalidActivation }], {
    invalidActivation: message,
  });

/** The enabled days; days left out are turned off. Blocked days cannot be turned on. */
export async function setZoneDays(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ZoneDaysBody,
): Promise<DeliveryDay[]> {
  await ctx.db.transaction(async (tx) => {
    const zone = await zoneOr404(tx, actor, id);
    const before = await repo.daysOf(tx, [id]);
    const blocked = body
      .map((d, i) => ({ d, i }))
      .filter(({ d }) => before.find((b) => b.deliveryDay === d.deliveryDay)?.blocked);
    if (blocked.length) {
      throw AppError.fields(
        blocked.map(({ i }) => ({
          param: `${i}.deliveryDay`,
          message: ZONE_MESSAGES.dayBlocked,
          code: ERROR_CODES.dayBlocked,
        })),
      );
    }
    if (zone.published && body.length === 0) throw keepPublished(ZONE_MESSAGES.keepPublishedDays);
    for (const day of before) {
      const on = body.find((d) => d.deliveryDay === day.deliveryDay);
      await repo.setDay(tx, id, day.deliveryDay, {
        newCustomerOrderBy: on?.newCustomerOrderBy ?? null,
        existingCustomerOrderBy: on?.existingCustomerOrderBy ?? null,
      });
    }
    await recordAudit(tx, actor, {
      action: 'zone.days',
      entity: 'delivery_zone',
      entityId: id,
      before: before.map(toDay),
      after: body,
    });
  });
  return zoneDays(ctx, actor, id);
}

/**
 * Replaces the zone's suburb list. Unknown suburbs and blocked suburbs switched on answer 400 with one
 * entry per suburb, keyed "<name> <postcode>"; emptying a published zone answers invalidActivation.
 * Blocked links stay in the zone even when left out: only the platform removes them.
 */
export async function setZoneSuburbs(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ZoneSuburbsBody,
): Promise<ZoneSuburbLink[]> {
  await ctx.db.transaction(async (tx) => {
    const zone = await zoneOr404(tx, actor, id);
    const before = await repo.linksOf(tx, id);
    const known = await repo.suburbsInPostcodes(tx, [
      ...new Set(body.map((l) => l.suburb.postcode.padStart(4, '0'))),
    ]);
    const byKey = new Map(known.map((s) => [`${s.postcode}|${s.name.toLowerCase()}|${s.state}`, s]));
    const blockedIds = new Set(before.filter((l) => l.blocked).map((l) => l.suburbId));
    const errors: Array<{ param: string; message: string; code: ErrorCode }> = [];
    const links = new Map<number, { suburbId: number; enabled: boolean }>();
    for (const link of body) {
      const postcode = link.suburb.postcode.padStart(4, '0');
      const suburb = byKey.get(`${postcode}|${link.suburb.name.toLowerCase()}|${link.suburb.state}`);
      const key = suburbKey({ name: link.suburb.name, postcode });
      if (!suburb) {
        errors.push({ param: key, message: ZONE_MESSAGES.suburbUnknown, code: ERROR_CODES.suburbUnknown });
      } else if (link.enabled && blockedIds.has(suburb.id)) {
        errors.push({ param: key, message: ZONE_MESSAGES.suburbBlocked, code: ERROR_CODES.suburbBlocked });
      } else {
        links.set(suburb.id, { suburbId: suburb.id, enabled: link.enabled && !blockedIds.has(suburb.id) });
      }
    }
    if (errors.length) throw AppError.fields(errors);
    if (zone.published && ![...links.values()].some((l) => l.enabled)) {
      throw keepPublished(ZONE_MESSAGES.keepPublishedSuburbs);
    }
    await repo.replaceLinks(tx, id, [...links.values()]);
    await recordAudit(tx, actor, {
      action: 'zone.suburbs',
      entity: 'delivery_zone',
      entityId: id,
      before: before.map(toLink),
      after: body.map((l) => ({ suburb: l.suburb, enabled: l.enabled })),
    });
  });
  return zoneSuburbLinks(ctx, actor, id);
}

/**
 * The links a postcode would add to the zone: its suburbs as the zone has them (on, off or blocked), the
 * others off. Nothing is written: the Edit Suburbs dialog holds them until Save (PUT zones/{id}/suburbs),
 * so Cancel leaves the zone as it was.
 */
export async function addPostcode(
  ctx: AppContext,
  actor: Actor,
  id: number,
  postcode: number,
): Promise<ZoneSuburbLink[]> {
  const code = String(postcode).padStart(4, '0');
  await zoneOr404(ctx.db, actor, id);
  const found = await repo.suburbsInPostcodes(ctx.db, [code]);
  if (!found.length)
    throw AppError.badRequest('postcode', ZONE_MESSAGES.noSuburbsForPostcode, ERROR_CODES.invalidParameter);
  const linked = new Map((await repo.linksOf(ctx.db, id, code)).map((l) => [l.suburbId, l]));
  return found
    .map((s) => {
      const link = linked.get(s.id);
      return {
        suburb: { name: s.name, postcode: s.postcode, state: s.state },
        enabled: link?.enabled ?? false,
        blocked: link?.blocked ?? false,
      };
    })
    .sort(
      (x, y) =>
        x.suburb.postcode.localeCompare(y.suburb.postcode) ||
        x.suburb.name.localeCompare(y.suburb.name) ||
        x.suburb.state.localeCompare(y.suburb.state),
    );
}

export async function searchSuburbs(ctx: AppContext, search: string): Promise<Suburb[]> {
  const text = search.trim();
  if (!text) return [];
  const rows = await repo.searchSuburbs(ctx.db, text, SUBURB_SEARCH_LIMIT);
  return rows.map((s) => ({ name: s.name, postcode: s.postcode, state: s.state }));
}

export async function zoneSuburbRows(
  ctx: AppContext,
  actor: Actor,
  filter: { suburb?: string; postcode?: string },
): Promise<ZoneSuburbRow[]> {
  const suburb = filter.suburb?.trim();
  const postcode = filter.postcode?.trim();
  if (!suburb && !postcode) throw AppError.badRequest('suburb', ZONE_MESSAGES.zoneSearchRequired);
  const rows = await repo.zoneSuburbRows(
    ctx.db,
    actor.supplierId,
    { suburb, postcode },
    ZONE_SUBURB_ROWS_LIMIT,
  );
  const zoneIds = [...new Set(rows.map((r) => r.zoneId))];
  const owned = (await repo.listZones(ctx.db, actor.supplierId)).filter((z) => zoneIds.includes(z.id));
  const zones = new Map((await present(ctx.db, owned)).map((z) => [z.id, z]));
  return rows.map((r) => {
    const z = zones.get(r.zoneId)!;
    return {
      suburb: { name: r.name, postcode: r.postcode, state: r.state },
      enabled: r.enabled,
      blocked: r.blocked,
      deliveryZone: {
        id: z.id,
        name: z.name,
        published: z.published,
        minimumOrderTotal: z.minimumOrderTotal,
        cutoff: z.cutoff,
        timeZone: z.timeZone,
        deliveryDays: z.deliveryDays,
      },
    };
  });
}

// Regions are reference data derived from the shipped suburb list, computed once per process.
let regionEntries: Map<string, DeliveryRegionEntry[]> | null = null;
function entriesByRegion(): Map<string, DeliveryRegionEntry[]> {
  if (regionEntries) return regionEntries;
  const all = readSuburbsCsv();
  regionEntries = new Map(
    DELIVERY_REGIONS.map((r) => [
      r.name,
      all
        .filter((s) => s.state === r.state && regionHasPostcode(r, Number(s.postcode)))
        .map((s) => ({ postcode: Number(s.postcode), suburb: s.name, state: s.state })),
    ]),
  );
  return regionEntries;
}

export function listRegions(): DeliveryRegionSummary[] {
  const entries = entriesByRegion();
  return DELIVERY_REGIONS.map((r) => ({
    name: r.name,
    states: [r.state],
    suburbCount: entries.get(r.name)!.length,
  }));
}

export function regionEntriesOf(name: string): { name: string; entries: DeliveryRegionEntry[] } {
  const region = findDeliveryRegion(name);
  if (!region) throw AppError.notFound('Delivery region');
  return { name: region.name, entries: entriesByRegion().get(region.name)! };
}
