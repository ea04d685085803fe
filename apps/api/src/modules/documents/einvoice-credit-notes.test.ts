import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { DOCUMENT_MESSAGES } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { problemsOf, validateEinvoice, validationCounts } from '../../../test/einvoice-validation.ts';
import { creditNoteInputOf } from '../../lib/einvoice/from-credit-note.ts';
import { buildCreditNote } from '../../lib/einvoice/ubl.ts';
import { creditNoteDocument } from '../credit-notes/credit-note-document.repository.ts';

/*
 * Credit notes raised through the API as UBL 2.1 CreditNotes (one crediting quantities, one an amount),
 * through the official rules; their download and the period's ZIP, where a venue without an ABN on record is
 * listed with what is missing instead (docs/decisions/einvoices.md).
 */
let t: TestApp;
let order: number;
const notes: Record<string, number> = {};
const numbers: Record<string, string> = {};

const get = async (url: string, who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  order = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    payment: 'pay_later',
    processedAt: new Date('2026-11-22T22:00:00Z'),
    lines: [
      { name: 'Tomato Sauce 4L', sku: 'HF-T4', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
      { name: 'Baby Spinach', sku: 'HF-BS', priceIncGst: 1250, quantity: 2, finalQuantity: 1.5 },
      { name: 'Beef Scotch Fillet', sku: 'HF-SF', priceIncGst: 4690, quantity: 2.5, hasGst: true },
    ],
  });
  const rows = await db.execute(
    sql`select id from order_products where order_id = ${order} order by position`,
  );
  const lines = (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
  const raise = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/suppliers/orders/${order}/credit-notes`,
      headers: await t.auth('supplier'),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; number: string };
  };
  const quantity = await raise({
    lines: [
      { orderProductId: lines[0], quantity: 2, reason: 'Damaged' },
      { orderProductId: lines[1], quantity: 0.375, reason: 'Short delivered' },
    ],
  });
  const amount = await raise({
    lines: [{ orderProductId: lines[2], amountInCents: 1234, reason: 'Price adjustment' }],
    note: 'Agreed on the phone',
  });
  [notes.quantity, numbers.quantity] = [quantity.id, quantity.number];
  [notes.amount, numbers.amount] = [amount.id, amount.number];
}, 600_000);

afterAll(async () => {
  console.log(
    `e-invoice rules (credit notes): ${validationCounts.documents} documents validated, ${validationCounts.rulesFired} Schematron rules fired`,
  );
  await t.close();
});

async function einvoiceOf(noteId: number) {
  const doc = await creditNoteDocument(t.database.db, 1, noteId);
  return {
    doc: doc!,
    xml: buildCreditNote(creditNoteInputOf({ ...doc!, venue: { ...doc!.venue, abn: '91888222000' } })),
  };
}

describe('credit notes as e-invoices', () => {
  it('a note crediting quantities: refers to its invoice, amounts as the note, every rule passes', async () => {
    const { doc, xml } = await einvoiceOf(notes.quantity!);
    expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
    expect(xml).toContain(`<cbc:ID>${doc.number}</cbc:ID>`);
    expect(xml).toContain(
      `<cac:InvoiceDocumentReference><cbc:ID>INV-${order}</cbc:ID><cbc:IssueDate>2026-11-23</cbc:IssueDate></cac:InvoiceDocumentReference>`,
    );
    expect(xml).toContain(
      `<cbc:TaxInclusiveAmount currencyID="AUD">${(doc.totalIncGst / 100).toFixed(2)}</cbc:TaxInclusiveAmount>`,
    );
    expect(xml).toContain(
      `<cac:TaxTotal><cbc:TaxAmount currencyID="AUD">${(doc.gst / 100).toFixed(2)}</cbc:TaxAmount>`,
    );
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="KGM">0.375</cbc:CreditedQuantity>');
  });

  it('a note crediting an amount passes every rule, its total positive', async () => {
    const { doc, xml } = await einvoiceOf(notes.amount!);
    expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
    expect(doc.totalIncGst).toBe(1234);
    expect(xml).toContain('<cbc:PayableAmount currencyID="AUD">12.34</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
  });

  it("downloads a valid note where the venue's ABN is on record, 400 naming it where not; another supplier: 404", async () => {
    const res = await get(`/api/suppliers/credit-notes/${notes.quantity}/einvoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(problemsOf(await validateEinvoice(res.body))).toEqual([]);
    const db = t.database.db;
    const [venue] = (
      (await db.execute(sql`select abn from venues where id = 1`)) as unknown as {
        rows: Array<{ abn: string }>;
      }
    ).rows;
    await db.execute(sql`update venues set abn = null where id = 1`);
    try {
      const missing = await get(`/api/suppliers/credit-notes/${notes.quantity}/einvoice`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        errors: [{ param: 'id', message: DOCUMENT_MESSAGES.einvoiceVenueAbn, code: 'einvoice_incomplete' }],
      });
    } finally {
      await db.execute(sql`update venues set abn = ${venue!.abn} where id = 1`);
    }
    const other = await get(`/api/suppliers/credit-notes/${notes.quantity}/einvoice`, 'supplier2');
    expect(other.statusCode).toBe(404);
  });

  it("the period's ZIP holds every invoice and note issued in it, and lists those it cannot include", async () => {
    // The notes were issued today: the period runs from the invoice's month to tomorrow (UTC), inclusive.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await get(`/api/suppliers/einvoices?from=2026-11-01&to=${tomorrow}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names.every((n) => /^(INV|CN)-\d+\.xml$/.test(n) || n === 'not-included.txt')).toBe(true);
    expect(names).toContain(`INV-${order}.xml`);
    const noteNumbers = ['quantity', 'amount'].map((k) => numbers[k]!);
    for (const number of noteNumbers) {
      const xml = strFromU8(files[`${number}.xml`]!);
      expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
    }
    expect(problemsOf(await validateEinvoice(strFromU8(files[`INV-${order}.xml`]!)))).toEqual([]);
    // The demo world's venues without an ABN on record: listed with what is missing, never an invalid file.
    const listed = strFromU8(files['not-included.txt'] ?? new Uint8Array());
    const refused = listed.split('\n').filter(Boolean);
    expect(refused.length).toBeGreaterThan(0);
    for (const line of refused)
      expect(line).toMatch(new RegExp(`^INV-\\d+: ${DOCUMENT_MESSAGES.einvoiceVenueAbn}$`));
  });
});
