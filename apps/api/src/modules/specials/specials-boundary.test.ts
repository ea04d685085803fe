import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  centsToDollarText,
  createSpecialFormSchema,
  dayInZone,
  exGstPrice,
  maxSpecialPrice,
  originalExGst,
  toCreateSpecialBody,
  type SpecialFormValues,
  type SpecialProductOption,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Exactly the minimum discount (5% for a supplier, 1% for staff) is accepted for every product
 * of the demo catalogue, typed as a percentage or as the price it comes to, by the form's rules and by
 * the API; one cent less off is refused by both. The comparison is ex GST on both sides, once.
 */
let t: TestApp;
let catalogue: SpecialProductOption[] = [];
const supplierOf = new Map<number, number>();
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(products);
  catalogue = rows.map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    priceInCents: p.priceInCents,
    gstExempt: p.gstExempt,
    unitOfPrice: { unit: 'kg' },
  }));
  for (const p of rows) supplierOf.set(p.id, p.supplierId);
});
afterAll(() => t.close());

const today = () => dayInZone(new Date(), 'Australia/Sydney');
const values = (product: SpecialProductOption, typed: Partial<SpecialFormValues>): SpecialFormValues => ({
  productId: product.id,
  startDate: addDays(today(), 200),
  endDate: addDays(today(), 201),
  discountType: 'PERCENTAGE OFF',
  specialPrice: '',
  percentage: '',
  isBanner: false,
  ...typed,
});

function formProblems(product: SpecialProductOption, isStaff: boolean, typed: Partial<SpecialFormValues>) {
  const schema = createSpecialFormSchema({ isStaff, today: today(), productById: () => product });
  return schema.safeParse(values(product, typed)).error?.issues.map((i) => i.message) ?? [];
}

const cases = [
  { who: 'supplier' as const, isStaff: false, percent: '5' },
  { who: 'staff' as const, isStaff: true, percent: '1' },
];

describe.each(cases)('the minimum discount as $who ($percent%)', ({ who, isStaff, percent }) => {
  it('the form takes it for every demo product, as a percentage and as the price it comes to', () => {
    expect(catalogue.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const product of catalogue) {
      const boundary = maxSpecialPrice(originalExGst(product), isStaff);
      const asPrice = { discountType: 'LOWER PRICE', specialPrice: centsToDollarText(boundary) };
      const aCentMore = { discountType: 'LOWER PRICE', specialPrice: centsToDollarText(boundary + 1) };
      if (formProblems(product, isStaff, { percentage: percent }).length) refused.push(`${product.name} %`);
      if (boundary >= 10 && formProblems(product, isStaff, asPrice).length) refused.push(`${product.name} $`);
      if (boundary >= 9 && !formProblems(product, isStaff, aCentMore).length)
        refused.push(`${product.name} +1c`);
    }
    expect(refused).toEqual([]);
  });

  it('the API takes what the form sends, and refuses a cent more, for every demo product', async () => {
    const refused: string[] = [];
    for (const product of catalogue) {
      const boundary = maxSpecialPrice(originalExGst(product), isStaff);
      if (boundary < 10) continue;
      const headers = await t.auth(who, supplierOf.get(product.id));
      if (who === 'supplier' && supplierOf.get(product.id) !== 1) continue;
      const body = toCreateSpecialBody(values(product, { percentage: percent }), product, isStaff);
      // The percentage comes to exactly the boundary price, ex GST.
      expect(exGstPrice(body.priceInCents, product.gstExempt)).toBe(boundary);
      const over = { ...body, priceInCents: body.priceInCents + (product.gstExempt ? 1 : 2) };
      const tooLittle = await t.app.inject({ method: 'POST', url: '/api/specials', headers, payload: over });
      if (tooLittle.statusCode !== 400) refused.push(`${product.name} +1c → ${tooLittle.statusCode}`);
      const res = await t.app.inject({ method: 'POST', url: '/api/specials', headers, payload: body });
      if (res.statusCode !== 201) {
        refused.push(`${product.name} → ${res.statusCode} ${res.body}`);
        continue;
      }
      // Archived at once, so the category's 8-at-once limit never counts it.
      await t.app.inject({ method: 'DELETE', url: `/api/specials/${res.json().id}`, headers });
    }
    expect(refused).toEqual([]);
  });
});
