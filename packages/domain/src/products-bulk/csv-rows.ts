import { centsToDollarText, exGstPrice, storedPrice } from '../money.ts';
import {
  decimalProblem,
  decimalToCents,
  MAX_MONEY_CENTS,
  parseDecimal,
  PG_INT_MAX,
  textProblem,
} from '../primitives/index.ts';
import { PORTION_RULE, PRODUCT_PRICE_MESSAGES, PRODUCT_PRICE_RULE } from '../products/product-numbers.ts';
import type { Category, Product } from '../products/product-types.ts';
import { findUnit, unitsCompatible } from '../units.ts';
import { resolveCategoryNames, type CategoryIndex } from './categories.ts';
import { bulkCsvHeaders, cleanHeaderRow, headersMatch, type BulkMode } from './headers.ts';
import { BULK_MESSAGES as M } from './products-bulk.messages.ts';

/** A CSV row as the table holds it: text, exactly as typed (spec 000 section 3, "CSV product row"). */
export type BulkCsvRow = {
  productId: string;
  sku: string;
  name: string;
  categoryOne: string;
  categoryTwo: string;
  categoryThree: string;
  price: string;
  unitOfPrice: string;
  portions: string;
  unitOfPortion: string;
  taxable: string;
  enabled: string;
  outOfStock: string;
};
export type BulkRowField = keyof BulkCsvRow;
/** One message per field: the first rule a field breaks. */
export type BulkRowErrors = Partial<Record<BulkRowField, string>>;

/** Column order of the CSV after the optional 'Product Id'. */
export const BULK_ROW_FIELDS: BulkRowField[] = [
  'sku',
  'name',
  'categoryOne',
  'categoryTwo',
  'categoryThree',
  'price',
  'unitOfPrice',
  'portions',
  'unitOfPortion',
  'taxable',
  'enabled',
  'outOfStock',
];

export const BULK_FIELD_LABELS: Record<BulkRowField, string> = {
  productId: 'Product Id',
  sku: 'SKU',
  name: 'Name',
  categoryOne: 'Category One',
  categoryTwo: 'Category Two',
  categoryThree: 'Category Three',
  price: 'Price (Ex.GST)',
  unitOfPrice: 'Price Unit',
  portions: 'Portions',
  unitOfPortion: 'Portion Unit',
  taxable: 'GST (Y/N)',
  enabled: 'Enabled (Y/N)',
  outOfStock: 'Out of Stock (Y/N)',
};

export const emptyBulkRow = (): BulkCsvRow => ({
  productId: '',
  sku: '',
  name: '',
  categoryOne: '',
  categoryTwo: '',
  categoryThree: '',
  price: '',
  unitOfPrice: '',
  portions: '',
  unitOfPortion: '',
  taxable: '',
  enabled: '',
  outOfStock: '',
});

export type BulkParseResult =
  | {
      ok: true;
      rows: BulkCsvRow[];
      /** The file line of each row (header on its own line). */ lines: number[];
    }
  | { ok: false; kind: 'headers'; message: string; expected: string[]; uploaded: string[] }
  | { ok: false; kind: 'format'; message: string; rows: number[] }
  | { ok: false; kind: 'empty'; message: string };

const isBlankRecord = (record: string[]) => record.every((c) => c.trim() === '');

/**
 * The file line (1-based) on which each record starts, for records read with blank lines kept:
 * a blank line is a record of its own, and a quoted cell may span several lines.
 */
export function recordLineNumbers(records: string[][]): number[] {
  const lines: number[] = [];
  let line = 1;
  for (const record of records) {
    lines.push(line);
    let breaks = 0;
    for (const cell of record) breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
    line += 1 + breaks;
  }
  return lines;
}

/**
 * Records from a CSV parser (papaparse, blank lines kept) to table rows. `parserErrorRows` are the
 * 0-based record indexes the parser complained about; `lines` the file line of each record
 * (`recordLineNumbers`). Rows are numbered by the file's own lines, as a spreadsheet shows them:
 * blank lines are skipped but still counted.
 */
