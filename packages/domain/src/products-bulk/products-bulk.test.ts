import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../products/product-types.ts';
import { TEXT_MESSAGES } from '../primitives/index.ts';
import {
  BULK_MESSAGES as M,
  bulkAddProductSchema,
  bulkCsvHeaders,
  bulkEditProductSchema,
  bulkParamToField,
  bulkRowToRecord,
  checkCategoryIds,
  headersMatch,
  indexCategories,
  missingCategories,
  productToBulkRow,
  recordLineNumbers,
  recordsToBulkRows,
  validateBulkRows,
  type BulkCsvRow,
} from './index.ts';

const tree: Category[] = [
  { id: 1, name: 'Fruit', parentCategoryId: null },
  { id: 2, name: 'Apples', parentCategoryId: 1 },
  { id: 3, name: 'Green', parentCategoryId: 2 },
  { id: 4, name: 'Vegetables', parentCategoryId: null },
  { id: 5, name: 'Leafy', parentCategoryId: 4 },
];
const index = indexCategories(tree);
const byId = new Map(tree.map((c) => [c.id, c]));

const good = (over: Partial<BulkCsvRow> = {}): BulkCsvRow => ({
  productId: '',
  sku: 'A-1',
  name: 'Granny Smith',
  categoryOne: 'Fruit',
  categoryTwo: 'Apples',
  categoryThree: 'Green',
  price: '10.00',
  unitOfPrice: 'Kilogram',
  portions: '500,1000',
  unitOfPortion: 'g',
  taxable: 'Y',
  enabled: 'Y',
  outOfStock: 'N',
  ...over,
});
const add = (rows: BulkCsvRow[]) => validateBulkRows(rows, { mode: 'add', categories: index });
const errorsOf = (over: Partial<BulkCsvRow>) => add([good(over)])[0]!.errors;

describe('headers', () => {
  it('lists the headers in order, with Product Id first in edit mode', () => {
    expect(bulkCsvHeaders('add')).toEqual([
      'Product SKU',
      'Product Name',
      'Category One',
      'Category Two',
      'Category Three',
      'Price (Ex.GST)',
      'Price Unit',
      'Portions',
      'Portion Unit',
      'GST (Y/N)',
      'Enabled (Y/N)',
      'Out of Stock (Y/N)',
    ]);
    expect(bulkCsvHeaders('edit')[0]).toBe('Product Id');
  });
  it('accepts both tax readings, a BOM and trailing empty cells', () => {
    const h = bulkCsvHeaders('add');
    expect(headersMatch(h, 'add')).toBe(true);
    expect(
      headersMatch(
        h.map((x) => (x === 'GST (Y/N)' ? 'Taxable (Y/N)' : x)),
        'add',
      ),
    ).toBe(true);
    expect(headersMatch(['\uFEFFProduct SKU', ...h.slice(1), ''], 'add')).toBe(true);
    expect(headersMatch(h, 'edit')).toBe(false);
  });
});

