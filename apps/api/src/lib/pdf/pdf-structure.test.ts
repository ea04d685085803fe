import { describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../../test/test-runs.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdftotext, structureOf } from '../../../test/poppler.ts';
import { WORLD_NAMES, worldOrder, worldPickSheet, worldRunSheet } from '../../../test/pdf-samples.ts';
import { renderEmptyDay, renderPickSheet, renderRunSheet } from './day-sheets.ts';
import { renderOrderDocuments } from './order-documents.ts';

/*
 * Read with poppler as another program reads the file: every PDF kind writes every script the
 * portal accepts, and every PDF is tagged (language, title shown, headings, paragraphs, tables).
 */
// No database: once a run, in its PGlite pass (test/test-runs.ts).
const KINDS: Array<[string, string, () => Promise<Buffer>]> = [
  ['invoice', 'Tax Invoice', () => renderOrderDocuments('invoice', [worldOrder()])],
  ['delivery docket', 'Delivery Docket', () => renderOrderDocuments('delivery-docket', [worldOrder()])],
  ['purchase order', 'Purchase Order', () => renderOrderDocuments('purchase-order', [worldOrder()])],
  ['pick sheet', 'Pick sheet', () => renderPickSheet(worldPickSheet())],
  ['run sheet', 'Run sheet', () => renderRunSheet(worldRunSheet())],
];
const INSTRUCTIONS = () => renderOrderDocuments('delivery-instructions', [worldOrder()]);
const PACKING_SLIPS = () => renderOrderDocuments('delivery-docket', [worldOrder(2731), worldOrder(2732)]);
const EMPTY_DAY = () => renderEmptyDay('Packing slips', '豆腐 김치 Phở Co', '2026-06-05');

describe.skipIf(POSTGRES_RUN)('pdftotext finds every name intact', () => {
  it.each(KINDS)('%s', async (_, __, render) => {
    const text = await pdftotext(await render());
    for (const name of WORLD_NAMES) expect(text).toContain(name);
    expect(text).not.toContain('\uFFFD');
  });

  it('packing slips (a docket per order of the day)', async () => {
    const pages = (await pdftotext(await PACKING_SLIPS())).split('\f');
    for (const page of pages.slice(0, 2)) for (const name of WORLD_NAMES) expect(page).toContain(name);
  });

  it('delivery instructions and an empty day name venues and suppliers in any script', async () => {
    const text = await pdftotext(await INSTRUCTIONS());
    expect(text).toContain('Phở bò 豆腐 김치 ข้าว Eatery');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(await pdftotext(await EMPTY_DAY())).toContain('豆腐 김치 Phở Co');
  });

  it('the invoice and the purchase order print "Unit price (inc GST)" on one line', async () => {
    for (const type of ['invoice', 'purchase-order'] as const) {
      const layout = await pdftotext(await renderOrderDocuments(type, [worldOrder()]), true);
      expect(layout).toMatch(/ Unit price \(inc GST\) /);
    }
  });
});

describe.skipIf(POSTGRES_RUN)('tagged PDFs', () => {
  it.each([...KINDS, ['delivery instructions', 'Delivery Instructions', INSTRUCTIONS] as const])(
    '%s: language, title shown, a structure tree headed by its title',
    async (_, title, render) => {
      const pdf = await render();
      const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
      expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
      expect(await doc.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
      expect((await doc.getMetadata()).info).toMatchObject({ Language: 'en-AU' });
      await doc.destroy();
      const tree = await structureOf(pdf);
      expect(tree[0]!.role).toBe('Document');
      expect(tree.find((e) => e.role === 'H1')!.text).toBe(title);
      expect(tree.some((e) => e.role === 'P')).toBe(true);
    },
  );

  it('the invoice: headings, its facts as paragraphs, the items as a table with header cells', async () => {
    const tree = await structureOf(await renderOrderDocuments('invoice', [worldOrder()]));
    const texts = (role: string) => tree.filter((e) => e.role === role).map((e) => e.text);
    expect(texts('H1')).toEqual(['Tax Invoice']);
    expect(texts('H2')).toEqual(['Order #2731', 'Bill to / Deliver to']);
    expect(texts('P')).toEqual(
      expect.arrayContaining([
        'Invoice number: INV-2731',
        'Invoice date: Thu 4 Jun 2026',
        'ABN 51 824 753 556',
        'Phở bò 豆腐 김치 ข้าว Eatery',
        'Total inc GST$150.00',
      ]),
    );
    expect(texts('TH')).toEqual([
      'SKU',
      'Description',
      'Qty',
      'Unit price (inc GST)',
      'GST',
      'Total (inc GST)',
    ]);
    expect(texts('TR')).toHaveLength(1 + WORLD_NAMES.length);
    expect(texts('TD').filter((t) => (WORLD_NAMES as readonly string[]).includes(t))).toEqual([
      ...WORLD_NAMES,
    ]);
    // Decoration is not content: the page number is an artifact, outside the tree.
    expect(tree.some((e) => e.text.includes('Page 1 of 1'))).toBe(false);
  });

  it('the run sheet: zones and suburbs as headings, each stop a row', async () => {
    const tree = await structureOf(await renderRunSheet(worldRunSheet()));
    expect(tree.filter((e) => e.role === 'H2').map((e) => e.text)).toEqual(['Inner West']);
    expect(tree.filter((e) => e.role === 'H3').map((e) => e.text)).toEqual(['Surry Hills 2010']);
    expect(tree.filter((e) => e.role === 'TR')).toHaveLength(1 + WORLD_NAMES.length);
  });
});
