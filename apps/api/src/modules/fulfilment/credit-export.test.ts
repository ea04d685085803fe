import Papa from 'papaparse';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import type { Actor } from '../../lib/context.ts';
import { accountingExportFile } from './accounting-export-file.ts';

/*
 * Credit notes in the books, on both engines: notes raised through the API, exported for the
 * period they were issued in (on the supplier's clock), read back as Xero's credit note template and as
 * MYOB's negative sales, to the cent.
 */
let t: TestApp;
const ids = { a: 0, b: 0, lines: [] as number[], lemons: 0 };
const notes: Array<{ id: number; number: string; totalIncGstInCents: number; gstInCents: number }> = [];
const MARCH = 'from=2035-03-01&to=2035-03-31';
const PERIOD = '2035-03-01-to-2035-03-31';

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.auth('supplier') });
async function raise(orderId: number, lines: unknown[], issuedAt: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/suppliers/orders/${orderId}/credit-notes`,
    headers: await t.auth('supplier'),
    payload: { lines },
  });
  expect(res.statusCode).toBe(201);
  const note = res.json();
  // Issued at a chosen instant, so the test says which period it belongs to.
  await t.database.db.execute(
    sql`update credit_notes set issued_at = ${issuedAt}::timestamptz where id = ${note.id}`,
  );
  notes.push(note);
  return note;
}

function csvRows(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed;
}
const cents = (s: string) => Math.round(Number(s) * 100);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const processedAt = new Date('2035-03-05T01:00:00Z');
  ids.a = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    processedAt,
    lines: [
      { name: 'Tomato Sauce 4L', sku: 'TS4', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
      { name: 'Baby Spinach', sku: 'BS1', priceIncGst: 1250, quantity: 2 },
    ],
  });
  ids.b = await insertOrder(db, {
    supplierId: 1,
    venueId: 2,
    status: 'COMPLETED',
    processedAt,
    lines: [{ name: 'Lemons', sku: 'LE', priceIncGst: 650, quantity: 5 }],
  });
  const rows = await db.execute(
    sql`select id from order_products where order_id in (${ids.a}, ${ids.b}) order by order_id, position`,
  );
  const lineIds = (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
  ids.lines = lineIds.slice(0, 2);
  ids.lemons = lineIds[2]!;
  await raise(
    ids.a,
    [
      { orderProductId: ids.lines[0], quantity: 2, reason: 'Damaged' },
      {
        orderProductId: ids.lines[1],
        amountInCents: 500,
        reason: 'Price adjustment',
        comment: 'Agreed by phone',
      },
    ],
    '2035-03-10T01:00:00Z',
  );
  // 11 pm on 31 March in Sydney: March. Half past midnight on 1 April in Sydney: April.
  await raise(
    ids.b,
    [{ orderProductId: ids.lemons, quantity: 1, reason: 'Short delivered' }],
    '2035-03-31T12:00:00Z',
  );
  await raise(
    ids.b,
    [{ orderProductId: ids.lemons, amountInCents: 99, reason: 'Quality' }],
    '2035-03-31T13:30:00Z',
  );
}, 120_000);

afterAll(() => t.close());

describe('Xero: credit notes in their own template', () => {
  it("carries the period's notes in xero-credit-notes, positive, with the CN- number and the invoice, to the cent", async () => {
    const res = await get(`/api/suppliers/accounting-export?format=xero&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      `xero-sales-invoices-and-credit-notes-${PERIOD}.zip`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([
      `xero-sales-invoices-${PERIOD}.csv`,
      `xero-credit-notes-${PERIOD}.csv`,
    ]);
    const invoices = csvRows(strFromU8(files[`xero-sales-invoices-${PERIOD}.csv`]!));
    expect(new Set(invoices.data.map((r) => r['*InvoiceNumber']))).toEqual(
      new Set([`INV-${ids.a}`, `INV-${ids.b}`]),
    );
    const bytes = files[`xero-credit-notes-${PERIOD}.csv`]!;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = strFromU8(bytes);
    const credit = csvRows(text);
    expect(credit.meta.fields).toEqual([
      '*ContactName',
      'EmailAddress',
      'POAddressLine1',
      'POAddressLine2',
      'POAddressLine3',
      'POAddressLine4',
      'POCity',
      'PORegion',
      'POPostalCode',
      'POCountry',
      '*CreditNoteNumber',
      'Reference',
      '*CreditNoteDate',
      'InventoryItemCode',
      '*Description',
      '*Quantity',
      '*UnitAmount',
      'Discount',
      '*AccountCode',
      '*TaxType',
      'TaxAmount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
      'Currency',
      'BrandingTheme',
    ]);
    const pick = (r: Record<string, string>) => [
      r['*CreditNoteNumber'],
      r['Reference'],
      r['*CreditNoteDate'],
      r['*Description'],
      r['*Quantity'],
      r['*UnitAmount'],
      r['*AccountCode'],
      r['*TaxType'],
      r['TaxAmount'],
    ];
    expect(credit.data.map(pick)).toEqual([
      [
        'CN-1',
        `INV-${ids.a}`,
        '10/03/2035',
        'Tomato Sauce 4L (TS4): Damaged',
        '2',
        '16.39',
        '200',
        'GST on Income',
        '2.98',
      ],
      [
        'CN-1',
        `INV-${ids.a}`,
        '10/03/2035',
        'Baby Spinach (BS1): Price adjustment (Agreed by phone)',
        '1',
        '5.00',
        '200',
        'GST Free Income',
        '0.00',
      ],
      [
        'CN-2',
        `INV-${ids.b}`,
        '31/03/2035',
        'Lemons (LE): Short delivered',
        '1',
        '6.50',
        '200',
        'GST Free Income',
        '0.00',
      ],
    ]);
    expect(credit.data[0]!['*ContactName']).toBe('The Rocks Bistro');
    expect(credit.data[0]!['Currency']).toBe('AUD');
    // Each note adds up to what the API issued, to the cent.
    for (const note of notes.slice(0, 2)) {
      const rows = credit.data.filter((r) => r['*CreditNoteNumber'] === note.number);
      const total = rows.reduce(
        (s, r) => s + Math.round(Number(r['*Quantity']) * cents(r['*UnitAmount']!)),
        0,
      );
      expect(total).toBe(note.totalIncGstInCents);
      expect(rows.reduce((s, r) => s + cents(r['TaxAmount']!), 0)).toBe(note.gstInCents);
    }
    expect([notes[0]!.totalIncGstInCents, notes[0]!.gstInCents, notes[1]!.totalIncGstInCents]).toEqual([
      3778, 298, 650,
    ]);
  });

  it('answers a period with only a credit note as one CSV of credit notes', async () => {
    const res = await get('/api/suppliers/accounting-export?format=xero&from=2035-04-01&to=2035-04-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('xero-credit-notes-2035-04-01-to-2035-04-30.csv');
    const rows = csvRows(res.rawPayload.toString()).data;
    expect(
      rows.map((r) => [r['*CreditNoteNumber'], r['Reference'], r['*CreditNoteDate'], r['*UnitAmount']]),
    ).toEqual([['CN-3', `INV-${ids.b}`, '01/04/2035', '0.99']]);
  });

  it('splits credit notes as it splits invoices, each kind in files of at most the limit', async () => {
    const actor: Actor = {
      supplierId: 1,
      staff: false,
      userId: null,
      username: 'supplier@example.com',
      supplierName: 'Harbour Fresh Wholesale',
      state: 'NSW',
      role: 'owner',
      totp: false,
    };
    const file = await accountingExportFile(
      t.app.ctx,
      actor,
      { format: 'xero', from: '2035-03-01', to: '2035-03-31' },
      { perFile: 1 },
    );
    const pieces: Uint8Array[] = [];
    for await (const piece of file.body) pieces.push(piece);
    const files = unzipSync(new Uint8Array(Buffer.concat(pieces)));
    expect(Object.keys(files)).toEqual([
      `xero-sales-invoices-${PERIOD}-1-of-2.csv`,
      `xero-sales-invoices-${PERIOD}-2-of-2.csv`,
      `xero-credit-notes-${PERIOD}-1-of-2.csv`,
      `xero-credit-notes-${PERIOD}-2-of-2.csv`,
    ]);
    const numbers = Object.values(files).map((f) => {
      const rows = csvRows(strFromU8(f)).data;
      return [...new Set(rows.map((r) => r['*InvoiceNumber'] ?? r['*CreditNoteNumber']))];
    });
    expect(numbers).toEqual([[`INV-${ids.a}`], [`INV-${ids.b}`], ['CN-1'], ['CN-2']]);
  });
});

