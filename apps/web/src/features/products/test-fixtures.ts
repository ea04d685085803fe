import { vi } from 'vitest';
import { UNITS, type Category, type Product } from '@portal/domain';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const CATEGORIES: Category[] = [
  { id: 1, name: 'Fruit', parentCategoryId: null },
  { id: 2, name: 'Apples', parentCategoryId: 1 },
];

/** A product as the API answers it; `overrides` change any field. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    sku: `HF-${1000 + id}`,
    name: `Product ${id}`,
    priceInCents: 1100,
    gstExempt: false,
    enabled: true,
    outOfStock: false,
    isBestBuy: false,
    unitOfPrice: { ...UNITS[3] },
    unitOfPortion: { ...UNITS[3] },
    portions: [1, 6],
    categories: [1],
    image: null,
    customPricing: [],
    specials: [],
    dateModified: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export type Call = { method: string; path: string; body: unknown };

/**
 * A fake main API over fetch: the catalogue, the products, and `answer` for writes (PATCH/POST),
 * recording every call.
 */
export function fakeApi(
  products: Product[],
  answer: (call: Call) => Response | undefined = () => undefined,
  me: { isStaff: boolean } = { isStaff: false },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url)
        .split('?')[0]!
        .replace(/^\/api\//, '');
      const method = init?.method ?? 'GET';
      const call: Call = {
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const custom = answer(call);
      if (custom) return custom;
      if (path === 'suppliers/auth/me') return json(200, { id: 1, company: 'Fresh Co', ...me });
      if (path === 'categories') return json(200, { data: CATEGORIES });
      if (path === 'portions') return json(200, { data: UNITS });
      if (path === 'suppliers/products') return json(200, { data: products });
      const one = /^suppliers\/products\/(\d+)$/.exec(path);
      if (one && method === 'GET') {
        const found = products.find((p) => p.id === Number(one[1]));
        return found ? json(200, found) : json(404, { errors: [] });
      }
      return json(404, { errors: [] });
    }),
  );
  return calls;
}
