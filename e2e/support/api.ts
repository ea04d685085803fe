import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './session.ts';

/** A bearer header for a demo account; staff act as the demo supplier (id 1). */
export async function authHeader(
  request: APIRequestContext,
  who: keyof typeof ACCOUNTS = 'supplier',
): Promise<{ authorization: string }> {
  const res = await request.post('/api/auth/login', {
    data: { username: ACCOUNTS[who], password: PASSWORD, role: 'supplier' },
  });
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
