import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { hasFirstRender } from '../lib/page-settled.ts';
import { storage, STORAGE_KEYS } from '../lib/storage.ts';
import { queryClient } from './query-client.ts';

/** How long the landing page's first render waits for its data at most; after that it shows its skeletons. */
export const LANDING_DATA_WAIT_MS = 1500;

// Options of queries with any data: each is passed on to prefetchQuery as the page's hook builds it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A route loader that puts the landing page's first data in the query cache before the portal's first
 * render, so that render draws the rows rather than skeletons that a second render replaces (on a
 * phone each render of a list is 100-200 ms). The answers are usually there already: the early script
 * asked for them while the code downloaded (early/start.ts), and the queries take them.
 *
 * Only for the page the visitor landed on, with a stored session: a navigation inside the portal renders
 * at once, with its skeletons, as before. `queries` builds the page's first queries from its address (and
 * the route's parameters) exactly as the page does, so the page finds them under the same keys. A failed query is left to the page, which asks again
 * and shows its error state.
 */
/**
 * The queries a page asks first, built from its address and the route's parameters exactly as the page's
 * hooks build them: a page module exports them as `landingQueries` (app/page-manifest.ts's `landing`).
 */
export type LandingQueries = (url: URL, params: Params) => AnyQuery[];

export function landingData(queries: LandingQueries): LoaderFunction {
  return async ({ request, params }) => {
    // Signed out, the page is never shown (the sign-in page is), and the API would only refuse.
    if (hasFirstRender() || !storage.get(STORAGE_KEYS.token)) return null;
    const loads = queries(new URL(request.url), params).map((query) => queryClient.prefetchQuery(query));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitedEnough = new Promise<void>((resolve) => (timer = setTimeout(resolve, LANDING_DATA_WAIT_MS)));
    await Promise.race([Promise.all(loads), waitedEnough]);
    clearTimeout(timer);
    return null;
  };
}