describe('recordsToBulkRows', () => {
  const header = bulkCsvHeaders('add');
  it('reads rows and skips blank ones', () => {
    const result = recordsToBulkRows([header, bulkRowToRecord(good(), 'add'), header.map(() => '')], 'add');
    expect(result.ok && result.rows).toEqual([good()]);
  });
  it('reports incorrect headers with expected and uploaded', () => {
    const result = recordsToBulkRows(
      [
        ['SKU', 'Name'],
        ['a', 'b'],
      ],
      'add',
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'headers',
      message: 'Your CSV has incorrect headers',
      uploaded: ['SKU', 'Name'],
    });
  });
  it('reports formatting errors with spreadsheet row numbers', () => {
    const result = recordsToBulkRows([header, bulkRowToRecord(good(), 'add'), ['x', 'y'], ['only']], 'add');
    expect(result).toMatchObject({ ok: false, kind: 'format', rows: [3, 4] });
    expect(!result.ok && result.message).toBe(
      'Your CSV has incorrect formatting. Please check around rows 3, 4',
    );
    const parser = recordsToBulkRows([header, bulkRowToRecord(good(), 'add')], 'add', [1]);
    expect(!parser.ok && parser.message).toBe(
      'Your CSV has incorrect formatting. Please check around rows 2',
    );
  });
  it("numbers rows by the file's own lines: blank lines and multi-line quoted cells count", () => {
    const blank = [''];
    const records = [
      blank,
      header,
      bulkRowToRecord(good(), 'add'),
      blank,
      blank,
      bulkRowToRecord(good(), 'add'),
    ];
    expect(recordLineNumbers(records)).toEqual([1, 2, 3, 4, 5, 6]);
    const result = recordsToBulkRows(records, 'add');
    expect(result.ok && result.lines).toEqual([3, 6]);
    const multi = { ...good(), name: 'Two\r\nlines' };
    const withBreak = [header, bulkRowToRecord(multi, 'add'), blank, ['x', 'y']];
    expect(recordLineNumbers(withBreak)).toEqual([1, 2, 4, 5]);
    expect(recordsToBulkRows(withBreak, 'add')).toMatchObject({ ok: false, kind: 'format', rows: [5] });
  });
  it('says Zero products uploaded for a header-only or empty file', () => {
    expect(recordsToBulkRows([header], 'add')).toMatchObject({
      ok: false,
      message: 'Zero products uploaded',
    });
    expect(recordsToBulkRows([], 'add')).toMatchObject({ ok: false, kind: 'empty' });
  });
});

