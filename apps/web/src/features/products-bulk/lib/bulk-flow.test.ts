import { describe, expect, it } from 'vitest';
import { bulkCsvHeaders, indexCategories, type BulkValidationContext, type Category } from '@portal/domain';
import { bulkReducer, initialBulkState, type BulkState } from './bulk-flow.ts';
import { toPendingRows } from './pending-rows.ts';
import { readBulkCsvFile, looksBinary } from './read-csv-file.ts';

const categories: Category[] = [{ id: 1, name: 'Fruit', parentCategoryId: null }];
const ctx: BulkValidationContext = {
  mode: 'add',
  categories: indexCategories(categories),
  categoriesById: new Map(categories.map((c) => [c.id, c])),
  current: undefined,
};
const row = (sku: string) => ({
  productId: '',
  sku,
  name: `Name ${sku}`,
  categoryOne: 'Fruit',
  categoryTwo: '',
  categoryThree: '',
  price: '5.00',
  unitOfPrice: 'Kilogram',
  portions: '1',
  unitOfPortion: 'Kilogram',
  taxable: 'Y',
  enabled: 'Y',
  outOfStock: 'N',
});

function read(skus: string[]): BulkState {
  const rows = toPendingRows(
    skus.map(row),
    skus.map((_, i) => i + 2),
    ctx,
  );
  return bulkReducer(initialBulkState(null), { type: 'fileRead', fileName: 'p.csv', rows });
}

describe('bulkReducer', () => {
  it('moves to the confirm step with the rows read, and back to an empty step 0 on reset', () => {
    const s = read(['A', 'B']);
    expect(s.step).toBe(1);
    expect(s.rows.map((r) => r.row.sku)).toEqual(['A', 'B']);
    expect(bulkReducer(s, { type: 'reset' })).toEqual(initialBulkState(null));
  });

  it('rechecks duplicates across rows on remove and puts the last removed row back in file order', () => {
    const s = read(['A', 'A', 'B']);
    expect(s.rows[0]!.result.errors.sku).toBe('Product SKU is duplicated');
    const removed = bulkReducer(s, { type: 'remove', line: 3, ctx });
    expect(removed.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(removed.rows[0]!.result.errors.sku).toBeUndefined();
    const back = bulkReducer(removed, { type: 'undoRemove', ctx });
    expect(back.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(back.removed).toEqual([]);
  });

  it('keeps the progress dialog open after the answer and applies the outcome only when it settles', () => {
    const sending = bulkReducer(read(['A']), { type: 'saveStarted', count: 1 });
    const closing = bulkReducer(sending, {
      type: 'saveEnded',
      outcome: { kind: 'failed', message: 'Nope' },
    });
    expect(closing.save.phase).toBe('closing');
    expect(closing.step).toBe(1);
    const settled = bulkReducer(closing, { type: 'saveSettled' });
    expect(settled.save).toEqual({ phase: 'idle' });
    expect(settled.step).toBe(0);
    expect(settled.problem).toEqual({ kind: 'generic', message: 'Nope' });
  });

  it('shows a success at the answer, under the progress dialog, which stays open until it settles', () => {
    const sending = bulkReducer(read(['A']), { type: 'saveStarted', count: 1 });
    const closing = bulkReducer(sending, {
      type: 'saveEnded',
      outcome: { kind: 'saved', count: 1, data: null },
    });
    expect(closing.save.phase).toBe('closing');
    expect(closing.step).toBe(2);
    expect(closing.result).toEqual({ count: 1, data: null });
    const settled = bulkReducer(closing, { type: 'saveSettled' });
    expect(settled.save).toEqual({ phase: 'idle' });
    expect(settled.step).toBe(2);
    expect(settled.result).toEqual({ count: 1, data: null });
  });

  it("puts a 400's errors on their rows, and clears them when the row is edited", () => {
    const s = read(['A']);
    const withErrors = bulkReducer(
      bulkReducer(bulkReducer(s, { type: 'saveStarted', count: 1 }), {
        type: 'saveEnded',
        outcome: { kind: 'rowErrors', byLine: new Map([[2, { sku: 'Product SKU is already used' }]]) },
      }),
      { type: 'saveSettled' },
    );
    expect(withErrors.rows[0]!.serverErrors).toEqual({ sku: 'Product SKU is already used' });
    const edited = bulkReducer(withErrors, { type: 'edit', line: 2, row: row('C'), ctx });
    expect(edited.rows[0]!.serverErrors).toEqual({});
  });

  it('says the 3-decimal rule for a portion of 0.0001 in a CSV row, not "positive number"', () => {
    const [p] = toPendingRows([{ ...row('A'), portions: '1,0.0001' }], [2], ctx);
    expect(p!.result.errors.portions).toBe('Portions must have a maximum of 3 decimal places');
  });

  it('goes straight to the result when nothing had to be sent', () => {
    const s = bulkReducer(read(['A']), {
      type: 'saveEnded',
      outcome: { kind: 'saved', count: 0, data: null },
    });
    expect(s.step).toBe(2);
    expect(s.result).toEqual({ count: 0, data: null });
  });
});

const header = bulkCsvHeaders('add').join(',');
const csvLine = (i: number) => `S${i},Name ${i},Fruit,,,5.00,Kilogram,1,Kilogram,Y,Y,N`;

describe('readBulkCsvFile', () => {
  it('refuses a PNG renamed .csv as not text, instead of reading its bytes as headers', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const read = await readBulkCsvFile(new File([png], 'photo.csv', { type: 'text/csv' }), 'add');
    expect(read).toEqual({
      ok: false,
      problem: {
        kind: 'notText',
        message:
          'This file is not a CSV file: it holds no text. Save your spreadsheet as CSV (UTF-8, comma separated) and upload that file.',
      },
    });
  });

  it('knows a workbook, a PDF and a NUL byte from text, and reads Jalapeño as text', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(looksBinary(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(looksBinary(bytes('%PDF-1.7\n'))).toBe(true);
    expect(looksBinary(bytes('a,b\u0000c'))).toBe(true);
    expect(looksBinary(bytes('\uFEFFProduct SKU,Jalapeño\r\n'))).toBe(false);
  });

  it('says the 20,000-product limit before building any row, and reads exactly 20,000', async () => {
    const rows = (n: number) => [header, ...Array.from({ length: n }, (_, i) => csvLine(i))].join('\r\n');
    const over = await readBulkCsvFile(new File([rows(20_001)], 'big.csv'), 'add');
    expect(over).toEqual({
      ok: false,
      problem: {
        kind: 'tooMany',
        message:
          'Your CSV has 20,001 products. At most 20,000 products can be uploaded at once: please split it into smaller files.',
      },
    });
    const full = await readBulkCsvFile(new File([rows(20_000)], 'full.csv'), 'add');
    expect(full.ok && full.rows.length).toBe(20_000);
  });
});