describe('MYOB: credit notes as negative sales', () => {
  it('follows the invoices with each note as a sale of negative lines, CN- number as invoice number, the invoice as PO', async () => {
    const res = await get(`/api/suppliers/accounting-export?format=myob&${MARCH}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const rows = csvRows(new TextDecoder('windows-1252').decode(res.rawPayload)).data;
    const credits = rows.filter((r) => r['Invoice #']!.startsWith('CN-'));
    expect(rows.slice(-credits.length)).toEqual(credits);
    expect(
      credits.map((r) => [
        r['Invoice #'],
        r['Date'],
        r['Customer PO'],
        r['Description'],
        r['Amount'],
        r['Inc-Tax Amount'],
        r['Tax Code'],
        r['GST Amount'],
        r['Journal Memo'],
        r['Card ID'],
      ]),
    ).toEqual([
      [
        'CN-1',
        '10/03/2035',
        `INV-${ids.a}`,
        'Tomato Sauce 4L (TS4): Damaged',
        '-29.80',
        '-32.78',
        'GST',
        '-2.98',
        `Credit note CN-1 for INV-${ids.a}; The Rocks Bistro`,
        'V000001',
      ],
      [
        'CN-1',
        '10/03/2035',
        `INV-${ids.a}`,
        'Baby Spinach (BS1): Price adjustment (Agreed by phone)',
        '-5.00',
        '-5.00',
        'FRE',
        '0.00',
        `Credit note CN-1 for INV-${ids.a}; The Rocks Bistro`,
        'V000001',
      ],
      [
        'CN-2',
        '31/03/2035',
        `INV-${ids.b}`,
        'Lemons (LE): Short delivered',
        '-6.50',
        '-6.50',
        'FRE',
        '0.00',
        `Credit note CN-2 for INV-${ids.b}; The Rocks Bistro`,
        'V000002',
      ],
    ]);
  });
});
