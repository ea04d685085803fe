import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

/** A data directory of the test file's own, so its outbox holds only its messages. */
export const ownDataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-accounts-'));

let ip = 0;
/** A distinct client address per call: the per-address sign-in limit does not join unrelated tests. */
export const nextAddress = () => `10.36.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

export async function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: nextAddress() });
}

export async function login(t: TestApp, username: string, password: string, otp?: string) {
  return post(t, '/auth/login', { username, password, role: 'supplier', ...(otp ? { otp } : {}) });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The outbox's messages to `to` (quoted-printable undone), newest last; waits for a background send. */
export async function mailsTo(dataDir: string, to: string, atLeast = 1): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      files = [];
    }
    const mails = files
      .map((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((m) => m.includes(`To: ${to}`));
    if (mails.length >= atLeast) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect.fail(`no e-mail to ${to} in the outbox`);
}

/** The token of the link to `page` in the last e-mail to `to`. */
export async function linkToken(dataDir: string, to: string, page: string, atLeast = 1): Promise<string> {
  const mails = await mailsTo(dataDir, to, atLeast);
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mails.at(-1)!);
  expect(match).not.toBeNull();
  return match![1]!;
}
