import {
  CUSTOMER_MESSAGES,
  isTradeVenue,
  type CustomCommissionBody,
  type CustomerRow,
  type ListQuery,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { duplicateError } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, selectFields } from '../../lib/list-query.ts';
import * as venues from '../../lib/entities/venues.repository.ts';
import * as repo from './customers.repository.ts';

export async function listCustomers(ctx: AppContext, actor: Actor, query: ListQuery) {
  const { built, total, rows } = await repo.listCustomers(ctx.db, actor.supplierId, query);
  return paged(selectFields<CustomerRow>(rows, built.select), total, built);
}

export async function createCommission(ctx: AppContext, actor: Actor, body: CustomCommissionBody) {
  return ctx.db.transaction(async (tx) => {
    const venue = await venues.findVenue(tx, body.venueId);
    if (!venue) throw AppError.notFound('Venue');
    if (!isTradeVenue(venue)) throw AppError.badRequest('venueId', CUSTOMER_MESSAGES.venueNotEligible);
    if (await repo.findCommission(tx, actor.supplierId, body.venueId)) {
      throw duplicateError('custom_commissions_supplier_venue_idx');
    }
    const row = await repo.insertCommission(tx, actor.supplierId, body.venueId, body.customCommission);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'custom_commission',
      entityId: body.venueId,
      after: { venueId: body.venueId, customCommission: row.customCommission },
    });
    return { venueId: row.venueId, customCommission: row.customCommission };
  });
}

export async function updateCommission(ctx: AppContext, actor: Actor, body: CustomCommissionBody) {
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findCommission(tx, actor.supplierId, body.venueId);
    if (!existing) throw AppError.notFound('Custom rake');
    const row = await repo.updateCommission(tx, existing.id, body.customCommission);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'custom_commission',
      entityId: body.venueId,
      before: { venueId: body.venueId, customCommission: existing.customCommission },
      after: { venueId: body.venueId, customCommission: row.customCommission },
    });
    return { venueId: row.venueId, customCommission: row.customCommission };
  });
}
