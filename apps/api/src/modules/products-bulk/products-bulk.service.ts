import {
  BULK_INVALID_CODE,
  BULK_MESSAGES as M,
  bulkAddProductSchema,
  bulkEditProductSchema,
  checkCategoryIds,
  productRulesProblem,
  type BulkAddProduct,
  type BulkEditProduct,
  type BulkMode,
  type BulkProductError,
  type BulkUndoResponse,
  type BulkUploadErrorBody,
  type BulkUploadResponse,
} from '@portal/domain';
import type { z } from 'zod';
import { auditEntriesSql } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import * as categories from '../../lib/entities/categories.repository.ts';
import { checkCatalogueRoom } from '../products/products.service.ts';
import * as repo from './products-bulk.repository.ts';

type ProductProblem = BulkUploadErrorBody['products'][number];

function zodProblems(error: z.ZodError): BulkProductError[] {
  const seen = new Set<string>();
  const out: BulkProductError[] = [];
  for (const issue of error.issues) {
    const param = issue.path.map(String).join('.');
    if (seen.has(param)) continue;
    seen.add(param);
    out.push({ param, message: issue.message });
  }
  return out;
}

function invalid(problems: ProductProblem[]): AppError {
  return new AppError(
    400,
    [{ param: 'products', message: M.invalidProducts(problems.length), code: BULK_INVALID_CODE }],
    { products: problems.sort((a, b) => a.index - b.index) },
  );
}

type Parsed<T> = { index: number; raw: unknown; value: T | null; errors: BulkProductError[] };

function parseAll<T>(schema: z.ZodType<T>, raw: unknown[]): Parsed<T>[] {
  return raw.map((item, index) => {
    const result = schema.safeParse(item);
    return result.success
      ? { index, raw: item, value: result.data, errors: [] }
      : { index, raw: item, value: null, errors: zodProblems(result.error) };
  });
}

async function checkCategories(ctx: AppContext, parsed: Parsed<{ categories?: number[] }>[]) {
  if (!parsed.some((p) => p.value?.categories)) return;
  const byId = new Map((await categories.listCategories(ctx.db)).map((c) => [c.id, c]));
  for (const p of parsed) {
    if (!p.value?.categories) continue;
    for (const problem of checkCategoryIds(p.value.categories, byId)) {
      p.errors.push({ param: `categories.${problem.level}`, message: problem.message });
    }
  }
}

/**
 * A refused row as echoed back: at most 4 levels and 50 entries deep and wide, each string
 * or key at most 200 characters, so a hostile row is neither echoed whole nor walked past a safe depth.
 */