describe('row rules (spec 000 section 5, Bulk CSV rows)', () => {
  it('turns a valid row into the API payload', () => {
    const [r] = add([good()]);
    expect(r!.errors).toEqual({});
    expect(r!.payload).toEqual({
      name: 'Granny Smith',
      sku: 'A-1',
      categories: [1, 2, 3],
      priceInCents: 1100,
      unitOfPriceId: 1,
      gstExempt: false,
      unitOfPortionId: 2,
      portions: [500, 1000],
      enabled: true,
      outOfStock: false,
    });
    expect(
      add([good({ taxable: 'n', price: '$9.99', outOfStock: 'y', enabled: 'N' })])[0]!.payload,
    ).toMatchObject({
      gstExempt: true,
      priceInCents: 999,
      outOfStock: true,
      enabled: false,
    });
  });
  it('requires SKU in add mode, unique within the file, at most 64', () => {
    expect(errorsOf({ sku: '' }).sku).toBe('Product SKU is required');
    expect(errorsOf({ sku: 'x'.repeat(65) }).sku).toBe('Product SKU must be 64 characters or less');
    const [a, b, c] = add([good(), good(), good({ sku: 'B' })]);
    expect(a!.errors.sku).toBe('Product SKU is duplicated');
    expect(b!.errors.sku).toBe('Product SKU is duplicated');
    expect(c!.errors.sku).toBeUndefined();
  });
  it('requires a name', () => {
    expect(errorsOf({ name: ' ' }).name).toBe('Product name is required');
    expect(errorsOf({ name: 'n'.repeat(65) }).name).toBe('Product name must be 64 characters or less');
  });
  it('checks the price like the product form', () => {
    expect(errorsOf({ price: '' }).price).toBe('Price is required');
    for (const bad of ['abc', '1.234', '-1', '.', '0x10', '1e2', '5.', '+5']) {
      expect(errorsOf({ price: bad }).price).toBe(
        'Must be a positive number with a maximum of 2 decimal places',
      );
    }
    // The $0.10 minimum of the form and the inline edit holds here too; '$30' is read as 30 in both.
    for (const low of ['0', '0.09', '$0.05'])
      expect(errorsOf({ price: low }).price).toBe('Price must be at least $0.10');
    expect(errorsOf({ price: '$30' }).price).toBeUndefined();
  });
  it('checks units by title or short unit, and their consistency', () => {
    expect(errorsOf({ unitOfPrice: '' }).unitOfPrice).toBe('Unit of Price is required');
    expect(errorsOf({ unitOfPortion: '' }).unitOfPortion).toBe('Unit of Portion is required');
    expect(errorsOf({ unitOfPrice: 'litre' }).unitOfPrice).toBe(
      'Price Unit must be Kilogram, Gram, Box, Units, Bunch(s)',
    );
    expect(errorsOf({ unitOfPortion: 'tonne' }).unitOfPortion).toBe(
      'Portion Unit must be Kilogram, Gram, Box, Units, Bunch(s)',
    );
    expect(errorsOf({ unitOfPrice: 'Box', unitOfPortion: 'kg' }).unitOfPortion).toBe(
      'Price Unit and Portion Unit must be consistent',
    );
    expect(errorsOf({ unitOfPrice: 'g', unitOfPortion: 'Kilogram' })).toEqual({});
    expect(errorsOf({ unitOfPrice: 'bunch', unitOfPortion: 'Bunch(s)', portions: '1' })).toEqual({});
  });
  it('checks Y/N columns and portions', () => {
    expect(errorsOf({ taxable: '' }).taxable).toBe('GST must be Y or N');
    expect(errorsOf({ enabled: 'yes' }).enabled).toBe('Enabled must be Y or N');
    expect(errorsOf({ outOfStock: 'x' }).outOfStock).toBe('Out of Stock must be Y or N');
    expect(errorsOf({ outOfStock: '' })).toEqual({});
    for (const bad of ['', 'a', '1,,2', '0', '-5', '1;2']) {
      expect(errorsOf({ portions: bad }).portions).toBe(
        'Portions must be a positive number separated by commas',
      );
    }
    expect(add([good({ portions: '0.5, 1.25' })])[0]!.payload?.portions).toEqual([0.5, 1.25]);
  });
  it('checks categories: required, top tier, existing, related', () => {
    expect(errorsOf({ categoryOne: '' }).categoryOne).toBe('Category One is required');
    expect(errorsOf({ categoryOne: 'Apples', categoryTwo: '', categoryThree: '' }).categoryOne).toBe(
      'Category is not a top tier category',
    );
    expect(errorsOf({ categoryOne: 'Meat' }).categoryOne).toBe('Category does not exist');
    expect(errorsOf({ categoryTwo: 'Leafy', categoryThree: '' }).categoryTwo).toBe(
      'Category is not related to the previous category',
    );
    expect(errorsOf({ categoryThree: 'Crunchy' }).categoryThree).toBe('Category does not exist');
    expect(errorsOf({ categoryTwo: '', categoryThree: 'Green' }).categoryThree).toBe(
      'Category is not related to the previous category',
    );
    expect(
      add([good({ categoryOne: 'fruit', categoryTwo: '', categoryThree: '' })])[0]!.payload?.categories,
    ).toEqual([1]);
  });
  it('requires a positive, unedited Product Id in edit mode', () => {
    const current = new Map<number, Product>([[7, product()]]);
    const edit = (rows: BulkCsvRow[]) =>
      validateBulkRows(rows, { mode: 'edit', categories: index, current, categoriesById: byId });
    expect(edit([good({ productId: 'abc' })])[0]!.errors.productId).toBe(
      'Product Id must be a positive number',
    );
    expect(edit([good({ productId: '99' })])[0]!.errors.productId).toBe(
      'Please ensure you do not edit your Product Id',
    );
    expect(
      edit([good({ productId: '7', sku: 'a' }), good({ productId: '7', sku: 'b' })])[0]!.errors.productId,
    ).toBe('Product Id is duplicated');
    expect(edit([good({ productId: '7', sku: '' })])[0]!.errors).toEqual({});
  });
});

