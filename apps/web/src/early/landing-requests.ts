/**
 * What a cold load of a page asks the API for first, so the early script (start.ts) can ask before the
 * page's code has even arrived. The table is produced by the build from the pages' own landing queries
 * (vite-landing-requests.ts, landing-table.ts): paths under /api/ exactly as the page's requests spell
 * them, for the page as it opens with no query string. A page opened with filters asks for something else,
 * and nothing is asked early.
 */
export type LandingRequestTable = Record<string, readonly string[]>;

/** The GET requests to start early for a page at `pathname` with `search` ('' or '?…'). */
export function landingRequests(
  table: LandingRequestTable,
  pathname: string,
  search: string,
): readonly string[] {
  const page = table[pathname.replace(/\/+$/, '')];
  return page && !search ? page : [];
}
