import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { landingRequestTable, type LoadModule } from './src/early/landing-table.ts';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
const VIRTUAL = 'virtual:landing-requests';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The early requests' table (src/early/landing-requests.ts), produced at build time from the route
 * manifest: each landing page's module is loaded in Node by Vite's module runner and its `landingQueries`
 * run with `fetch` recording the URLs (src/early/landing-table.ts), so a page's first queries are declared
 * once, in the page. The early script imports the table as `virtual:landing-requests`. The dev
 * server asks nothing early: its table is empty.
 */
export function landingRequests(): Plugin {
  let table: Record<string, readonly string[]> = {};
  let build = false;
  return {
    name: 'portal-landing-requests',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (build) table = await generate();
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(table)};` : undefined),
  };
}

/** Runs the landing queries in Node, with the little of a browser the API client reads. */
async function generate() {
  const server = await createServer({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const hadWindow = 'window' in globalThis;
  if (!hadWindow)
    Object.assign(globalThis, {
      window: { location: new URL('http://portal.invalid/'), addEventListener() {} },
    });
  try {
    const load: LoadModule = (module) => server.ssrLoadModule(path.join(WEB_ROOT, module));
    return await landingRequestTable(load);
  } finally {
    if (!hadWindow) Reflect.deleteProperty(globalThis, 'window');
    await server.close();
  }
}