function product(over: Partial<Product> = {}): Product {
  return {
    id: 7,
    sku: 'A-1',
    name: 'Granny Smith',
    priceInCents: 1100,
    gstExempt: false,
    enabled: true,
    outOfStock: false,
    isBestBuy: false,
    unitOfPrice: { id: 1, title: 'Kilogram', unit: 'kg' },
    unitOfPortion: { id: 2, title: 'Gram', unit: 'g' },
    portions: [500, 1000],
    categories: [1, 2, 3],
    image: null,
    customPricing: [],
    specials: [],
    dateModified: '',
    ...over,
  };
}

describe('edit mode diff', () => {
  const current = new Map<number, Product>([
    [7, product()],
    [8, product({ id: 8, sku: 'B', priceInCents: 1001, gstExempt: false })],
  ]);
  const edit = (rows: BulkCsvRow[]) =>
    validateBulkRows(rows, { mode: 'edit', categories: index, current, categoriesById: byId });
  it('round-trips a downloaded product as unchanged, even with a rounding-odd price', () => {
    const rows = [...current.values()].map((p) => productToBulkRow(p, byId));
    expect(rows[0]).toMatchObject({
      productId: '7',
      price: '10.00',
      portions: '500,1000',
      taxable: 'Y',
      categoryThree: 'Green',
    });
    expect(edit(rows).map((r) => r.change)).toEqual([null, null]);
  });
  it('sends productId, sku and unit ids always, price and GST together, and lists from/to', () => {
    const [r] = edit(
      [productToBulkRow(product(), byId)].map((row) => ({ ...row, price: '12.50', enabled: 'N' })),
    );
    expect(r!.change).toEqual({
      productId: 7,
      sku: 'A-1',
      unitOfPriceId: 1,
      unitOfPortionId: 2,
      priceInCents: 1375,
      gstExempt: false,
      enabled: false,
    });
    expect(r!.changes).toEqual([
      { field: 'price', label: 'Price (Ex.GST)', from: '10.00', to: '12.50' },
      { field: 'enabled', label: 'Enabled (Y/N)', from: 'Y', to: 'N' },
    ]);
  });
});

describe('missingCategories and checkCategoryIds', () => {
  it('lists missing paths parents first, and never a first level that exists lower down', () => {
    const missing = missingCategories(
      [
        ['Fruit', 'Pears', 'Nashi'],
        ['Meat', '', ''],
        ['Apples', '', ''],
        ['Fruit', 'Apples', 'Green'],
        ['Fruit', 'Pears', ''],
      ],
      index,
    );
    expect(missing.map((m) => m.path)).toEqual([['Meat'], ['Fruit', 'Pears'], ['Fruit', 'Pears', 'Nashi']]);
  });
  it('checks ids the way the server does', () => {
    expect(checkCategoryIds([1, 2, 3], byId)).toEqual([]);
    expect(checkCategoryIds([2], byId)).toEqual([
      { level: 0, message: 'Category is not a top tier category' },
    ]);
    expect(checkCategoryIds([1, 5], byId)).toEqual([
      { level: 1, message: 'Category is not related to the previous category' },
    ]);
    expect(checkCategoryIds([1, 99], byId)).toEqual([{ level: 1, message: 'Category does not exist' }]);
  });
});

