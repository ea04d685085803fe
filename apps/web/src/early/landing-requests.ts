/**
 * What a cold load of a page asks the API for first, so the early script (start.ts) can ask before the
 * page's code has even arrived. Paths under /api/, exactly as the page's own requests spell them (the
 * page tests check that each one is asked for), for the page as it opens with no query string: a page
 * opened with filters asks for something else, and nothing is asked early.
 */
const SESSION = ['/api/suppliers/auth/me'];

const PAGES: Record<string, string[]> = {
  '/dashboard': [
    '/api/suppliers/orders-exports',
    '/api/suppliers/orders?search=orderStatus%5B%5D%3APENDING&orderBy=deliveryDate&sortedBy=asc&filter=orderId%3BorderStatus%3BfullName%3BshippingCompany%3BdateAdded%3BdeliveryDate%3Btotal%3BorderedBefore%3BcustomerAlert&pageSize=20&page=1',
    '/api/specials?status=active',
    '/api/suppliers/orders?pageSize=1&orderBy=orderId&sortedBy=desc',
  ],
  '/orders': ['/api/suppliers/orders-exports', '/api/suppliers/orders?page=1&orderBy=orderId&sortedBy=desc'],
  '/products': ['/api/suppliers/products'],
  '/customers': ['/api/suppliers/venues?page=1&pageSize=20&orderBy=venueId&sortedBy=desc'],
  '/specials': ['/api/specials'],
  '/reviews': ['/api/suppliers/reviews?page=1&pageSize=100&orderBy=createdAt&sortedBy=desc'],
  '/settings': ['/api/suppliers/contacts', '/api/suppliers/notifications'],
  '/reports': [
    '/api/suppliers/report/last-twelve-months',
    '/api/suppliers/report/customers/top',
    '/api/suppliers/report/best-selling',
  ],
};

/** The GET requests to start early for a page at `pathname` with `search` ('' or '?…'). */
export function landingRequests(pathname: string, search: string): string[] {
  const page = PAGES[pathname.replace(/\/+$/, '')];
  if (!page || search) return [];
  return [...SESSION, ...page];
}
