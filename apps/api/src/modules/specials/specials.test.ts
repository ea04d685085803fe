import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayInZone } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, categories, products } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const SYDNEY = 'Australia/Sydney';
const today = () => dayInZone(new Date(), SYDNEY);

type Who = 'supplier' | 'supplier2' | 'staff';
const call = async (who: Who, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: await t.auth(who), payload });

let seq = 0;
/** A fresh leaf category, so rules counted per category start from zero. */
async function leafCategory(): Promise<{ id: number; name: string }> {
  seq += 1;
  const name = `Test leaf ${seq}`;
  const [top] = await t.database.db
    .insert(categories)
    .values({ name: `Test top ${seq}` })
    .returning({ id: categories.id });
  const [leaf] = await t.database.db
    .insert(categories)
    .values({ name, parentCategoryId: top!.id })
    .returning({ id: categories.id });
  return { id: leaf!.id, name };
}

/** A product of supplier 1 (or 2): 1100 cents incl GST (1000 ex GST) unless told otherwise. */
async function product(
  opts: { price?: number; gstExempt?: boolean; categoryIds?: number[]; supplierId?: number } = {},
) {
  seq += 1;
  const categoryIds = opts.categoryIds ?? [(await leafCategory()).id];
  const [row] = await t.database.db
    .insert(products)
    .values({
      supplierId: opts.supplierId ?? 1,
      sku: `SPEC-T-${seq}`,
      name: `Special test product ${seq}`,
      priceInCents: opts.price ?? 1100,
      gstExempt: opts.gstExempt ?? false,
      unitOfPriceId: 1,
      unitOfPortionId: 1,
      categories: categoryIds,
    })
    .returning({ id: products.id, name: products.name });
  return row!;
}

const body = (productId: number, extra: object = {}) => ({
  productId,
  priceInCents: 990,
  startDate: today(),
  endDate: addDays(today(), 7),
  isBanner: false,
  ...extra,
});

const messages = (res: { json: () => { errors: Array<{ param: string; message: string }> } }) =>
  res.json().errors.map((e) => [e.param, e.message]);

describe('GET /api/specials', () => {
  it('answers the demo supplier specials grouped by status, newest start first', async () => {
    const res = await call('supplier', 'GET', 'specials');
    expect(res.statusCode).toBe(200);
    const { active, scheduled, archived } = res.json();
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(archived.length).toBeGreaterThanOrEqual(2);
    expect(active.filter((s: { isBanner: boolean }) => s.isBanner)).toHaveLength(1);
    expect(active[0]).toEqual({
      id: expect.any(Number),
      product: {
        id: expect.any(Number),
        sku: expect.stringMatching(/^HF-/),
        name: expect.any(String),
        priceInCents: expect.any(Number),
        priceUnit: expect.any(String),
      },
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      specialPrice: expect.any(Number),
      status: 'active',
      isBanner: expect.any(Boolean),
    });
    const starts = active.map((s: { startDate: string }) => s.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const s of scheduled) expect(s.startDate > today()).toBe(true);
    for (const s of active) expect(s.startDate <= today() && s.endDate >= today()).toBe(true);
  });

  it('filters by status', async () => {
    const res = await call('supplier', 'GET', 'specials?status=scheduled');
    const json = res.json();
    expect(json.active).toEqual([]);
    expect(json.archived).toEqual([]);
    expect(json.scheduled.length).toBeGreaterThan(0);
    expect((await call('supplier', 'GET', 'specials?status=expired')).statusCode).toBe(400);
  });

  it('shows a supplier only its own specials', async () => {
    const res = await call('supplier2', 'GET', 'specials');
    expect(res.json()).toEqual({ active: [], scheduled: [], archived: [] });
  });
});