describe('payload schemas', () => {
  it('checks unit consistency with the CSV wording', () => {
    const r = bulkAddProductSchema.safeParse({
      name: 'x',
      sku: 'y',
      categories: [1],
      priceInCents: 100,
      unitOfPriceId: 3,
      gstExempt: false,
      unitOfPortionId: 1,
      portions: [1],
      enabled: true,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(M.unitsInconsistent);
  });
  it("holds every row to the product form's price rules: $0.10 at least, no portion at $0.00", () => {
    const row = {
      name: 'Parsley',
      sku: 'P-1',
      categories: [1],
      priceInCents: 435,
      unitOfPriceId: 1,
      gstExempt: true,
      unitOfPortionId: 2,
      portions: [1],
      enabled: true,
    };
    // A 1 g portion at $4.35/kg costs $0.00.
    const free = bulkAddProductSchema.safeParse(row);
    expect(free.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['portions.0', 'Each portion must cost at least $0.01 at this price'],
    ]);
    const cheap = bulkAddProductSchema.safeParse({ ...row, priceInCents: 4, unitOfPortionId: 1 });
    expect(cheap.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['priceInCents', 'Price must be at least $0.10'],
    ]);
    const edit = bulkEditProductSchema.safeParse({
      productId: 7,
      sku: 'P-1',
      unitOfPriceId: 1,
      unitOfPortionId: 1,
      priceInCents: 4,
      gstExempt: true,
    });
    expect(edit.error?.issues.map((i) => i.message)).toEqual(['Price must be at least $0.10']);
    expect(bulkAddProductSchema.safeParse({ ...row, portions: [250] }).success).toBe(true);
  });
  it('needs productId, sku and units in an edit, price and GST together', () => {
    expect(
      bulkEditProductSchema.safeParse({
        productId: 1,
        sku: null,
        unitOfPriceId: 1,
        unitOfPortionId: 2,
        name: 'n',
      }).success,
    ).toBe(true);
    expect(
      bulkEditProductSchema.safeParse({
        productId: 1,
        sku: null,
        unitOfPriceId: 1,
        unitOfPortionId: 2,
        priceInCents: 5,
      }).success,
    ).toBe(false);
    expect(
      bulkEditProductSchema.safeParse({ sku: null, unitOfPriceId: 1, unitOfPortionId: 2 }).error?.issues[0]
        ?.message,
    ).toBe('Product Id must be a positive number');
  });
  it('maps server params to table columns', () => {
    expect(bulkParamToField('priceInCents')).toBe('price');
    expect(bulkParamToField('categories.1')).toBe('categoryTwo');
    expect(bulkParamToField('categories')).toBe('categoryOne');
    expect(bulkParamToField('gstExempt')).toBe('taxable');
    expect(bulkParamToField('imageId')).toBeNull();
  });
});

describe('cells that could never be stored', () => {
  it('are row errors: NUL or a lone surrogate in any cell, over-long categories, too high a price or portion', () => {
    expect(errorsOf({ name: 'Granny\u0000Smith' })).toEqual({ name: TEXT_MESSAGES.nul });
    expect(errorsOf({ sku: 'A\ud800' })).toEqual({ sku: TEXT_MESSAGES.surrogate });
    expect(errorsOf({ categoryOne: 'Fruit\u0000' })).toEqual({
      categoryOne: TEXT_MESSAGES.nul,
      categoryTwo: M.categoryUnknown,
      categoryThree: M.categoryUnknown,
    });
    expect(errorsOf({ categoryThree: 'x'.repeat(65) })).toEqual({ categoryThree: M.categoryMax });
    expect(errorsOf({ unitOfPrice: 'Kilogram\udc00' })).toEqual({ unitOfPrice: TEXT_MESSAGES.surrogate });
    // $909,090.91 ex GST is $1,000,000.00 incl; a cent more is too much, unless GST free.
    expect(errorsOf({ price: '909090.91' })).toEqual({});
    expect(errorsOf({ price: '909090.92' })).toEqual({ price: M.priceMax });
    expect(errorsOf({ price: '909090.92', taxable: 'N' })).toEqual({});
    expect(errorsOf({ price: '99999999999' })).toEqual({ price: M.priceMax });
    expect(errorsOf({ portions: '500,100001' })).toEqual({ portions: M.portionsMax });
  });

  it('refuses a Product Id past the largest id', () => {
    const edit = (productId: string) =>
      validateBulkRows([good({ productId })], { mode: 'edit', categories: index })[0]!.errors;
    expect(edit('2147483647')).toEqual({});
    expect(edit('2147483648')).toEqual({ productId: M.productIdPositive });
  });
});