export function recordsToBulkRows(
  records: string[][],
  mode: BulkMode,
  parserErrorRows: number[] = [],
  lines: number[] = recordLineNumbers(records),
): BulkParseResult {
  const headerAt = records.findIndex((r) => !isBlankRecord(r));
  const header = headerAt === -1 ? undefined : records[headerAt];
  if (!header) return { ok: false, kind: 'empty', message: M.zeroProducts };
  if (!headersMatch(header, mode)) {
    return {
      ok: false,
      kind: 'headers',
      message: M.incorrectHeaders,
      expected: bulkCsvHeaders(mode),
      uploaded: cleanHeaderRow(header),
    };
  }
  const lineOf = (index: number) => lines[index] ?? index + 1;
  const width = bulkCsvHeaders(mode).length;
  const bad = new Set(parserErrorRows.map(lineOf));
  const rows: BulkCsvRow[] = [];
  const rowLines: number[] = [];
  for (let k = headerAt + 1; k < records.length; k++) {
    const cells = records[k]!.slice();
    while (cells.length > width && (cells[cells.length - 1] ?? '').trim() === '') cells.pop();
    if (isBlankRecord(cells)) continue;
    if (cells.length !== width) {
      bad.add(lineOf(k));
      continue;
    }
    const row = emptyBulkRow();
    const values = mode === 'edit' ? cells.slice(1) : cells;
    if (mode === 'edit') row.productId = cells[0]!.trim();
    BULK_ROW_FIELDS.forEach((field, j) => {
      row[field] = (values[j] ?? '').trim();
    });
    rows.push(row);
    rowLines.push(lineOf(k));
  }
  if (bad.size) {
    const list = [...bad].sort((a, b) => a - b);
    return { ok: false, kind: 'format', message: M.incorrectFormatting(list), rows: list };
  }
  if (!rows.length) return { ok: false, kind: 'empty', message: M.zeroProducts };
  return { ok: true, rows, lines: rowLines };
}

/** The product payload of one valid row (spec 000 section 3, "Product payload sent to the API"). */
export type BulkProductPayload = {
  productId?: number;
  name: string;
  sku: string | null;
  categories: number[];
  priceInCents: number;
  unitOfPriceId: number;
  gstExempt: boolean;
  unitOfPortionId: number;
  portions: number[];
  enabled: boolean;
  outOfStock: boolean;
};

/** An edit-mode change: productId, sku and unit ids always; price and GST together. */
export type BulkProductChange = {
  productId: number;
  sku: string | null;
  unitOfPriceId: number;
  unitOfPortionId: number;
} & Partial<
  Pick<
    BulkProductPayload,
    'name' | 'categories' | 'priceInCents' | 'gstExempt' | 'portions' | 'enabled' | 'outOfStock'
  >
>;

export type FieldChange = { field: BulkRowField; label: string; from: string; to: string };

export type BulkRowResult = {
  errors: BulkRowErrors;
  payload: BulkProductPayload | null;
  /** Edit mode: what this row changes (empty when the product is unchanged). */
  changes: FieldChange[];
  change: BulkProductChange | null;
};

export type BulkValidationContext = {
  mode: BulkMode;
  categories: CategoryIndex;
  /** Edit mode: the supplier's current catalogue by id. */
  current?: Map<number, Product>;
  categoriesById?: Map<number, Category>;
};

const YN = /^[yn]$/i;
const CATEGORY_CELLS = ['categoryOne', 'categoryTwo', 'categoryThree'] as const;
/** The product price rule (the form's and the inline edit's, $0.10 at least) in the CSV's words. */
const CSV_PRICE_MESSAGES = {
  ...PRODUCT_PRICE_MESSAGES,
  required: M.priceRequired,
  number: M.priceFormat,
  decimals: M.priceFormat,
  max: M.priceMax,
};
const CSV_PORTION_MESSAGES = {
  required: M.portionsFormat,
  number: M.portionsFormat,
  // 0.0001 is a positive number: the rule it breaks is the places.
  decimals: M.portionsDecimals,
  min: M.portionsFormat,
  max: M.portionsMax,
};

/** Each comma-separated portion under the portion rule: the numbers, or the first rule's message. */
function parsePortions(text: string): number[] | string {
  const parts = text.split(',');
  for (const p of parts) {
    const problem = decimalProblem(p, PORTION_RULE, CSV_PORTION_MESSAGES);
    if (problem) return problem;
  }
  return parts.map((p) => parseDecimal(p)!);
}

