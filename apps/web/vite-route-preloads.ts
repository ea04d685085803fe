import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { firstRenderModulesOf, PAGE_PATTERNS } from './src/app/page-tables.ts';

/**
 * What every page needs first: the portal's router and first render, which the entry (main.tsx) imports
 * in steps once the app shell is painted.
 */
const PORTAL_BOOT = ['src/app/boot-runtime.ts', 'src/app/boot.tsx'];

/** Where the server finds the table (apps/api/src/lib/http/web-app.ts); dist/.vite/ is never served. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes dist/.vite/route-preloads.json: for each page of the route manifest (src/app/page-manifest.ts), the files a cold
 * load of it needs beyond what index.html already loads: the portal's boot chunks (which the entry
 * imports once the app shell is painted), the chunks of its lazy routes and of the loader of its landing
 * queries (page-tables.ts's firstRenderModulesOf) and every chunk
 * they import statically, transitively, plus their CSS. Dynamic imports are left out: they load on
 * demand. The server puts these in the index.html it sends for that path as <link rel="modulepreload">
 * (and stylesheets), so a page's code downloads beside the entry instead of after the entry has run and
 * the router has asked for it (one round trip less). A listed module in no chunk fails the build.
 */
export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byModule = new Map<string, Rolldown.OutputChunk>();
      // A module's own chunk (a lazy route's facade) wins over a chunk that merely contains it.
      for (const chunk of chunks)
        for (const id of chunk.moduleIds) if (!byModule.has(id)) byModule.set(id, chunk);
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);

      const onFirstPaint = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(bundle, chunk.fileName, onFirstPaint);

      const table: Record<string, string[]> = {};
      for (const [pattern, page] of PAGE_PATTERNS) {
        const files = new Set<string>();
        for (const module of [...PORTAL_BOOT, ...firstRenderModulesOf(page)]) {
          const chunk = byModule.get(path.resolve(root, module));
          if (!chunk) this.error(`page-manifest.ts: ${module} (for ${pattern}) is in no chunk of the build`);
          closure(bundle, chunk.fileName, files);
        }
        table[pattern] = [...files].filter((file) => !onFirstPaint.has(file)).map((file) => base + file);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}

/** Adds a chunk, its CSS and, depth first, every chunk it imports statically to `into`. */
function closure(bundle: Rolldown.OutputBundle, fileName: string, into: Set<string>) {
  if (into.has(fileName)) return;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return;
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
}
