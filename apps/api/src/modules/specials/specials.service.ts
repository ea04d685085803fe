import {
  addDays,
  dayInZone,
  SPECIAL_CODES,
  SPECIAL_MESSAGES,
  SPECIAL_RULES,
  specialDateProblems,
  specialPriceProblem,
  specialStatus,
  timeZoneForState,
  type CreateSpecialBody,
  type Special,
  type SpecialsResponse,
  type SpecialStatus,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import { requireStaff } from '../../lib/auth-hook.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './specials.repository.ts';

/** The supplier's calendar day: a special starts and ends at midnight where the supplier trades. */
export function supplierToday(actor: Actor, now = new Date()): string {
  return dayInZone(now, timeZoneForState(actor.state));
}

function toSpecial(row: repo.SpecialRow, today: string): Special {
  return {
    id: row.id,
    product: {
      id: row.productId,
      sku: row.sku,
      name: row.name,
      priceInCents: row.priceInCents,
      priceUnit: row.priceUnit,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    specialPrice: row.specialPrice,
    status: specialStatus({ ...row, archived: row.archivedAt !== null }, today),
    isBanner: row.isBanner,
  };
}

export async function listSpecials(
  ctx: AppContext,
  actor: Actor,
  status?: SpecialStatus,
): Promise<SpecialsResponse> {
  const today = supplierToday(actor);
  const rows = await repo.listSpecials(ctx.db, actor.supplierId, today, status);
  const out: SpecialsResponse = { active: [], scheduled: [], archived: [] };
  for (const row of rows) {
    const special = toSpecial(row, today);
    out[special.status].push(special);
  }
  return out;
}

async function getSpecial(ctx: AppContext, actor: Actor, id: number): Promise<Special> {
  const row = await repo.findSpecial(ctx.db, actor.supplierId, id);
  if (!row) throw AppError.notFound('Special');
  return toSpecial(row, supplierToday(actor));
}

/** The most specials on any one day of [start, end] among the given ranges. */
function busiestDay(
  ranges: Array<{ startDate: string; endDate: string }>,
  start: string,
  end: string,
): number {
  let most = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const n = ranges.filter((r) => r.startDate <= day && r.endDate >= day).length;
    most = Math.max(most, n);
  }
  return most;
}

export async function createSpecial(
  ctx: AppContext,
  actor: Actor,
  body: CreateSpecialBody,
): Promise<Special> {
  // Featuring is a staff ability (spec 001 section 6): refuse it outright rather than drop it silently.
  if (body.isBanner) requireStaff(actor);
  const today = supplierToday(actor);
  const dateErrors = specialDateProblems(body.startDate, body.endDate, today);
  const product = await repo.findProduct(ctx.db, actor.supplierId, body.productId);
  if (!product) throw AppError.notFound('Product');
  const priceError = specialPriceProblem({
    priceInCents: body.priceInCents,
    currentPriceInCents: product.priceInCents,
    gstExempt: product.gstExempt,
    isStaff: actor.staff,
  });
  const fieldErrors = [
    ...dateErrors,
    ...(priceError ? [{ param: 'priceInCents', message: priceError }] : []),
  ];
  if (fieldErrors.length) throw AppError.fields(fieldErrors);

  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockSupplierSpecials(tx, actor.supplierId);
    const clash = await repo.liveOverlapsForProduct(
      tx,
      actor.supplierId,
      product.id,
      body.startDate,
      body.endDate,
      today,
    );
    if (clash.length) {
      throw AppError.badRequest('productId', SPECIAL_MESSAGES.overlap, SPECIAL_CODES.overlap);
    }
    const leaf = product.categories.at(-1);
    if (leaf !== undefined) {
      const ranges = await repo.liveOverlapsInCategory(
        tx,
        actor.supplierId,
        leaf,
        body.startDate,
        body.endDate,
        today,
      );
      // Only days from today on matter: days already past cannot gain a special.
      const from = body.startDate < today ? today : body.startDate;
      if (busiestDay(ranges, from, body.endDate) >= SPECIAL_RULES.maxActivePerCategory) {
        const name = (await repo.categoryName(tx, leaf)) ?? 'same';
        throw AppError.badRequest(
          'productId',
          SPECIAL_MESSAGES.categoryLimit(name),
          SPECIAL_CODES.categoryLimit,
        );
      }
    }
    const values = {
      supplierId: actor.supplierId,
      productId: product.id,
      startDate: body.startDate,
      endDate: body.endDate,
      specialPriceInCents: body.priceInCents,
      isBanner: body.isBanner,
    };
    const newId = await repo.insertSpecial(tx, values);
    await recordAudit(tx, actor, { action: 'create', entity: 'special', entityId: newId, after: values });
    return newId;
  });
  return getSpecial(ctx, actor, id);
}

/** Archiving is permanent; an archived (or finished) special cannot be archived again. */
export async function archiveSpecial(ctx: AppContext, actor: Actor, id: number): Promise<Special> {
  const before = await getSpecial(ctx, actor, id);
  if (before.status === 'archived') {
    throw AppError.conflict(SPECIAL_MESSAGES.alreadyArchived, {}, SPECIAL_CODES.alreadyArchived);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.archiveSpecial(tx, actor.supplierId, id);
    await recordAudit(tx, actor, {
      action: 'archive',
      entity: 'special',
      entityId: id,
      before: { status: before.status },
      after: { status: 'archived' },
    });
  });
  return getSpecial(ctx, actor, id);
}

export async function featureSpecial(
  ctx: AppContext,
  actor: Actor,
  id: number,
  isBanner: boolean,
): Promise<Special> {
  const before = await getSpecial(ctx, actor, id);
  if (isBanner && before.status === 'archived') {
    throw AppError.conflict(SPECIAL_MESSAGES.archivedNotFeatured, {}, SPECIAL_CODES.alreadyArchived);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setBanner(tx, actor.supplierId, id, isBanner);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'special',
      entityId: id,
      before: { isBanner: before.isBanner },
      after: { isBanner },
    });
  });
  return getSpecial(ctx, actor, id);
}
