import { describe, expect, it } from 'vitest';
import type { BulkCsvRow, BulkMode } from '@portal/domain';
import { bulkRowsToCsv, parseBulkCsvText } from './parse-csv.ts';

const row = (productId: string, sku: string, name: string, categoryOne: string): BulkCsvRow => ({
  productId,
  sku,
  name,
  categoryOne,
  categoryTwo: '',
  categoryThree: '',
  price: '12.50',
  unitOfPrice: 'kg',
  portions: '1',
  unitOfPortion: 'kg',
  taxable: 'N',
  enabled: 'Y',
  outOfStock: 'N',
});

/** Names a spreadsheet would take for formulas, which the file therefore writes with an apostrophe. */
const ROWS = [
  row('1', '-SKU-1', '-Lean Beef Mince', 'Meat'),
  row('2', '+SKU-2', '+Extra Virgin Olive Oil', '@Pantry'),
  row('3', '@SKU-3', '@Home Blend', '=Specials'),
  row('4', 'SKU-4', '=Sum Fruit', '-Fruit'),
  row('5', 'SKU-5', "'Nduja", 'Deli'),
  row('6', 'SKU-6', 'Tōfu 豆腐 — Kūmara', 'Asian'),
];

describe('the products CSV reads back what it wrote (both files: template/add and Download Products/edit)', () => {
  it.each<BulkMode>(['add', 'edit'])('%s: every cell, formula guard undone', (mode) => {
    const csv = bulkRowsToCsv(ROWS, mode);
    expect(csv).toContain("'-Lean Beef Mince");
    const parsed = parseBulkCsvText(csv, mode);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const expected = mode === 'edit' ? ROWS : ROWS.map((r) => ({ ...r, productId: '' }));
    expect(parsed.rows).toEqual(expected);
  });
});