describe('POST /api/specials', () => {
  it('creates a special and records it in the audit log', async () => {
    const p = await product();
    const res = await call('supplier', 'POST', 'specials', body(p.id, { endDate: addDays(today(), 27) }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      product: { id: p.id, name: p.name, priceInCents: 1100, priceUnit: 'kg' },
      specialPrice: 990,
      status: 'active',
      isBanner: false,
      startDate: today(),
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'special'), eq(auditLog.entityId, String(res.json().id))));
    expect(audit).toMatchObject({ action: 'create', isStaff: false });
    const list = (await call('supplier', 'GET', 'specials?status=active')).json();
    expect(list.active.map((s: { id: number }) => s.id)).toContain(res.json().id);
  });

  it('answers the spec messages for missing fields', async () => {
    const res = await call('supplier', 'POST', 'specials', {});
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(
      expect.arrayContaining([
        ['productId', 'Product is required'],
        ['priceInCents', 'Special price must be at least 10 cents'],
        ['startDate', 'Date must be in the future'],
        ['endDate', 'Date must be in the future'],
      ]),
    );
    expect(res.json().errors[0].code).toBe('invalid_parameter');
  });

  it('refuses dates before yesterday and accepts yesterday', async () => {
    const p = await product();
    const res = await call(
      'supplier',
      'POST',
      'specials',
      body(p.id, { startDate: addDays(today(), -2), endDate: addDays(today(), -2) }),
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      ['startDate', 'Date must be in the future'],
      ['endDate', 'Date must be in the future'],
    ]);
    const ok = await call('supplier', 'POST', 'specials', body(p.id, { startDate: addDays(today(), -1) }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().status).toBe('active');
  });

  it('takes a one-day special, needs the end on or after the start and at most 27 days after it (4 weeks)', async () => {
    const oneDay = await call(
      'supplier',
      'POST',
      'specials',
      body((await product()).id, { endDate: today() }),
    );
    expect(oneDay.statusCode).toBe(201);
    const p = await product();
    const before = await call(
      'supplier',
      'POST',
      'specials',
      body(p.id, { startDate: addDays(today(), 2), endDate: addDays(today(), 1) }),
    );
    expect(messages(before)).toEqual([['endDate', 'End date cannot be before the start date']]);
    const long = await call('supplier', 'POST', 'specials', body(p.id, { endDate: addDays(today(), 28) }));
    expect(messages(long)).toEqual([['endDate', 'A special can run for at most 4 weeks']]);
    const bad = await call('supplier', 'POST', 'specials', body(p.id, { startDate: '2026-02-30' }));
    expect(messages(bad)).toEqual([['startDate', 'Date must be in the future']]);
  });

  it('needs at least 10 cents ex GST', async () => {
    const gst = await product();
    // 10 cents incl GST is 9 cents ex GST.
    const res = await call('supplier', 'POST', 'specials', body(gst.id, { priceInCents: 10 }));
    expect(messages(res)).toEqual([['priceInCents', 'Special price must be at least 10 cents']]);
    expect((await call('supplier', 'POST', 'specials', body(gst.id, { priceInCents: 11 }))).statusCode).toBe(
      201,
    );
    const exempt = await product({ gstExempt: true });
    const nine = await call('supplier', 'POST', 'specials', body(exempt.id, { priceInCents: 9 }));
    expect(messages(nine)).toEqual([['priceInCents', 'Special price must be at least 10 cents']]);
  });

  it('needs a supplier price at least 5% below the current price', async () => {
    const p = await product({ price: 2000 });
    const res = await call('supplier', 'POST', 'specials', body(p.id, { priceInCents: 1901 }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      ['priceInCents', 'Special price must be at least 5% less than the current price'],
    ]);
    expect((await call('supplier', 'POST', 'specials', body(p.id, { priceInCents: 1900 }))).statusCode).toBe(
      201,
    );
  });

  it('lets staff go down to 1% below the current price', async () => {
    const p = await product({ price: 2000 });
    const res = await call('staff', 'POST', 'specials', body(p.id, { priceInCents: 1981 }));
    expect(messages(res)).toEqual([
      ['priceInCents', 'Special price must be at least 1% less than the current price'],
    ]);
    const ok = await call('staff', 'POST', 'specials', body(p.id, { priceInCents: 1980 }));
    expect(ok.statusCode).toBe(201);
  });

  it('lets only staff feature a new special', async () => {
    const p = await product();
    const res = await call('supplier', 'POST', 'specials', body(p.id, { isBanner: true }));
    expect(res.statusCode).toBe(403);
    const ok = await call('staff', 'POST', 'specials', body(p.id, { isBanner: true }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().isBanner).toBe(true);
  });

  it('refuses a second special on the same product for overlapping dates', async () => {
    const p = await product();
    const first = await call('supplier', 'POST', 'specials', body(p.id));
    expect(first.statusCode).toBe(201);
    const clash = await call(
      'supplier',
      'POST',
      'specials',
      body(p.id, { startDate: addDays(today(), 7), endDate: addDays(today(), 9) }),
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual([
      {
        param: 'productId',
        message: 'This product already has a special during these dates',
        code: 'special_overlaps',
      },
    ]);
    const after = await call(
      'supplier',
      'POST',
      'specials',
      body(p.id, { startDate: addDays(today(), 8), endDate: addDays(today(), 9) }),
    );
    expect(after.statusCode).toBe(201);
    // Archiving the first frees its dates.
    await call('supplier', 'DELETE', `specials/${first.json().id}`);
    expect((await call('supplier', 'POST', 'specials', body(p.id))).statusCode).toBe(201);
  });

  it('allows at most 8 active specials per category at once', async () => {
    const leaf = await leafCategory();
    for (let i = 0; i < 8; i++) {
      const p = await product({ categoryIds: [leaf.id] });
      // Staggered ranges that all cover day 5.
      const res = await call(
        'supplier',
        'POST',
        'specials',
        body(p.id, { startDate: addDays(today(), i % 3), endDate: addDays(today(), 5 + i) }),
      );
      expect(res.statusCode).toBe(201);
    }
    const ninth = await product({ categoryIds: [leaf.id] });
    const res = await call(
      'supplier',
      'POST',
      'specials',
      body(ninth.id, { startDate: addDays(today(), 5), endDate: addDays(today(), 6) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'productId',
        message: `There can be at most 8 active specials in the ${leaf.name} category at once`,
        code: 'special_category_limit',
      },
    ]);
    // Once the first has ended (day 5) the ninth fits from day 6; another category is unaffected.
    const later = await call(
      'supplier',
      'POST',
      'specials',
      body(ninth.id, { startDate: addDays(today(), 13), endDate: addDays(today(), 14) }),
    );
    expect(later.statusCode).toBe(201);
    const other = await product();
    expect((await call('supplier', 'POST', 'specials', body(other.id))).statusCode).toBe(201);
  });

  it("answers 404 for another supplier's product", async () => {
    const p = await product();
    const res = await call('supplier2', 'POST', 'specials', body(p.id));
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/specials/{id}', () => {
  it('archives a special once, permanently', async () => {
    const p = await product();
    const created = (await call('supplier', 'POST', 'specials', body(p.id))).json();
    const res = await call('supplier', 'DELETE', `specials/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, status: 'archived' });
    const again = await call('supplier', 'DELETE', `specials/${created.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      message: 'This special is already archived',
      code: 'special_already_archived',
    });
    const list = (await call('supplier', 'GET', 'specials?status=archived')).json();
    expect(list.archived.map((s: { id: number }) => s.id)).toContain(created.id);
  });

  it('refuses a special that has already finished', async () => {
    const archived = (await call('supplier', 'GET', 'specials?status=archived')).json().archived;
    const finished = archived.find((s: { endDate: string }) => s.endDate < today());
    expect(finished).toBeDefined();
    expect((await call('supplier', 'DELETE', `specials/${finished.id}`)).statusCode).toBe(409);
  });

  it("answers 404 for another supplier's special and for a bad id", async () => {
    const active = (await call('supplier', 'GET', 'specials?status=active')).json().active;
    expect((await call('supplier2', 'DELETE', `specials/${active[0].id}`)).statusCode).toBe(404);
    expect((await call('supplier', 'DELETE', 'specials/999999')).statusCode).toBe(404);
    expect((await call('supplier', 'DELETE', 'specials/abc')).statusCode).toBe(400);
    const still = (await call('supplier', 'GET', 'specials?status=active')).json().active;
    expect(still.map((s: { id: number }) => s.id)).toContain(active[0].id);
  });
});

describe('PATCH /api/specials/{id}', () => {
  it('lets staff feature and unfeature a special', async () => {
    const p = await product();
    const created = (await call('supplier', 'POST', 'specials', body(p.id))).json();
    const on = await call('staff', 'PATCH', `specials/${created.id}`, { is_banner: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().isBanner).toBe(true);
    const off = await call('staff', 'PATCH', `specials/${created.id}`, { is_banner: false });
    expect(off.json().isBanner).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ isStaff: true, before: { isBanner: false }, after: { isBanner: true } });
  });

  it('is staff-only, validated and tenant-isolated', async () => {
    const active = (await call('supplier', 'GET', 'specials?status=active')).json().active;
    const id = active[0].id;
    expect((await call('supplier', 'PATCH', `specials/${id}`, { is_banner: true })).statusCode).toBe(403);
    const bad = await call('staff', 'PATCH', `specials/${id}`, {});
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual([['is_banner', 'is_banner must be true or false']]);
    const otherStaff = await t.app.inject({
      method: 'PATCH',
      url: `/api/specials/${id}`,
      headers: await t.auth('staff', 2),
      payload: { is_banner: true },
    });
    expect(otherStaff.statusCode).toBe(404);
  });

  it('refuses to feature an archived special', async () => {
    const archived = (await call('supplier', 'GET', 'specials?status=archived')).json().archived;
    const res = await call('staff', 'PATCH', `specials/${archived[0].id}`, { is_banner: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe('An archived special cannot be featured');
  });
});

/** The first instant of a day in a time zone (searching the offsets Australia uses). */
function midnight(day: string, zone: string): number {
  for (let h = -14; h <= 14; h++) {
    const at = Date.parse(`${day}T00:00:00Z`) - h * 3_600_000;
    if (dayInZone(new Date(at), zone) === day && dayInZone(new Date(at - 1), zone) !== day) return at;
  }
  throw new Error('no midnight');
}

describe('status by date', () => {
  it("turns a scheduled special active at its start in the supplier's time zone", async () => {
    const p = await product();
    const start = addDays(today(), 1);
    const created = (
      await call('supplier', 'POST', 'specials', body(p.id, { startDate: start, endDate: addDays(start, 3) }))
    ).json();
    expect(created.status).toBe('scheduled');
    const headers = await t.auth('supplier');
    const statusAt = async (instant: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(instant);
      const res = await t.app.inject({ method: 'GET', url: '/api/specials', headers });
      vi.useRealTimers();
      const all = Object.values(res.json()).flat() as Array<{ id: number; status: string }>;
      return all.find((s) => s.id === created.id)?.status;
    };
    const at = midnight(start, SYDNEY);
    expect(await statusAt(at - 60_000)).toBe('scheduled');
    expect(await statusAt(at + 60_000)).toBe('active');
    // Still scheduled at that instant for a UTC clock, which is 10-11 hours behind Sydney.
    expect(new Date(at + 60_000).toISOString().slice(0, 10)).not.toBe(start);
    expect(await statusAt(midnight(addDays(start, 4), SYDNEY) + 60_000)).toBe('archived');
  });
});
