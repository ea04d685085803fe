import { CUSTOMER_MESSAGES, isTradeVenue, MAX_LOSS_PRODUCTS, ERROR_CODES } from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { duplicateError } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import * as venues from '../../lib/entities/venues.repository.ts';
import * as repo from './loss-leaders.repository.ts';

export async function getThreshold(ctx: AppContext, actor: Actor) {
  return { lossProductsMinimumSpend: await repo.readThreshold(ctx.db, actor.supplierId) };
}

export async function setThreshold(ctx: AppContext, actor: Actor, cents: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockSupplier(tx, actor.supplierId);
    await repo.writeThreshold(tx, actor.supplierId, cents);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'loss_threshold',
      entityId: actor.supplierId,
      before: { lossProductsMinimumSpend: before },
      after: { lossProductsMinimumSpend: cents },
    });
    return { lossProductsMinimumSpend: cents };
  });
}

export async function listProducts(ctx: AppContext, actor: Actor) {
  return { data: await repo.listLossProducts(ctx.db, actor.supplierId) };
}

export async function addProduct(ctx: AppContext, actor: Actor, productId: number) {
  return ctx.db.transaction(async (tx) => {
    // The supplier row lock makes the limit hold even when two adds race.
    const threshold = await repo.lockSupplier(tx, actor.supplierId);
    const product = await repo.findOwnProduct(tx, actor.supplierId, productId);
    if (!product) throw AppError.notFound('Product');
    if (threshold === null) throw AppError.badRequest('productId', CUSTOMER_MESSAGES.thresholdFirst);
    if (await repo.findLossProductByProduct(tx, actor.supplierId, productId))
      throw duplicateError('loss_products_supplier_product_idx');
    if ((await repo.countLossProducts(tx, actor.supplierId)) >= MAX_LOSS_PRODUCTS) {
      throw AppError.badRequest(
        'productId',
        CUSTOMER_MESSAGES.lossProductsLimit,
        ERROR_CODES.lossProductsLimit,
      );
    }
    const row = await repo.insertLossProduct(tx, actor.supplierId, productId);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'loss_product',
      entityId: row.id,
      after: { productId, name: product.name },
    });
    return { id: row.id, productId, sku: product.sku, name: product.name };
  });
}

export async function removeProduct(ctx: AppContext, actor: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.deleteLossProduct(tx, actor.supplierId, id);
    if (!row) throw AppError.notFound('Loss leader product');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'loss_product',
      entityId: id,
      before: { productId: row.productId },
    });
  });
}

export async function listVenues(ctx: AppContext, actor: Actor) {
  return { data: await repo.listLossVenues(ctx.db, actor.supplierId) };
}

export async function addVenue(ctx: AppContext, actor: Actor, venueId: number) {
  return ctx.db.transaction(async (tx) => {
    const threshold = await repo.lockSupplier(tx, actor.supplierId);
    const venue = await venues.findVenue(tx, venueId);
    if (!venue) throw AppError.notFound('Venue');
    if (!isTradeVenue(venue))
      throw AppError.badRequest(
        'venueId',
        CUSTOMER_MESSAGES.venueNotEligible.replace('a custom rake', 'loss leaders'),
      );
    if (threshold === null) throw AppError.badRequest('venueId', CUSTOMER_MESSAGES.thresholdFirst);
    if (await repo.findLossVenueByVenue(tx, actor.supplierId, venueId))
      throw duplicateError('loss_venues_supplier_venue_idx');
    const row = await repo.insertLossVenue(tx, actor.supplierId, venueId);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'loss_venue',
      entityId: row.id,
      after: { venueId, venue: venue.venue },
    });
    return { id: row.id, venueId, venue: venue.venue };
  });
}

export async function removeVenue(ctx: AppContext, actor: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.deleteLossVenue(tx, actor.supplierId, id);
    if (!row) throw AppError.notFound('Loss leader venue');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'loss_venue',
      entityId: id,
      before: { venueId: row.venueId },
    });
  });
}
