import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD, workerSessions, type Account } from './session.ts';

const signInRequest = (request: APIRequestContext, who: Account) =>
  request.post('/api/auth/login', {
    data: { username: ACCOUNTS[who], password: PASSWORD, role: 'supplier' },
  });

/**
 * A bearer header for a demo account; staff act as the demo supplier (id 1). The worker's session of the
 * account when a journey has made one (session.ts), else a sign-in through the API, kept for the next.
 */
export async function authHeader(
  request: APIRequestContext,
  who: Account = 'supplier',
): Promise<{ authorization: string }> {
  let token = workerSessions.get(who);
  if (!token) {
    token = await signInByApi(request, who);
    workerSessions.set(who, token);
  }
  return { authorization: `Bearer ${token}` };
}

async function signInByApi(request: APIRequestContext, who: Account): Promise<string> {
  const res = await signInRequest(request, who);
  if (!res.ok()) throw new Error(`Signing in as ${who} answered ${res.status()}: ${await res.text()}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  if (who !== 'staff') return token;
  const acted = await request.post('/api/staff/act-as', {
    headers: { authorization: `Bearer ${token}` },
    data: { supplierId: 1 },
  });
  return ((await acted.json()) as { access_token: string }).access_token;
}

/** The supplier's calendar day (the demo supplier is in NSW), optionally some days on. */
export function sydneyDay(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** A venue orders from Harbour Fresh "on the marketplace" (the e2e server's test-only route, as staff). */
export async function placeTestOrder(
  request: APIRequestContext,
  { deliveryDate, numberOfPortions }: { deliveryDate: string; numberOfPortions: number },
): Promise<number> {
  const staff = await authHeader(request, 'staff');
  const products = (await (await request.get('/api/suppliers/products', { headers: staff })).json()) as {
    data: Array<{ id: number; enabled: boolean }>;
  };
  const product = products.data.find((p) => p.enabled)!;
  const placed = await request.post('/api/staff/test-orders', {
    headers: staff,
    data: { venueId: 1, deliveryDate, lines: [{ productId: product.id, numberOfPortions }] },
  });
  if (placed.status() !== 201)
    throw new Error(`test order answered ${placed.status()}: ${await placed.text()}`);
  return ((await placed.json()) as { orderId: number }).orderId;
}