/** Every rule of spec 000 section 5 "Bulk CSV rows" that one row can break on its own. */
export function validateBulkRow(
  row: BulkCsvRow,
  ctx: BulkValidationContext,
): { errors: BulkRowErrors; payload: BulkProductPayload | null } {
  const errors: BulkRowErrors = {};
  let productId: number | undefined;
  if (ctx.mode === 'edit') {
    if (!/^\d+$/.test(row.productId) || Number(row.productId) <= 0 || Number(row.productId) > PG_INT_MAX)
      errors.productId = M.productIdPositive;
    else {
      productId = Number(row.productId);
      if (ctx.current && !ctx.current.has(productId)) errors.productId = M.productIdEdited;
    }
  }
  const sku = row.sku.trim();
  if (!sku && ctx.mode === 'add') errors.sku = M.skuRequired;
  else if (sku.length > 64) errors.sku = M.skuMax;

  const name = row.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > 64) errors.name = M.nameMax;

  const priceProblem = decimalProblem(row.price, PRODUCT_PRICE_RULE, CSV_PRICE_MESSAGES);
  const cents = priceProblem ? null : decimalToCents(row.price);
  if (priceProblem) errors.price = priceProblem;
  else if (storedPrice(cents!, row.taxable.trim().toUpperCase() === 'N') > MAX_MONEY_CENTS)
    errors.price = M.priceMax;

  const priceUnit = row.unitOfPrice.trim() ? findUnit(row.unitOfPrice) : undefined;
  if (!row.unitOfPrice.trim()) errors.unitOfPrice = M.unitOfPriceRequired;
  else if (!priceUnit) errors.unitOfPrice = M.unitOfPriceUnknown;
  const portionUnit = row.unitOfPortion.trim() ? findUnit(row.unitOfPortion) : undefined;
  if (!row.unitOfPortion.trim()) errors.unitOfPortion = M.unitOfPortionRequired;
  else if (!portionUnit) errors.unitOfPortion = M.unitOfPortionUnknown;
  else if (priceUnit && !unitsCompatible(priceUnit.id, portionUnit.id))
    errors.unitOfPortion = M.unitsInconsistent;

  const parsedPortions = parsePortions(row.portions);
  const portions = typeof parsedPortions === 'string' ? null : parsedPortions;
  if (typeof parsedPortions === 'string') errors.portions = parsedPortions;

  if (!YN.test(row.taxable.trim())) errors.taxable = M.taxableYN;
  if (!YN.test(row.enabled.trim())) errors.enabled = M.enabledYN;
  if (row.outOfStock.trim() && !YN.test(row.outOfStock.trim())) errors.outOfStock = M.outOfStockYN;

  const cats = resolveCategoryNames([row.categoryOne, row.categoryTwo, row.categoryThree], ctx.categories);
  Object.assign(errors, cats.errors);
  for (const field of CATEGORY_CELLS) if (row[field].trim().length > 64) errors[field] = M.categoryMax;
  // A cell that could never be stored (NUL, a lone surrogate) says so, whatever else it breaks.
  for (const field of ['productId', ...BULK_ROW_FIELDS] as BulkRowField[]) {
    const problem = textProblem(row[field]);
    if (problem) errors[field] = problem;
  }

  if (Object.keys(errors).length) return { errors, payload: null };
  const gstExempt = row.taxable.trim().toUpperCase() === 'N';
  return {
    errors,
    payload: {
      ...(productId !== undefined ? { productId } : {}),
      name,
      sku: sku || null,
      categories: cats.ids,
      priceInCents: storedPrice(cents!, gstExempt),
      unitOfPriceId: priceUnit!.id,
      gstExempt,
      unitOfPortionId: portionUnit!.id,
      portions: portions!,
      enabled: row.enabled.trim().toUpperCase() === 'Y',
      outOfStock: row.outOfStock.trim().toUpperCase() === 'Y',
    },
  };
}

const yn = (b: boolean) => (b ? 'Y' : 'N');
/** Ex-GST dollars with 2 decimals, as the CSV holds prices. */
export const exGstText = (priceInCents: number, gstExempt: boolean) =>
  centsToDollarText(exGstPrice(priceInCents, gstExempt));

/** A catalogue product as a CSV row ('Download Products' writes these; edit mode compares with them). */
export function productToBulkRow(p: Product, categoriesById: Map<number, Category>): BulkCsvRow {
  const names = p.categories.map((id) => categoriesById.get(id)?.name ?? '');
  return {
    productId: String(p.id),
    sku: p.sku ?? '',
    name: p.name,
    categoryOne: names[0] ?? '',
    categoryTwo: names[1] ?? '',
    categoryThree: names[2] ?? '',
    price: exGstText(p.priceInCents, p.gstExempt),
    unitOfPrice: p.unitOfPrice.title,
    portions: p.portions.join(','),
    unitOfPortion: p.unitOfPortion.title,
    taxable: yn(!p.gstExempt),
    enabled: yn(p.enabled),
    outOfStock: yn(p.outOfStock),
  };
}

