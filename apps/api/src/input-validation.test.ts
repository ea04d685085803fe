import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_MESSAGES, PRODUCT_MESSAGES, TEXT_MESSAGES } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The input primitives at work on the wire: the exact 400 for inputs that used to reach the database and
 * answer 500 (NUL, lone surrogates, integers past 32 bits, days that do not exist). The contract fuzz
 * (contract-fuzz.test.ts) checks every operation for 5xx; this pins the answers themselves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const errors = async (
  method: string,
  url: string,
  payload?: unknown,
  who: 'supplier' | 'staff' = 'supplier',
) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: await t.auth(who),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { errors: Array<{ param: string; message: string }> }).errors.map(
    (e) => [e.param, e.message] as const,
  );
};

describe('text', () => {
  it('refuses NUL and lone surrogates in bodies and queries, naming the field', async () => {
    expect(
      await errors('PATCH', '/api/suppliers/orders/1/supplier-reference', { supplierReference: 'A\u0000' }),
    ).toEqual([['supplierReference', TEXT_MESSAGES.nul]]);
    expect(await errors('POST', '/api/suppliers/feedback', { rating: 5, comment: 'great \ud800' })).toEqual([
      ['comment', TEXT_MESSAGES.surrogate],
    ]);
    expect(await errors('GET', '/api/suppliers/orders?fuzzy=a%00b')).toEqual([['fuzzy', TEXT_MESSAGES.nul]]);
    expect(await errors('GET', '/api/suburbs?search=%00')).toEqual([['search', TEXT_MESSAGES.nul]]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000@b.co', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual([
      { param: 'username', message: TEXT_MESSAGES.nul, code: 'invalid_parameter' },
    ]);
  });

  it('keeps a client error report whose text was cut inside a character pair', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: `Boom ${'😀'.slice(0, 1)}`, context: { ['k\u0000']: 'v\ud800' } },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids and amounts', () => {
  it('answers 400 for a path id past 32 bits or not in digits', async () => {
    for (const id of ['2147483648', '1e10', '1.5'])
      expect(await errors('GET', `/api/suppliers/orders/${id}`), id).toEqual([['id', NUMBER_MESSAGES.id]]);
    expect(await errors('POST', '/api/suppliers/loss-products/2147483648')).toEqual([
      ['id', 'Product is required'],
    ]);
    expect(await errors('GET', '/api/custom-pricing?productId=1e10')).toEqual([
      ['productId', NUMBER_MESSAGES.id],
    ]);
  });

  it('answers 400 for body ids and prices past their range', async () => {
    expect(
      await errors('POST', '/api/custom-pricing', {
        venueId: 2_147_483_648,
        productId: 1,
        priceInCents: 100,
      }),
    ).toEqual([['venueId', 'Venue is required']]);
    expect(
      await errors('PATCH', '/api/suppliers/products/1', { priceInCents: 2_147_483_648, gstExempt: true }),
    ).toEqual([['priceInCents', PRODUCT_MESSAGES.priceMax]]);
    expect(await errors('POST', '/api/staff/act-as', { supplierId: 2_147_483_648 }, 'staff')).toEqual([
      ['supplierId', NUMBER_MESSAGES.id],
    ]);
  });
});

describe('dates and structured search', () => {
  it('refuses days that do not exist', async () => {
    expect(await errors('GET', '/api/suppliers/orders?from=2024-02-30')).toEqual([
      ['from', 'Must be a real date (YYYY-MM-DD)'],
    ]);
    expect(await errors('GET', '/api/suppliers/audit?from=9999-99-99', undefined, 'staff')).toEqual([
      ['from', 'Must be a date (YYYY-MM-DD)'],
    ]);
    expect(await errors('GET', '/api/suppliers/csv/custom?deliveryDate=0000-00-00')).toEqual([
      ['deliveryDate', 'Delivery date must be a date (yyyy-MM-dd)'],
    ]);
  });

  it('checks each search=field:value against the field', async () => {
    expect(await errors('GET', '/api/suppliers/orders?search=orderId:99999999999')).toEqual([
      ['search', 'orderId must be a whole number from 0 to 2147483647'],
    ]);
    expect(await errors('GET', '/api/suppliers/reviews?search=venueId:1.5')).toEqual([
      ['search', 'venueId must be a whole number from 0 to 2147483647'],
    ]);
    expect(await errors('GET', '/api/suppliers/orders?search=deliveryDate:2024-13-45')).toEqual([
      ['search', 'deliveryDate must be a real date (YYYY-MM-DD)'],
    ]);
  });
});
