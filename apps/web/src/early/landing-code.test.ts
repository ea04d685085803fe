import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { landingPages } from './landing-code.ts';
import { routes } from '../app/router.tsx';

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

/** The exports of a module named as in landing-code.ts (a path from apps/web). */
const exportsOf = async (module: string) =>
  Object.values(
    (await import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`)) as Record<string, unknown>,
  );

/** Every route with a lazy page, as a full path pattern ('/orders/:id', '/reports/*'). */
function lazyPagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const here = route.path && route.lazy ? [path] : [];
    return [...here, ...lazyPagePaths(route.children ?? [], path)];
  });
}

describe('landing pages (the code each path preloads, issue 21)', () => {
  it.each(Object.entries(landingPages))(
    '%s lists exactly the modules its routes load',
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

  it('has an entry for every page the router loads lazily', () => {
    expect(lazyPagePaths(routes).filter((path) => !(path in landingPages))).toEqual([]);
  });
});