function echoOf(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > ECHO_TEXT ? `${value.slice(0, ECHO_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '[too deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => echoOf(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 50)
      .map(([k, v]) => [k.slice(0, ECHO_TEXT), echoOf(v, depth + 1)]),
  );
}
const ECHO_TEXT = 200;

function problemsOf(
  parsed: Parsed<unknown>[],
  productIdOf: (p: Parsed<unknown>) => number | null,
): ProductProblem[] {
  return parsed
    .filter((p) => p.errors.length)
    .map((p) => ({
      index: p.index,
      productId: productIdOf(p),
      productSanitized: p.value ?? echoOf(p.raw),
      productErrors: p.errors,
    }));
}

/** What a bulk save answers (the contract's bulkUploadResponseSchema). */
export type BulkResult = BulkUploadResponse;

/** POST suppliers/products/bulk-upload: every product or none. */
export async function addProducts(ctx: AppContext, actor: Actor, raw: unknown[]): Promise<BulkResult> {
  const parsed = parseAll<BulkAddProduct>(bulkAddProductSchema, raw);
  await checkCategories(ctx, parsed);
  const count = new Map<string, number>();
  for (const p of parsed) if (p.value) count.set(p.value.sku, (count.get(p.value.sku) ?? 0) + 1);
  const taken = new Set(
    (await repo.productsWithSkus(ctx.db, actor.supplierId, [...count.keys()])).map((r) => r.sku),
  );
  for (const p of parsed) {
    if (!p.value) continue;
    if ((count.get(p.value.sku) ?? 0) > 1) p.errors.push({ param: 'sku', message: M.skuDuplicated });
    else if (taken.has(p.value.sku)) p.errors.push({ param: 'sku', message: M.skuTaken });
  }
  const problems = problemsOf(parsed, () => null);
  if (problems.length) throw invalid(problems);

  const rows = parsed.map((p) => p.value!);
  try {
    const { productIds, uploadId } = await ctx.db.transaction(async (tx) => {
      await checkCatalogueRoom(tx, actor.supplierId, rows.length);
      // One statement writes the products, the upload and their audit entries.
      return repo.insertAddUpload(tx, actor.supplierId, actor.userId, rows, (entries) =>
        auditEntriesSql(actor, 'bulk_create', 'product', entries),
      );
    });
    return { productIds, uploadId, customPriced: [] };
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.badRequest('products', M.skuTaken, BULK_INVALID_CODE);
    throw error;
  }
}

const CHANGE_KEYS = [
  'sku',
  'name',
  'priceInCents',
  'gstExempt',
  'enabled',
  'outOfStock',
  'unitOfPriceId',
  'unitOfPortionId',
  'portions',
  'categories',
] as const;

/** PATCH suppliers/products/bulk-upload: the changed products only; keeps their previous values for undo. */
/**
 * A bulk edit row as the product would stand after it, through the form's price rules: a price alone is
 * checked against the stored GST basis and portions (the row's schema checked what it carries itself).
 */
function pushStoredRulesProblem(
  p: Parsed<BulkEditProduct>,
  stored: { priceInCents: number; gstExempt: boolean; portions: number[] },
) {
  const value = p.value!;
  const problem = productRulesProblem({
    unitOfPriceId: value.unitOfPriceId,
    unitOfPortionId: value.unitOfPortionId,
    priceInCents: value.priceInCents ?? stored.priceInCents,
    gstExempt: value.gstExempt ?? stored.gstExempt,
    portions: value.portions ?? stored.portions,
  });
  if (problem && problem.param !== 'unitOfPortionId' && !p.errors.some((e) => e.param === problem.param))
    p.errors.push(problem);
}

export async function editProducts(ctx: AppContext, actor: Actor, raw: unknown[]): Promise<BulkResult> {
  const parsed = parseAll<BulkEditProduct>(bulkEditProductSchema, raw);
  await checkCategories(ctx, parsed);
  const ids = parsed.flatMap((p) => (p.value ? [p.value.productId] : []));
  const current = new Map((await repo.productsByIds(ctx.db, actor.supplierId, ids)).map((r) => [r.id, r]));
  const idCount = new Map<number, number>();
  const skuCount = new Map<string, number>();
  for (const p of parsed) {
    if (!p.value) continue;
    idCount.set(p.value.productId, (idCount.get(p.value.productId) ?? 0) + 1);
    if (p.value.sku) skuCount.set(p.value.sku, (skuCount.get(p.value.sku) ?? 0) + 1);
  }
  // A SKU is taken when a product outside this upload holds it (products in it may swap or free theirs).
  const holders = await repo.productsWithSkus(ctx.db, actor.supplierId, [...skuCount.keys()]);
  const takenOutside = new Set(holders.filter((h) => !idCount.has(h.id)).map((h) => h.sku));
  for (const p of parsed) {
    if (!p.value) continue;
    // Another supplier's product is "not found", like any of their rows.
    const stored = current.get(p.value.productId);
    if (!stored) p.errors.push({ param: 'productId', message: M.productUnknown });
    else pushStoredRulesProblem(p, stored);
    if (stored && (idCount.get(p.value.productId) ?? 0) > 1)
      p.errors.push({ param: 'productId', message: M.productIdDuplicated });
    if (p.value.sku && (skuCount.get(p.value.sku) ?? 0) > 1)
      p.errors.push({ param: 'sku', message: M.skuDuplicated });
    else if (p.value.sku && takenOutside.has(p.value.sku))
      p.errors.push({ param: 'sku', message: M.skuTaken });
  }
  const problems = problemsOf(parsed, (p) => (p.value as BulkEditProduct | null)?.productId ?? null);
  if (problems.length) throw invalid(problems);

  const changes = parsed.map((p) => p.value!) as repo.ProductChange[];
  const previous = changes.map((change) => {
    const before = current.get(change.productId)!;
    const prev: repo.ProductChange = { productId: change.productId };
    for (const key of CHANGE_KEYS) if (key in change) (prev as Record<string, unknown>)[key] = before[key];
    return prev;
  });
  try {
    const uploadId = await ctx.db.transaction((tx) =>
      // One statement writes the changes, the upload and their audit entries.
      repo.insertEditUpload(tx, actor.supplierId, actor.userId, changes, previous, (entries) =>
        auditEntriesSql(actor, 'bulk_update', 'product', entries),
      ),
    );
    const productIds = changes.map((c) => c.productId);
    return {
      productIds,
      uploadId,
      customPriced: await repo.customPricedProducts(ctx.db, actor.supplierId, productIds),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.badRequest('products', M.skuTaken, BULK_INVALID_CODE);
    throw error;
  }
}

export function bulkUpload(ctx: AppContext, actor: Actor, mode: BulkMode, raw: unknown[]) {
  return mode === 'add' ? addProducts(ctx, actor, raw) : editProducts(ctx, actor, raw);
}

/** POST suppliers/products/bulk-upload/{id}/undo: restores every changed product's previous values, once. */
export async function undoUpload(ctx: AppContext, actor: Actor, id: number): Promise<BulkUndoResponse> {
  const upload = await repo.findUpload(ctx.db, actor.supplierId, id);
  if (!upload) throw AppError.notFound('Bulk upload');
  if (upload.mode !== 'edit') throw AppError.conflict(M.undoOnlyEdits);
  if (upload.undoneAt) throw AppError.conflict(M.alreadyUndone);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await repo.markUndone(tx, actor.supplierId, id))) throw AppError.conflict(M.alreadyUndone);
      // One statement puts the previous values back and audits each product.
      const productIds = await repo.undoEditUpload(tx, actor.supplierId, id, (entries) =>
        auditEntriesSql(actor, 'bulk_undo', 'product', entries),
      );
      return { productIds };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(M.skuTaken);
    throw error;
  }
}
