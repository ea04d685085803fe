import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdftotext, structureOf } from '../../../test/poppler.ts';
import { BEYOND_NAMES, NOTE_VENUE, worldCreditNote } from '../../../test/pdf-samples.ts';
import { POSTGRES_RUN } from '../../../test/test-runs.ts';
import { renderCreditNote } from './credit-note.ts';

/*
 * The adjustment note read back with poppler: every item the ATO's determination asks for, with its
 * figures to the cent, every script printed, and the same tagged structure as the tax invoice.
 * No database: once a run, in its PGlite pass.
 */
describe.skipIf(POSTGRES_RUN)('the adjustment note PDF', () => {
  it('shows every item of the ATO list, with exact figures', async () => {
    const text = (await pdftotext(await renderCreditNote(worldCreditNote()))).replace(/[ \t]+/g, ' ');
    for (const item of [
      // (a) the words, and the effect of the adjustment
      'Adjustment Note',
      'Effect of this adjustment: a credit of $46.75 (inc GST)',
      'decreasing adjustment',
      // (b) the issuer and its ABN
      'Harbour Fresh Wholesale',
      'ABN 51 824 753 556',
      // (c) the recipient and its ABN
      NOTE_VENUE,
      'ABN 12 345 678 901',
      '12 Crown Street',
      // (d) the date of issue, and the number
      'Adjustment note number: CN-7',
      'Date of issue: Tue 9 Jun 2026',
      // the tax invoice it adjusts
      'Adjusts tax invoice INV-2731 of Thu 4 Jun 2026',
      // (e) the reason
      'Reason for the adjustment',
      'Damaged, Price adjustment, Other: a credit against tax invoice INV-2731',
      'Note: Κακή ποιότητα — плохое качество, 两箱损坏',
      // each supply credited
      '1.5 kg × $12.50',
      '2 kg × $12.50',
      // (f, g) the GST adjustment and the amount of the adjustment
      'Taxable supplies credited (inc GST)\n',
      'Credit ex GST\n',
      'GST adjustment\n',
      'Total credit inc GST\n',
    ])
      expect(text).toContain(item);
    const layout = (await pdftotext(await renderCreditNote(worldCreditNote()), true)).replace(/ +/g, ' ');
    expect(layout).toContain('SKU-3 豆腐 1.5 kg × $12.50 Damaged $1.70 $18.75');
    expect(layout).toContain('SKU-2 Phở bò Amount Price adjustment: GST-free $3.00');
    expect(layout).toContain('SKU-5 ข้าว 2 kg × $12.50 Other: Μουχλιασμένο $2.27 $25.00');
    expect(layout).toContain('Taxable supplies credited (inc GST) $43.75');
    expect(layout).toContain('GST-free supplies credited $3.00');
    expect(layout).toContain('Credit ex GST $42.78');
    expect(layout).toContain('GST adjustment $3.97');
    expect(layout).toContain('Total credit inc GST $46.75');
  });

  it('prints names in Latin with accents, Greek, Cyrillic, Chinese and Thai', async () => {
    const text = await pdftotext(await renderCreditNote(worldCreditNote()));
    for (const name of [
      'Café',
      'Ελληνικό',
      'Пельменная',
      '豆腐坊',
      'ข้าว',
      'Phở bò',
      'Μουχλιασμένο',
      'заплесневелый',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it('prints Arabic, Hebrew and Devanagari names, right to left where they are written so', async () => {
    const note = worldCreditNote();
    note.venue.name = 'מסעדת שלום';
    BEYOND_NAMES.forEach((name, i) => (note.lines[i]!.name = name));
    // poppler puts right-to-left text back in reading order, between bidi controls it adds.
    const text = (await pdftotext(await renderCreditNote(note))).replace(/[\u202a-\u202e]/g, '');
    for (const name of [
      ...BEYOND_NAMES,
      'Effect of this adjustment: a credit of $46.75 (inc GST) to מסעדת שלום,',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it('is tagged like the invoice: language, title shown, headings, facts as paragraphs, a table', async () => {
    const pdf = await renderCreditNote(worldCreditNote());
    const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
    expect(await doc.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
    expect((await doc.getMetadata()).info).toMatchObject({
      Language: 'en-AU',
      Title: 'Adjustment Note CN-7',
    });
    await doc.destroy();
    const tree = await structureOf(pdf);
    const texts = (role: string) => tree.filter((e) => e.role === role).map((e) => e.text);
    expect(tree[0]!.role).toBe('Document');
    expect(texts('H1')).toEqual(['Adjustment Note']);
    expect(texts('H2')).toEqual(['CN-7', 'Issued to', 'Reason for the adjustment']);
    expect(texts('P')).toEqual(
      expect.arrayContaining(['Date of issue: Tue 9 Jun 2026', NOTE_VENUE, 'Total credit inc GST$46.75']),
    );
    expect(texts('TH')).toEqual([
      'SKU',
      'Description',
      'Credited',
      'Reason',
      'GST adjustment',
      'Credit (inc GST)',
    ]);
    expect(texts('TR')).toHaveLength(4);
    expect(tree.some((e) => e.text.includes('Page 1 of 1'))).toBe(false);
  });
});