/** Row values in CSV column order (with 'Product Id' first in edit mode). */
export function bulkRowToRecord(row: BulkCsvRow, mode: BulkMode): string[] {
  const cells = BULK_ROW_FIELDS.map((f) => row[f]);
  return mode === 'edit' ? [row.productId, ...cells] : cells;
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Edit mode: what a valid row changes against the current product, as readable from/to pairs, and
 * the change to send. Prices are compared ex GST, as typed, so a price the CSV did not touch never
 * counts as changed through GST rounding.
 */
export function diffBulkPayload(
  payload: BulkProductPayload,
  current: Product,
  row: BulkCsvRow,
  categoriesById: Map<number, Category>,
): { changes: FieldChange[]; change: BulkProductChange | null } {
  const before = productToBulkRow(current, categoriesById);
  const changes: FieldChange[] = [];
  const note = (field: BulkRowField, from: string, to: string) =>
    changes.push({ field, label: BULK_FIELD_LABELS[field], from, to });
  const change: BulkProductChange = {
    productId: current.id,
    sku: payload.sku,
    unitOfPriceId: payload.unitOfPriceId,
    unitOfPortionId: payload.unitOfPortionId,
  };
  if ((payload.sku ?? '') !== (current.sku ?? '')) note('sku', before.sku, payload.sku ?? '');
  if (payload.name !== current.name) {
    note('name', current.name, payload.name);
    change.name = payload.name;
  }
  if (!sameList(payload.categories, current.categories)) {
    const path = (ids: number[]) => ids.map((id) => categoriesById.get(id)?.name ?? `#${id}`).join(' > ');
    note('categoryOne', path(current.categories), path(payload.categories));
    change.categories = payload.categories;
  }
  const newEx = payload.gstExempt ? payload.priceInCents : decimalToCents(row.price);
  const oldEx = exGstPrice(current.priceInCents, current.gstExempt);
  if (newEx !== oldEx || payload.gstExempt !== current.gstExempt) {
    if (newEx !== oldEx) note('price', before.price, (newEx / 100).toFixed(2));
    if (payload.gstExempt !== current.gstExempt)
      note('taxable', yn(!current.gstExempt), yn(!payload.gstExempt));
    change.priceInCents = payload.priceInCents;
    change.gstExempt = payload.gstExempt;
  }
  if (payload.unitOfPriceId !== current.unitOfPrice.id)
    note('unitOfPrice', before.unitOfPrice, row.unitOfPrice);
  if (payload.unitOfPortionId !== current.unitOfPortion.id) {
    note('unitOfPortion', before.unitOfPortion, row.unitOfPortion);
  }
  if (!sameList(payload.portions, current.portions)) {
    note('portions', before.portions, payload.portions.join(','));
    change.portions = payload.portions;
  }
  if (payload.enabled !== current.enabled) {
    note('enabled', yn(current.enabled), yn(payload.enabled));
    change.enabled = payload.enabled;
  }
  if (payload.outOfStock !== current.outOfStock) {
    note('outOfStock', yn(current.outOfStock), yn(payload.outOfStock));
    change.outOfStock = payload.outOfStock;
  }
  return { changes, change: changes.length ? change : null };
}

/**
 * All rows at once: each row's own rules, then the rules across rows (SKU and Product Id duplicated
 * within the file), then, in edit mode, what each valid row changes. Linear in the number of rows.
 */
export function validateBulkRows(rows: BulkCsvRow[], ctx: BulkValidationContext): BulkRowResult[] {
  const skuCount = new Map<string, number>();
  const idCount = new Map<string, number>();
  for (const r of rows) {
    const sku = r.sku.trim();
    if (sku) skuCount.set(sku, (skuCount.get(sku) ?? 0) + 1);
    if (ctx.mode === 'edit' && r.productId) idCount.set(r.productId, (idCount.get(r.productId) ?? 0) + 1);
  }
  return rows.map((row) => {
    const { errors, payload } = validateBulkRow(row, ctx);
    if ((skuCount.get(row.sku.trim()) ?? 0) > 1 && !errors.sku) errors.sku = M.skuDuplicated;
    if ((idCount.get(row.productId) ?? 0) > 1 && !errors.productId) errors.productId = M.productIdDuplicated;
    if (Object.keys(errors).length) return { errors, payload: null, changes: [], change: null };
    if (ctx.mode === 'edit' && ctx.current && payload?.productId !== undefined) {
      const current = ctx.current.get(payload.productId)!;
      const diff = diffBulkPayload(payload, current, row, ctx.categoriesById ?? new Map<number, Category>());
      return { errors, payload, ...diff };
    }
    return { errors, payload, changes: [], change: null };
  });
}

/** The server's parameter names to table columns, so a 400 lands on the right cell. */
export function bulkParamToField(param: string): BulkRowField | null {
  const [head, sub] = param.split('.');
  switch (head) {
    case 'productId':
      return 'productId';
    case 'sku':
      return 'sku';
    case 'name':
      return 'name';
    case 'priceInCents':
      return 'price';
    case 'gstExempt':
      return 'taxable';
    case 'unitOfPriceId':
      return 'unitOfPrice';
    case 'unitOfPortionId':
      return 'unitOfPortion';
    case 'portions':
      return 'portions';
    case 'enabled':
      return 'enabled';
    case 'outOfStock':
      return 'outOfStock';
    case 'categories':
      return sub === '2' ? 'categoryThree' : sub === '1' ? 'categoryTwo' : 'categoryOne';
    default:
      return null;
  }
}
