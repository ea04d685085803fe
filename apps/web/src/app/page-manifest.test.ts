import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle, PAGES } from './page-manifest.ts';
import { firstRenderModulesOf, LANDING_DATA_MODULE, modulesOf, PAGE_PATTERNS } from './page-tables.ts';
import { routes } from './router.tsx';

/** Concrete paths a pattern stands for: ':id' as a number, a trailing '*' as nothing and as more. */
function examplesOf(pattern: string): string[] {
  const path = pattern.replace(/:\w+/g, '123');
  return path.endsWith('/*') ? [path.slice(0, -2) || '/', path.replace(/\*$/, 'sub/page')] : [path];
}

/** The components the lazy routes give for a cold load of `path`, following a <Navigate> it ends on. */
async function componentsFor(path: string, seen = new Set<string>()): Promise<Set<ComponentType>> {
  seen.add(path);
  const components = new Set<ComponentType>();
  const matches = matchRoutes(routes, path) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = (await route.lazy()) as { Component?: ComponentType };
    if (loaded.Component) components.add(loaded.Component);
  }
  const last = matches.at(-1)?.route.element;
  if (isValidElement<{ to: string }>(last) && last.type === Navigate) {
    const to = last.props.to.split('?')[0]!;
    if (!seen.has(to)) for (const c of await componentsFor(to, seen)) components.add(c);
  }
  return components;
}

/** A module named as in the manifest (a path from apps/web). */
const load = async (module: string) =>
  (await import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`)) as Record<string, unknown>;
/** The exports of a module named as in the manifest. */
const exportsOf = async (module: string) => Object.values(await load(module));

/** Every route with a lazy page, as a full path pattern ('/orders/:id', '/reports/*'). */
function lazyPagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const here = route.path && route.lazy ? [path] : [];
    return [...here, ...lazyPagePaths(route.children ?? [], path)];
  });
}

/*
 * The route manifest is declared once; these check that what is produced from it agrees with the router:
 * the code each pattern preloads (vite-route-preloads.ts) is exactly what the router loads for it, and
 * every page module of the portal is in the manifest.
 */
describe('the route manifest', () => {
  it.each(PAGE_PATTERNS.map(([pattern, page]) => [pattern, modulesOf(page)] as const))(
    '%s preloads exactly the modules its routes load',
    async (pattern, modules) => {
      const exported = await Promise.all(modules.map(exportsOf));
      for (const path of examplesOf(pattern)) {
        const components = await componentsFor(path);
        for (const component of components) {
          expect(
            exported.some((values) => values.includes(component)),
            `${path} loads ${component.name}, from a module ${pattern} does not list`,
          ).toBe(true);
        }
        modules.forEach((module, i) => {
          expect(
            exported[i]!.some((value) => components.has(value as ComponentType)),
            `${pattern} lists ${module}, which ${path} does not load`,
          ).toBe(true);
        });
      }
    },
  );

  it.each(PAGE_PATTERNS.map(([pattern, page]) => [pattern, page] as const))(
    "%s preloads the landing queries' loader exactly when the router imports it",
    async (pattern, page) => {
      const modules = await Promise.all(modulesOf(page).map(load));
      const asksLanding = modules.some((loaded) => 'landingQueries' in loaded);
      expect(firstRenderModulesOf(page).includes(LANDING_DATA_MODULE), pattern).toBe(asksLanding);
    },
  );

  it('gives the router every page, and the router has no lazy page it does not list', () => {
    expect(lazyPagePaths(routes).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });

  it('lists every page module of the features (the maintenance page is in the main bundle)', () => {
    const pageFiles = Object.keys(import.meta.glob('/src/features/**/*-page.tsx'))
      .filter((file) => !file.includes('/maintenance/'))
      .map((file) => file.slice(1));
    expect([...new Set(PAGES.map((page) => page.module))].sort()).toEqual(pageFiles.sort());
  });

  it("titles a tab by its page, with the path's parameters", () => {
    expect(documentTitle('Order #:id', { id: '2729' })).toBe('Order #2729 · Supplier Portal');
    expect(documentTitle('Dashboard', {})).toBe('Dashboard · Supplier Portal');
    expect(documentTitle(undefined, {})).toBe('Supplier Portal');
  });
});
