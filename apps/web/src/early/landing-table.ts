import type { LandingQueries } from '../api/landing-data.ts';
import { FRAME_MODULES, PAGES } from '../app/page-manifest.ts';
import { earlyPathOf } from '../app/page-tables.ts';
import type { LandingRequestTable } from './landing-requests.ts';

/** A module of the manifest as loaded (by Vite's module runner in the build, by import in a test). */
export type LoadModule = (module: string) => Promise<{ landingQueries?: LandingQueries }>;
type QueryFunction = (context: { queryKey: unknown; signal: AbortSignal; meta: undefined }) => unknown;

/**
 * The URLs the queries ask for: each query's own function is run with `fetch` recording the URL instead of
 * asking (the API client builds it exactly as the page will: lib/api-client.ts).
 */
async function urlsOf(queries: ReturnType<LandingQueries>): Promise<string[]> {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  // The API client passes the URL as a string.
  globalThis.fetch = (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return new Promise<Response>(() => {});
  };
  try {
    const signal = new AbortController().signal;
    for (const query of queries) {
      void (query.queryFn as QueryFunction)({ queryKey: query.queryKey, signal, meta: undefined });
      // The client reaches fetch after a few awaits of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return urls;
}

/**
 * The early requests of every page the manifest marks `landing`, by path: its frame's landing queries
 * (the signed-in layout's session) first, then its own, as a cold load with no query string asks them.
 */
export async function landingRequestTable(load: LoadModule): Promise<LandingRequestTable> {
  const table: Record<string, string[]> = {};
  for (const page of PAGES) {
    const path = earlyPathOf(page);
    if (!path) continue;
    const url = new URL(path, 'http://portal.invalid');
    const modules = [...FRAME_MODULES[page.frame], page.module];
    const queries = [];
    for (const module of modules) queries.push(...((await load(module)).landingQueries?.(url, {}) ?? []));
    table[path] = await urlsOf(queries);
  }
  return table;
}
