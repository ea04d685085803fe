import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './session.ts';

const signInRequest = (request: APIRequestContext, who: keyof typeof ACCOUNTS) =>
  request.post('/api/auth/login', {
    data: { username: ACCOUNTS[who], password: PASSWORD, role: 'supplier' },
  });

/** A bearer header for a demo account; staff act as the demo supplier (id 1). */
export async function authHeader(
  request: APIRequestContext,
  who: keyof typeof ACCOUNTS = 'supplier',
): Promise<{ authorization: string }> {
  let res = await signInRequest(request, who);
  // Sign-ins from one address are limited (30 a minute): a suite of many journeys can meet the limit,
  // and then waits as any client must, for the Retry-After the API gives (at most twice).
  for (let tries = 0; res.status() === 429 && tries < 2; tries++) {
    const seconds = Math.min(Number(res.headers()['retry-after'] ?? 10) || 10, 40);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    res = await signInRequest(request, who);
  }
  let token = ((await res.json()) as { access_token: string }).access_token;
  if (who === 'staff') {
    const acted = await request.post('/api/staff/act-as', {
      headers: { authorization: `Bearer ${token}` },
      data: { supplierId: 1 },
    });
    token = ((await acted.json()) as { access_token: string }).access_token;
  }
  return { authorization: `Bearer ${token}` };
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
