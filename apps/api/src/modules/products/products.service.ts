import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_FULL_CODE,
  ACCOUNT_MESSAGES,
  CUSTOM_PRICE_MESSAGES,
  catalogueLimitProblem,
  EXCLUDED_VENUE_TYPE,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as M,
  dayInZone,
  exGstPrice,
  productChangeAllowed,
  timeZoneForState,
  productRulesProblem,
  type CategoryCreatePayload,
  type CustomPriceListItem,
  type CustomPricePayload,
  type Product,
  type ProductCreatePayload,
  type ProductPatchPayload,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { duplicateError, isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../../lib/images.ts';
import * as categories from '../../lib/entities/categories.repository.ts';
import * as venues from '../../lib/entities/venues.repository.ts';
import { productsListBody } from './products-list.repository.ts';
import * as repo from './products.repository.ts';

/** Refuses (400) adding `adding` products past the catalogue limit; call inside the writing transaction. */
export async function checkCatalogueRoom(tx: DbOrTx, supplierId: number, adding: number): Promise<void> {
  const problem = catalogueLimitProblem(await repo.lockedProductCount(tx, supplierId), adding);
  if (problem) throw AppError.badRequest('', problem, CATALOGUE_FULL_CODE);
}

const today = (actor: Actor) => dayInZone(new Date(), timeZoneForState(actor.state));

/**
 * GET suppliers/products: the kept JSON text of the whole list and its ETag, which changes with the
 * catalogue version and the supplier's calendar day (specials start and end by day).
 */
export async function listProductsBody(
  ctx: AppContext,
  actor: Actor,
): Promise<{ body: string; etag: string }> {
  const day = today(actor);
  const { version, body } = await productsListBody(ctx.db, actor.supplierId, day);
  return { body, etag: `W/"p${actor.supplierId}-${version}-${day}"` };
}

export async function getProduct(ctx: AppContext, actor: Actor, id: number): Promise<Product> {
  const [product] = await repo.listProducts(ctx.db, actor.supplierId, today(actor), id);
  if (!product) throw AppError.notFound('Product');
  return product;
}

/** Categories must run from a top-tier category down, each the child of the one before. */
async function checkCategories(ctx: AppContext, ids: number[]): Promise<void> {
  const found = new Map((await repo.categoriesByIds(ctx.db, ids)).map((c) => [c.id, c]));
  let parent: number | null = null;
  for (const id of ids) {
    const category = found.get(id);
    if (!category) throw AppError.badRequest('categories', M.categoryUnknown);
    if (parent === null && category.parentCategoryId !== null) {
      throw AppError.badRequest('categories', M.categoryNotTopTier);
    }
    if (parent !== null && category.parentCategoryId !== parent) {
      throw AppError.badRequest('categories', M.categoryNotRelated);
    }
    parent = id;
  }
}

async function checkImage(ctx: AppContext, actor: Actor, imageId: number | null | undefined) {
  if (imageId === null || imageId === undefined) return;
  // Another supplier's upload is "not found", like any of their rows.
  if (!(await repo.findImage(ctx.db, actor.supplierId, imageId))) throw AppError.notFound('Image');
}

/**
 * Fields only staff may change (403 otherwise): Best Buy, the marketplace's badge, and the image
 * (spec: "Staff only can choose or edit images"). Sending the current value back is not a change.
 */
function checkStaffOnly<T>(actor: Actor, wanted: T | undefined, current: T) {
  if (wanted !== undefined && wanted !== current && !actor.staff) throw AppError.forbidden();
}

export async function createProduct(ctx: AppContext, actor: Actor, input: ProductCreatePayload) {
  checkStaffOnly(actor, input.isBestBuy, false);
  checkStaffOnly(actor, input.imageId, null);
  await checkCategories(ctx, input.categories);
  await checkImage(ctx, actor, input.imageId);
  if (await repo.skuTaken(ctx.db, actor.supplierId, input.sku))
    throw duplicateError('products_supplier_sku_idx');
  const id = await ctx.db.transaction(async (tx) => {
    await checkCatalogueRoom(tx, actor.supplierId, 1);
    const row = await repo.insertProduct(tx, {
      supplierId: actor.supplierId,
      sku: input.sku,
      name: input.name,
      priceInCents: input.priceInCents,
      gstExempt: input.gstExempt,
      enabled: input.enabled,
      outOfStock: input.outOfStock ?? false,
      isBestBuy: input.isBestBuy ?? false,
      unitOfPriceId: input.unitOfPriceId,
      unitOfPortionId: input.unitOfPortionId,
      portions: input.portions,
      categories: input.categories,
      imageId: input.imageId ?? null,
    });
    await recordAudit(tx, actor, { action: 'create', entity: 'product', entityId: row.id, after: row });
    return row.id;
  });
  return getProduct(ctx, actor, id);
}

export async function updateProduct(ctx: AppContext, actor: Actor, id: number, input: ProductPatchPayload) {
  // The warehouse holds `productsUpdate` for the stock switch alone.
  if (!productChangeAllowed(actor.role, input)) throw AppError.forbidden(ACCOUNT_MESSAGES.warehouseStockOnly);
  const current = await repo.findProductRow(ctx.db, actor.supplierId, id);
  if (!current) throw AppError.notFound('Product');
  checkStaffOnly(actor, input.isBestBuy, current.isBestBuy);
  checkStaffOnly(actor, input.imageId, current.imageId);
  // The product as it would stand after the change goes through the domain's rules: a PATCH of the price
  // alone is checked against the stored GST basis, units and portions, as the form checks it.
  const problem = productRulesProblem({
    unitOfPriceId: input.unitOfPriceId ?? current.unitOfPriceId,
    unitOfPortionId: input.unitOfPortionId ?? current.unitOfPortionId,
    priceInCents: input.priceInCents ?? current.priceInCents,
    gstExempt: input.gstExempt ?? current.gstExempt,
    portions: input.portions ?? current.portions,
  });
  if (problem) throw AppError.badRequest(problem.param, problem.message);
  if (input.categories) await checkCategories(ctx, input.categories);
  await checkImage(ctx, actor, input.imageId);
  if (input.sku && (await repo.skuTaken(ctx.db, actor.supplierId, input.sku, id))) {
    throw duplicateError('products_supplier_sku_idx');
  }
  const { productId: _ignored, ...changes } = input;
  await ctx.db.transaction(async (tx) => {
    const after = await repo.updateProduct(tx, actor.supplierId, id, changes);
    const before = Object.fromEntries(
      Object.keys(changes).map((k) => [k, current[k as keyof typeof current]]),
    );
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      before,
      after: changes,
    });
    return after;
  });
  return getProduct(ctx, actor, id);
}

