import Papa from 'papaparse';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import type { Actor } from '../../lib/context.ts';
import { orderProducts, orders, venues } from '../../db/schema/index.ts';
import { accountingExportFile, EXPORT_SLICE_INVOICES } from './accounting-export-file.ts';

let t: TestApp;
const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.auth('supplier') });

function csvRows(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
const myobRows = (payload: Buffer) => csvRows(new TextDecoder('windows-1252').decode(payload));

const LINES = [{ name: 'Lemons', sku: 'T-LE', priceIncGst: 650, quantity: 2 }];
/** Venues whose names differ only in Korean, Chinese or Thai letters (and one in none of them). */
const NAMES = ['Phở Hà Nội 김치 Café', 'Phở Hà Nội 두부 Café', 'Phở Hà Nội 豆腐 Café', 'Phở Hà Nội ไทย Café'];
const CARDS_DAY = '2034-03-10';
const ids = { monthEnd: 0, cards: [] as number[] };

/** `count` completed orders invoiced on one day (no processing time: dated their delivery day). */
async function insertDay(count: number, day: string) {
  const inserted = await t.database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        supplierId: 1,
        venueId: 1 + (i % 3),
        orderStatus: 'COMPLETED',
        shippingCompany: `Venue ${i}`,
        state: 'NSW',
        deliveryDate: day,
        originalTotalIncGst: 1000 + i,
        finalTotalIncGst: 1000 + i,
      })),
    )
    .returning({ id: orders.id, total: orders.finalTotalIncGst });
  await t.database.db.insert(orderProducts).values(
    inserted.map((o) => ({
      orderId: o.id,
      position: 0,
      name: 'Lemons',
      portionSize: 1,
      unitOfPortion: 'kg',
      unitOfPrice: 'kg',
      originalNumberOfPortions: 1,
      originalQuantityPriced: 1,
      originalTotalIncGst: o.total,
      priceIncGst: o.total,
      gst: 0,
      hasGst: false,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Processed at 10:30 pm on 31 January in Sydney (11:30 UTC), for delivery on 1 February.
  ids.monthEnd = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    deliveryDate: '2034-02-01',
    processedAt: new Date('2034-01-31T11:30:00Z'),
    lines: LINES,
  });
  for (const name of NAMES) {
    const [venue] = await db.insert(venues).values({ venue: name }).returning({ id: venues.id });
    const id = await insertOrder(db, {
      supplierId: 1,
      venueId: venue!.id,
      status: 'COMPLETED',
      deliveryDate: CARDS_DAY,
      lines: LINES,
    });
    await db.update(orders).set({ shippingCompany: name }).where(eq(orders.id, id));
    ids.cards.push(id);
  }
  await insertDay(1_200, '2034-04-03');
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the accounting export picks invoices by invoice date', () => {
  it('puts an order processed on the last day of a month in that month, not the month it was delivered', async () => {
    for (const format of ['xero', 'myob'] as const) {
      const january = await get(
        `/api/suppliers/accounting-export?format=${format}&from=2034-01-01&to=2034-01-31`,
      );
      const rows = format === 'xero' ? csvRows(january.rawPayload.toString()) : myobRows(january.rawPayload);
      const number = format === 'xero' ? '*InvoiceNumber' : 'Invoice #';
      const date = format === 'xero' ? '*InvoiceDate' : 'Date';
      expect(rows.map((r) => [r[number], r[date]])).toEqual([[`INV-${ids.monthEnd}`, '31/01/2034']]);
      const february = await get(
        `/api/suppliers/accounting-export?format=${format}&from=2034-02-01&to=2034-02-28`,
      );
      const next =
        format === 'xero' ? csvRows(february.rawPayload.toString()) : myobRows(february.rawPayload);
      expect(next).toEqual([]);
    }
  });
});

describe('MYOB: one card per venue', () => {
  it('gives venues whose names differ only in Korean, Chinese or Thai letters their own cards, names readable', async () => {
    const res = await get(`/api/suppliers/accounting-export?format=myob&from=${CARDS_DAY}&to=${CARDS_DAY}`);
    const rows = myobRows(res.rawPayload);
    expect(rows.map((r) => r['Co./Last Name'])).toEqual([
      'Pho Hà Noi GimChi Café',
      'Pho Hà Noi DuBu Café',
      'Pho Hà Noi DouFu Café',
      'Pho Hà Noi aithy Café',
    ]);
    const venueIds = await t.database.db
      .select({ venueId: orders.venueId })
      .from(orders)
      .where(eq(orders.deliveryDate, CARDS_DAY))
      .orderBy(orders.id);
    expect(rows.map((r) => r['Card ID'])).toEqual(
      venueIds.map((v) => `V${String(v.venueId).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((r) => r['Card ID'])).size).toBe(NAMES.length);
    expect(res.rawPayload.includes('?')).toBe(false);
  });
});

describe('a large export takes turns with other requests', () => {
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

  /** Reads an export's body, counting the event loop's turns (setImmediate callbacks) before each piece. */
  async function readCountingTurns(format: 'xero' | 'myob') {
    const file = await accountingExportFile(t.app.ctx, actor, {
      format,
      from: '2034-04-03',
      to: '2034-04-03',
    });
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsBefore: number[] = [];
    const pieces: Uint8Array[] = [];
    try {
      for await (const piece of file.body) {
        turnsBefore.push(turns);
        turns = 0;
        pieces.push(piece);
      }
    } finally {
      ticking = false;
    }
    return { file, turnsBefore, bytes: Buffer.concat(pieces) };
  }

  it('writes 1,200 Xero invoices a slice at a time, the event loop turning between slices, as a ZIP of 3', async () => {
    const { file, turnsBefore, bytes } = await readCountingTurns('xero');
    expect(file.contentType).toBe('application/zip');
    // One piece at least per slice, and the loop turned before every slice's rows were written.
    const slices = Math.ceil(1_200 / EXPORT_SLICE_INVOICES);
    expect(turnsBefore.length).toBeGreaterThanOrEqual(slices);
    expect(turnsBefore.filter((n) => n > 0).length).toBeGreaterThanOrEqual(slices);
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toEqual([1, 2, 3].map((n) => `xero-sales-invoices-2034-04-03-${n}-of-3.csv`));
    const perFile = Object.values(files).map(
      (f) => new Set(csvRows(strFromU8(f)).map((r) => r['*InvoiceNumber'])).size,
    );
    expect(perFile).toEqual([500, 500, 200]);
  });

  it('writes MYOB the same way, every sale once', async () => {
    const { turnsBefore, bytes } = await readCountingTurns('myob');
    const slices = Math.ceil(1_200 / EXPORT_SLICE_INVOICES);
    expect(turnsBefore.filter((n) => n > 0).length).toBeGreaterThanOrEqual(slices);
    expect(new Set(myobRows(bytes).map((r) => r['Invoice #'])).size).toBe(1_200);
  });
});
