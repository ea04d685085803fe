import { http } from 'msw';
import { UNITS, type Category, type Product } from '@portal/domain';
import { json } from '../../test/msw.ts';

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

/**
 * The main API of the products pages (MSW handlers): who is signed in, the catalogue, the products and
 * each product by id (not found when absent). A test adds its writes with `server.use` before these.
 */
export function productsApi(products: Product[], me: { isStaff: boolean } = { isStaff: false }) {
  return [
    http.get('/api/suppliers/auth/me', () => json(200, { id: 1, company: 'Fresh Co', ...me })),
    http.get('/api/categories', () => json(200, { data: CATEGORIES })),
    http.get('/api/portions', () => json(200, { data: UNITS })),
    http.get('/api/suppliers/products', () => json(200, { data: products })),
    http.get('/api/suppliers/products/:id', ({ params }) => {
      const found = products.find((p) => p.id === Number(params.id));
      return found ? json(200, found) : json(404, { errors: [] });
    }),
  ];
}
