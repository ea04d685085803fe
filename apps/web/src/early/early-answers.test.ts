import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, setTokenSource } from '../lib/api-client.ts';
import { json, recordCalls, server, type Call } from '../test/msw.ts';
import { EARLY_ANSWER_MS } from './early-answers.ts';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 7, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
/** An answer the early script kept (a Response, as its fetch got it). */
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function earlyAnswers(authorization: string, at = Date.now()) {
  window.__portalEarlyAnswers = {
    authorization,
    at,
    answers: new Map([['/api/suppliers/orders-exports', Promise.resolve(answer({ from: 'early' }))]]),
  };
}

describe('early answers', () => {
  let fetched: Call[];
  beforeEach(() => {
    setTokenSource(() => token);
    server.use(http.get('/api/suppliers/orders-exports', () => json(200, { from: 'page' })));
    fetched = recordCalls();
  });
  afterEach(() => {
    window.__portalEarlyAnswers = undefined;
  });

  it('are taken once by the same GET with the same token; the next one asks the API', async () => {
    earlyAnswers(`Bearer ${token}`);
    expect(await api.get('suppliers/orders-exports')).toEqual({ from: 'early' });
    expect(fetched).toHaveLength(0);
    expect(await api.get('suppliers/orders-exports')).toEqual({ from: 'page' });
    expect(fetched).toHaveLength(1);
  });

  it('are not used for another token, another URL, or after 10 s', async () => {
    earlyAnswers('Bearer another');
    expect(await api.get('suppliers/orders-exports')).toEqual({ from: 'page' });
    earlyAnswers(`Bearer ${token}`);
    expect(await api.get('suppliers/orders-exports', { query: { page: 2 } })).toEqual({ from: 'page' });
    earlyAnswers(`Bearer ${token}`, Date.now() - EARLY_ANSWER_MS - 1);
    expect(await api.get('suppliers/orders-exports')).toEqual({ from: 'page' });
    expect(fetched).toHaveLength(3);
  });

  it('fall back to asking when the early request failed', async () => {
    window.__portalEarlyAnswers = {
      authorization: `Bearer ${token}`,
      at: Date.now(),
      answers: new Map([['/api/suppliers/orders-exports', Promise.resolve(null)]]),
    };
    expect(await api.get('suppliers/orders-exports')).toEqual({ from: 'page' });
    expect(fetched).toHaveLength(1);
  });
});
