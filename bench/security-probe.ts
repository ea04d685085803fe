/**
 * Tries a running portal the way the security audit did and prints what it got. Loopback only.
 *
 *   npx tsx bench/security-probe.ts http://127.0.0.1:3000
 *
 * 1. 60 wrong passwords for one account, each with a new forged X-Forwarded-For: when does a 429 come?
 * 2. then the right password from yet another forged address: does the locked account sign in?
 * 3. 200 client error reports of 12 KB with forged addresses: how many are stored (201)?
 * 4. an unknown /api path and a missing asset: status and content type;
 * 5. the security headers of the sign-in page and of signed-in JSON.
 */
export {};

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('Loopback addresses only, e.g. http://127.0.0.1:3000');
  process.exit(2);
}

const forged = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i % 250}`,
  'content-type': 'application/json',
});

async function login(password: string, i: number): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: forged(i),
    body: JSON.stringify({ username: 'supplier2@example.com', password, role: 'supplier' }),
  });
}

const rows: Array<[string, string]> = [];

let first429 = 0;
const started = Date.now();
for (let i = 1; i <= 60; i++) {
  const res = await login(`wrong-${i}`, i);
  if (res.status === 429 && !first429) first429 = i;
}
rows.push([
  '60 forged-address guesses on one account',
  first429 ? `first 429 at guess ${first429}` : `no 429 in ${Date.now() - started} ms`,
]);
const right = await login('password123', 251);
rows.push(['right password from a new forged address after that', String(right.status)]);

let stored = 0;
const report = JSON.stringify({
  message: 'x'.repeat(2_000),
  stack: 's'.repeat(8_000),
  path: '/p'.repeat(1_000),
});
for (let i = 0; i < 200; i++) {
  const res = await fetch(`${base}/api/client-errors`, { method: 'POST', headers: forged(i), body: report });
  if (res.status === 201) stored++;
}
rows.push(['200 forged-address client error reports of 12 KB', `${stored} stored`]);

for (const path of ['/api/no-such-thing', '/assets/no-such-file.js']) {
  const res = await fetch(`${base}${path}`);
  rows.push([`GET ${path}`, `${res.status} ${res.headers.get('content-type') ?? ''}`]);
}

const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
const headerNames = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
];
rows.push(['/login security headers', headerNames.filter((h) => page.headers.has(h)).join(', ') || 'none']);

console.log(`security probe of ${base}`);
for (const [what, got] of rows) console.log(`  ${what.padEnd(55)} ${got}`);
