import { describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../../test/test-runs.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { pdftotext } from '../../../test/poppler.ts';
import {
  BEYOND_NAMES,
  beyondOrder,
  WORLD_NAMES,
  worldOrder,
  worldPickSheet,
  worldRunSheet,
} from '../../../test/pdf-samples.ts';
import { renderEmptyDay, renderPickSheet, renderRunSheet } from './day-sheets.ts';
import { fontRuns } from './fonts.ts';
import { renderOrderDocuments } from './order-documents.ts';

// No database: once a run, in its PGlite pass (test/test-runs.ts).
const KINDS: Array<[string, () => Promise<Buffer>]> = [
  ['invoice', () => renderOrderDocuments('invoice', [worldOrder()])],
  ['delivery docket (and packing slips)', () => renderOrderDocuments('delivery-docket', [worldOrder()])],
  ['purchase order', () => renderOrderDocuments('purchase-order', [worldOrder()])],
  ['pick sheet', () => renderPickSheet(worldPickSheet())],
  ['run sheet', () => renderRunSheet(worldRunSheet())],
];

/** What a reader copies out of the PDF, with runs in different fonts joined as they stand on the page. */
const textOf = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');

describe.skipIf(POSTGRES_RUN)('every PDF writes every script the portal accepts', () => {
  it.each(KINDS)('%s: each name copies out intact', async (_, render) => {
    const pdf = await render();
    const text = await textOf(pdf);
    for (const name of WORLD_NAMES) expect(text).toContain(name);
    expect(text).not.toContain('\uFFFD');
    // Subset fonts: a one-page document with five scripts stays small.
    expect(pdf.length).toBeLessThan(40 * 1024);
  });

  it('delivery instructions: the venue, its contact and the comment copy out intact, the emoji is dropped', async () => {
    const text = await textOf(await renderOrderDocuments('delivery-instructions', [worldOrder()]));
    expect(text).toContain('Phở bò 豆腐 김치 ข้าว Eatery');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('Leave at the back door — 김치 fridge');
    expect(text).not.toContain('?');
  });

  it.each(['invoice', 'delivery-docket', 'purchase-order'] as const)(
    '%s: Arabic, Hebrew and Devanagari names print, right to left where they are written so',
    async (kind) => {
      const pdf = await renderOrderDocuments(kind, [beyondOrder()]);
      // poppler puts right-to-left text back in reading order, between bidi controls it adds.
      const text = (await pdftotext(pdf)).replace(/[\u202a-\u202e]/g, '');
      for (const name of BEYOND_NAMES) expect(text).toContain(name);
      // The venue 'مطعم الشرق 24 (Parramatta)' is a right-to-left line: its number and its Latin words
      // stand to the left of the Arabic, and poppler reads the page from the left.
      expect(text).toContain('(Parramatta) 24 مطعم الشرق');
      expect(text).not.toContain('?');
    },
  );

  it('the empty day sheet names a supplier in any script', async () => {
    const text = await textOf(await renderEmptyDay('Packing slips', '豆腐 김치 Phở Co', '2026-06-05'));
    expect(text).toContain('豆腐 김치 Phở Co');
  });
});

describe.skipIf(POSTGRES_RUN)('fontRuns', () => {
  it('keeps spaces and punctuation in the run they follow and switches face only for another script', () => {
    expect(fontRuns('Tōfu 豆腐, 김치!').map((r) => r.text)).toEqual(['Tōfu ', '豆腐, ', '김치!']);
  });

  it('drops emoji with their joiners and modifiers, and writes ? for a script no face has', () => {
    expect(fontRuns('Pho 🍜👍🏽❤️ ok').map((r) => r.text)).toEqual(['Pho  ok']);
    expect(fontRuns('x \u1200 y').map((r) => r.text)).toEqual(['x ? y']);
  });

  it('writes a right-to-left face only for its letters and marks: spaces and brackets go in the Latin face', () => {
    const runs = fontRuns('(الشرق) مطعم');
    expect(runs.map((r) => r.text)).toEqual(['(', 'الشرق', ') ', 'مطعم']);
    expect(runs[1]!.face).toBe(runs[3]!.face);
    expect(runs[1]!.face).not.toBe(runs[0]!.face);
    expect(fontRuns('מָסְעָדָה').map((r) => r.text)).toEqual(['מָסְעָדָה']);
  });

  it('composes decomposed Vietnamese so each letter is one glyph', () => {
    expect(fontRuns('Pho\u031b\u0309').map((r) => r.text)).toEqual(['Phở']);
  });
});