/* ---------- categories ---------- */

export const listCategories = (ctx: AppContext) => categories.listCategories(ctx.db);

/** Categories are the marketplace's shared tree, so only staff add to it (the bulk CSV "Create Categories"). */
export async function createCategory(ctx: AppContext, actor: Actor, input: CategoryCreatePayload) {
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const chain = await categories.listCategories(ctx.db);
    const byId = new Map(chain.map((c) => [c.id, c]));
    const parent = byId.get(parentId);
    if (!parent) throw AppError.badRequest('parentId', M.parentUnknown);
    let depth = 1;
    for (let p = parent.parentCategoryId; p !== null; p = byId.get(p)?.parentCategoryId ?? null) depth += 1;
    if (depth >= PRODUCT_LIMITS.maxCategoryDepth) throw AppError.badRequest('parentId', M.categoryTooDeep);
  }
  const exists = async () => {
    const existing = await repo.findCategoryByName(ctx.db, parentId, input.name);
    return existing ? AppError.conflict(M.categoryExists, { id: existing.id }) : null;
  };
  const duplicate = await exists();
  if (duplicate) throw duplicate;
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertCategory(tx, input.name, parentId);
      await recordAudit(tx, actor, { action: 'create', entity: 'category', entityId: row.id, after: row });
      return row;
    });
  } catch (error) {
    // Created by a concurrent request in between: the same answer, with the winner's id.
    if (isUniqueViolation(error, 'categories_parent_name_idx')) throw (await exists()) ?? error;
    throw error;
  }
}

export const listUnits = (ctx: AppContext) => repo.listUnits(ctx.db);
export const listVenues = (ctx: AppContext) => repo.listVenues(ctx.db);

