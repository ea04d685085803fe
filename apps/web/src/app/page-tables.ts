import { FRAME_MODULES, HOME_PATH, PAGES, type PageEntry } from './page-manifest.ts';

/*
 * The tables the build produces from the route manifest (page-manifest.ts), by path pattern: the same
 * patterns the router matches, and '/' for the page it leads to. Plain functions with no imports but the
 * manifest: the build (Node) runs them.
 */

const HOME = PAGES.find((page) => page.path === HOME_PATH)!;

/** Every pattern the server answers with a page's own index.html, with its page ('/' is the home page's). */
export const PAGE_PATTERNS: ReadonlyArray<readonly [pattern: string, page: PageEntry]> = [
  ['/', HOME],
  ...PAGES.map((page) => [page.path, page] as const),
];

/** The modules a cold load of a page needs before it can draw: its frame's, then its own (apps/web paths). */
export const modulesOf = (page: PageEntry): string[] => [...FRAME_MODULES[page.frame], page.module];

/** The route loader of landing queries (api/landing-data.ts), which the router imports for such a module. */
export const LANDING_DATA_MODULE = 'src/api/landing-data.ts';

/**
 * The modules a cold load of a page imports before its first render: its routes' modules and, where one
 * of them has landing queries (the signed-in layout always has, for the session; a `landing` page has its
 * own), the loader that asks them (app/router.tsx). The build preloads them all with the page's HTML, so
 * the loader is not a round trip of its own after the layout's code (the phone's LCP).
 */
export const firstRenderModulesOf = (page: PageEntry): string[] =>
  page.frame === 'signed-in' || page.landing ? [...modulesOf(page), LANDING_DATA_MODULE] : modulesOf(page);

/**
 * The path a page's early requests are for: its own with no parameter ('/reports/*' is '/reports'); none
 * for a page with a parameter, a staff page, or one with no landing queries.
 */
export function earlyPathOf(page: PageEntry): string | undefined {
  if (!page.landing || page.staff) return undefined;
  const path = page.path.replace(/\/\*$/, '');
  return path.includes(':') || path.includes('*') ? undefined : path;
}
