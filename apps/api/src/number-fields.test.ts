import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The server's half of the number rule: every money, percentage and quantity field of the API
 * takes a JSON number only. What a person might type, sent as it is (a string) or as the raw JSON token,
 * is refused with a 400 naming the field, never coerced, never a 5xx; a value over the ceiling gets the
 * ceiling's message. (`1e2` as a JSON number is the number 100: JSON has no other spelling for it.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TYPED = ['0x10', '0b11', '0o7', '1e2', 'Infinity', 'abc', '5.', '+5', '7 %', '99999999', '-0'];
const today = () => dayInZone(new Date(), 'Australia/Sydney');

type Field = {
  name: string;
  who: 'supplier' | 'staff';
  method: 'POST' | 'PATCH';
  url: string | (() => Promise<string>);
  body: () => Record<string, unknown>;
  /** The field's name in the body and in the error's param. */
  field: string;
  /** The path of the value inside the body when it is not the field itself (portions[0]). */
  inArray?: boolean;
  /** The field's ceiling, in its unit, and the message past it. */
  over: number;
  limit: string;
};

const productBody = () => ({
  name: 'Number rule',
  sku: `NR-${Math.random().toString(36).slice(2, 8)}`,
  priceInCents: 1000,
  unitOfPriceId: 1,
  gstExempt: true,
  categories: [1],
  unitOfPortionId: 1,
  portions: [1],
  enabled: true,
});

const FIELDS: Field[] = [
  {
    name: 'custom rake',
    who: 'staff',
    method: 'POST',
    url: '/api/suppliers/custom-commission',
    body: () => ({ venueId: 1 }),
    field: 'customCommission',
    over: 99999999,
    limit: 'Rake must be less then 100%',
  },
  {
    name: 'loss-leader threshold',
    who: 'supplier',
    method: 'PATCH',
    url: '/api/suppliers/loss-products-minimum-spend',
    body: () => ({}),
    field: 'lossProductsMinimumSpend',
    over: 9999999900,
    limit: 'Price must be $1,000,000.00 or less',
  },
  {
    name: 'custom price',
    who: 'supplier',
    method: 'POST',
    url: '/api/custom-pricing',
    body: () => ({ venueId: 1, productId: 1 }),
    field: 'priceInCents',
    over: 9999999900,
    limit: 'Custom price must be $1,000,000.00 or less (including GST)',
  },
  {
    name: 'zone minimum order',
    who: 'supplier',
    method: 'POST',
    url: '/api/zones',
    body: () => ({ name: 'Number rule', cutoff: '23:00:00', timeZone: 'Australia/Sydney' }),
    field: 'minimumOrderTotal',
    over: 9999999900,
    limit: 'Minimum order must be $1,000,000.00 or less',
  },
  {
    name: 'special price',
    who: 'supplier',
    method: 'POST',
    url: '/api/specials',
    body: () => ({ productId: 1, startDate: today(), endDate: addDays(today(), 1), isBanner: false }),
    field: 'priceInCents',
    over: 9999999900,
    limit: 'Special price must be $1,000,000.00 or less',
  },
  {
    name: 'product price',
    who: 'supplier',
    method: 'POST',
    url: '/api/suppliers/products',
    body: productBody,
    field: 'priceInCents',
    over: 9999999900,
    limit: 'Price must be $1,000,000.00 or less (including GST)',
  },
  {
    name: 'product portion',
    who: 'supplier',
    method: 'POST',
    url: '/api/suppliers/products',
    body: productBody,
    field: 'portions',
    inArray: true,
    over: 99999999,
    limit: 'Portion must be 100,000 or less',
  },
];

/** The body as raw JSON with `token` (already JSON) as the field's value. */
function rawBody(f: Field, token: string): string {
  const marker = '"__value__"';
  const body = { ...f.body(), [f.field]: f.inArray ? ['__value__'] : '__value__' };
  return JSON.stringify(body).replace(marker, token);
}

async function send(f: Field, token: string) {
  const headers = { ...(await t.auth(f.who)), 'content-type': 'application/json' };
  const url = typeof f.url === 'string' ? f.url : await f.url();
  const res = await t.app.inject({ method: f.method, url, headers, payload: rawBody(f, token) });
  const param = f.inArray ? `${f.field}.0` : f.field;
  const errors = (res.json().errors ?? []) as Array<{ param: string; message: string }>;
  return { status: res.statusCode, message: errors.find((e) => e.param === param)?.message };
}

describe.each(FIELDS)('$name', (f) => {
  it('refuses each typed text sent as a string, naming the field', async () => {
    for (const typed of TYPED) {
      const res = await send(f, JSON.stringify(typed));
      expect([typed, res.status, typeof res.message]).toEqual([typed, 400, 'string']);
    }
  });

  it('refuses -0 and a number over its ceiling, the latter with the limit message', async () => {
    expect((await send(f, '-0')).status).toBe(400);
    expect(await send(f, String(f.over))).toEqual({ status: 400, message: f.limit });
  });
});