/* ---------- images ---------- */

export const listImages = (ctx: AppContext, actor: Actor) => repo.listImages(ctx.db, actor.supplierId);

export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800, fit: 'inside' as const };

export async function uploadImage(
  ctx: AppContext,
  actor: Actor,
  file: { data: Buffer; fileName: string; description?: string | null },
) {
  const jpeg = await processImage(file.data, PRODUCT_IMAGE_SIZE, { allowed: ['jpeg', 'png', 'webp'] });
  const key = `images/${actor.supplierId}/${randomUUID()}.jpg`;
  await ctx.files.put(key, jpeg);
  const base =
    file.fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 80) || 'image';
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertImage(tx, {
      supplierId: actor.supplierId,
      url: ctx.files.publicUrl(key),
      fileName: `${base}.jpg`,
      description: file.description?.slice(0, 200) || base,
      fromGallery: false,
    });
    await recordAudit(tx, actor, { action: 'upload', entity: 'image', entityId: row.id, after: row });
    return { id: row.id, url: row.url, fileName: row.fileName, description: row.description };
  });
}

/* ---------- custom prices ---------- */

export async function listCustomPrices(
  ctx: AppContext,
  actor: Actor,
  productId?: number,
): Promise<CustomPriceListItem[]> {
  const rows = await repo.listCustomPrices(ctx.db, actor.supplierId, productId);
  return rows.map((r) => ({
    id: r.id,
    venue: { id: r.venueId, venue: r.venueName },
    product: {
      id: r.productId,
      sku: r.sku,
      name: r.name,
      priceInCents: r.productPriceInCents,
      gstExempt: r.gstExempt,
      unitOfPrice: { id: r.unitId, title: r.unitTitle, unit: r.unitUnit },
    },
    priceInCents: r.priceInCents,
    priceInCentsExGST: exGstPrice(r.priceInCents, r.gstExempt),
  }));
}

async function productAndVenue(ctx: AppContext, actor: Actor, input: CustomPricePayload) {
  const product = await repo.findProductRow(ctx.db, actor.supplierId, input.productId);
  if (!product) throw AppError.notFound('Product');
  const venue = await venues.findVenue(ctx.db, input.venueId);
  if (!venue) throw AppError.notFound('Venue');
  return { product, venue };
}

export async function createCustomPrice(ctx: AppContext, actor: Actor, input: CustomPricePayload) {
  const { venue } = await productAndVenue(ctx, actor, input);
  if (venue.status !== 'active' || venue.venueType === EXCLUDED_VENUE_TYPE) {
    throw AppError.badRequest('venueId', CUSTOM_PRICE_MESSAGES.venueNotOffered);
  }
  if (await repo.findCustomPriceFor(ctx.db, actor.supplierId, input.productId, input.venueId)) {
    throw duplicateError('custom_prices_product_venue_idx');
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertCustomPrice(tx, {
      supplierId: actor.supplierId,
      productId: input.productId,
      venueId: input.venueId,
      priceInCents: input.priceInCents,
    });
    await recordAudit(tx, actor, { action: 'create', entity: 'custom_price', entityId: row.id, after: row });
    return { customPriceId: row.id, id: row.id, ...input };
  });
}

export async function updateCustomPrice(ctx: AppContext, actor: Actor, input: CustomPricePayload) {
  await productAndVenue(ctx, actor, input);
  const current = await repo.findCustomPriceFor(ctx.db, actor.supplierId, input.productId, input.venueId);
  if (!current) throw AppError.notFound('Custom price');
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateCustomPrice(tx, current.id, input.priceInCents);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'custom_price',
      entityId: row.id,
      before: { priceInCents: current.priceInCents },
      after: { priceInCents: row.priceInCents },
    });
    return { customPriceId: row.id, id: row.id, ...input };
  });
}

export async function deleteCustomPrice(ctx: AppContext, actor: Actor, id: number) {
  const current = await repo.findCustomPrice(ctx.db, actor.supplierId, id);
  if (!current) throw AppError.notFound('Custom price');
  await ctx.db.transaction(async (tx) => {
    await repo.deleteCustomPrice(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'custom_price', entityId: id, before: current });
  });
}
