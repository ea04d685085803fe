import { createBrowserRouter, Navigate, type LazyRouteFunction, type RouteObject } from 'react-router';
import type { LandingQueries } from '../api/landing-data.ts';
import { MaintenancePage } from '../features/platform/maintenance/maintenance-page.tsx';
import { paths } from '../lib/paths.ts';
import { resilientRoute } from '../lib/resilient-route.tsx';
import { useSession } from '../lib/session.ts';
import { TitledOutlet, type PageHandle } from './document-title.tsx';
import { FRAME_MODULES, HOME_PATH, PAGES, type Frame, type PageEntry } from './page-manifest.ts';
import { setPrefetchRoutes } from './prefetch.ts';
import { AppErrorPage, PageError } from './route-errors.tsx';
import { RequireSession } from './session/require-session.tsx';

/** Any other path: /dashboard when signed in, otherwise /login. */
function Fallback() {
  const { token } = useSession();
  return <Navigate to={token ? HOME_PATH : paths.login} replace />;
}

/*
 * The router is produced from the route manifest (page-manifest.ts): each page, and each frame around
 * pages (the query cache, the signed-in layout), is its own bundle loaded with its route, so the
 * first paint of /login carries no signed-in code. The modules are found by the glob below: a manifest
 * module it does not cover fails at start (and in router.test.ts).
 */
type PageModule = Record<string, unknown> & { landingQueries?: LandingQueries };
const modules = import.meta.glob<PageModule>([
  '/src/features/**/*-page.tsx',
  '!/src/features/platform/maintenance/**',
  '/src/app/query-layer.tsx',
  '/src/app/layout/app-layout.tsx',
]);

function loaderOf(module: string): () => Promise<PageModule> {
  const load = modules[`/${module}`];
  if (!load) throw new Error(`page-manifest.ts: ${module} is not a page module the router can load`);
  return load;
}

/**
 * A module's route: its component, and a loader of its landing queries when it has them (the query
 * cache's code, which such a page imports anyway, is never part of the sign-in page's first paint).
 */
function lazyRoute(module: string, component: string): LazyRouteFunction<RouteObject> {
  const load = loaderOf(module);
  return resilientRoute(async () => {
    const loaded = await load();
    const Component = loaded[component] as RouteObject['Component'];
    if (!loaded.landingQueries) return { Component };
    const { landingData } = await import('../api/landing-data.ts');
    return { Component, loader: landingData(loaded.landingQueries) };
  });
}

const pageRoute = (page: PageEntry): RouteObject => ({
  path: page.path,
  handle: { title: page.title, operation: page.operation } satisfies PageHandle,
  lazy: lazyRoute(page.module, page.component),
});

const pagesIn = (frame: Frame) => PAGES.filter((page) => page.frame === frame).map(pageRoute);
const [QUERY_LAYER, APP_LAYOUT] = FRAME_MODULES['signed-in'] as [string, string];

const portalRoutes: RouteObject[] = [
  ...pagesIn('public'),
  // Public and not lazy: it must render when the server cannot serve another chunk.
  { path: paths.maintenance, element: <MaintenancePage /> },
  {
    // Every other page queries the API through TanStack Query, loaded with the first of them.
    lazy: lazyRoute(QUERY_LAYER, 'QueryLayer'),
    children: [
      ...pagesIn('session'),
      {
        element: <RequireSession />,
        children: [
          {
            lazy: lazyRoute(APP_LAYOUT, 'AppLayout'),
            // A page that fails shows the error panel inside the layout, the top bar kept.
            children: [
              {
                ErrorBoundary: PageError,
                children: [
                  { index: true, element: <Navigate to={HOME_PATH} replace /> },
                  ...pagesIn('signed-in'),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Fallback /> },
];

/**
 * The app-level error page catches whatever no page caught (never React Router's raw error screen); the
 * tab's title follows the page (document-title.tsx).
 */
export const routes: RouteObject[] = [
  { Component: TitledOutlet, ErrorBoundary: AppErrorPage, children: portalRoutes },
];

setPrefetchRoutes(routes);

export const createRouter = () => createBrowserRouter(routes);
