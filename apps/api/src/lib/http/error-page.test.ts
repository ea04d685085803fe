import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A browser loading a page the server refuses before any route (an address not in its canonical form,
 * or a request line too long for Node to read) gets the portal's own page; an API call gets the API's
 * one error shape. Over a real socket: `app.inject` neither parses the request line nor keeps a target
 * as written.
 */

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };
const NAVIGATE = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
const FETCH = { 'sec-fetch-mode': 'cors', accept: 'application/json' };
const LONG_SEARCH = 'a'.repeat(20_000);

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'error-page-')) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => t.close());

function send(target: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: target,
        agent: false,
        headers: { host: 'localhost', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectPortalPage(answer: Raw, heading: string) {
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.body).toContain('<html lang="en-AU">');
  expect(answer.body).toContain(`<h1>${heading}</h1>`);
  expect(answer.body).toContain('<a href="/dashboard">Go to the dashboard</a>');
  expect(answer.body).not.toContain('"errors"');
}

describe('a page load the server refuses', () => {
  it('a 20,000-character search reloaded: 431 with the portal page', async () => {
    const answer = await send(`/products?search=${LONG_SEARCH}`, NAVIGATE);
    expect(answer.status).toBe(431);
    expectPortalPage(answer, 'This address is too long');
  });

  it('an address with encoded dot segments: 400 with the portal page', async () => {
    const answer = await send('/products/%2e%2e%2fsettings', NAVIGATE);
    expect(answer.status).toBe(400);
    expectPortalPage(answer, 'We were unable to find this page');
  });

  it('an API call gets the one error shape for both', async () => {
    const long = await send(`/api/products?search=${LONG_SEARCH}`, FETCH);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toEqual({
      errors: [
        {
          param: '',
          message: 'The request address or headers are too long',
          code: ERROR_CODES.headersTooLarge,
        },
      ],
    });
    const dotted = await send('/api/products/%2e%2e%2fsettings', FETCH);
    expect(dotted.status).toBe(400);
    expect(JSON.parse(dotted.body)).toMatchObject({ errors: [{ code: ERROR_CODES.nonCanonicalUrl }] });
  });

  it('a script asking a long address outside /api is not sent a page', async () => {
    const answer = await send(`/assets/x.js?${LONG_SEARCH}`, { 'sec-fetch-mode': 'no-cors', accept: '*/*' });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
