/**
 * What the browser benches (lighthouse.ts, products-keystroke.ts) share: the portal's API serving a
 * checkout's built web app, a sign-in as the demo supplier, and a static server for another build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Node flags for a bench's server, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
export const serverNodeArgs = (): string[] =>
  (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

type PortalOptions = {
  /** The checkout whose API and apps/web/dist to run. */
  root: string;
  port: number;
  dataDir: string;
  /** Start from an empty data directory (a fresh demo world); otherwise keep what is there. */
  fresh?: boolean;
  /** PostgreSQL instead of the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Variables of this run's server over the environment's (e.g. a setting compared before and after). */
  env?: Record<string, string>;
};

/** The API on `port` (PGlite in `dataDir` or PostgreSQL, files on local disk, no demo orders), once it answers. */
export async function startPortal({
  root,
  port,
  dataDir,
  fresh = false,
  databaseUrl = '',
  env = {},
}: PortalOptions): Promise<ChildProcess> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      // Uploaded files on local disk: the bench's database holds only the demo world.
      STORAGE_DRIVER: 'local',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      // On PostgreSQL the demo accounts (staff without a second factor) are open only when asked.
      ...(databaseUrl ? { SEED_DEMO: '1' } : {}),
      DEMO_ORDERS_EVERY_MINUTES: '0',
      ...env,
    },
    stdio: 'inherit',
  });
  // Up to 10 minutes: on a shared, loaded machine the TypeScript server takes minutes to start.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a portal started by startPortal and waits for it to exit. */
export async function stopPortal(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A session of the demo supplier on the portal at `origin` (each portal signs its own). */
export async function signInToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'supplier@example.com', password: 'password123', role: 'supplier' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * A built dist on its own port, as the API serves one (precompressed .br when accepted, hashed assets
 * cached for a year, index.html for navigations), with /api and /files proxied to the API at `api`.
 * What the API adds to index.html for a page (its preloads) is not added here.
 */
export function serveDist(dist: string, port: number, api: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url.startsWith('/api/') || url.startsWith('/files/')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const headers = { ...req.headers } as Record<string, string>;
        delete headers.host;
        fetch(`${api}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
          .then(async (answer) => {
            const out: Record<string, string> = {};
            answer.headers.forEach((v, k) => {
              if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v;
            });
            res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => res.writeHead(502).end());
      });
      return;
    }
    let file = path.join(dist, path.normalize(url));
    const asset = url !== '/' && existsSync(file) && statSync(file).isFile();
    if (!asset) file = path.join(dist, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const br = `${file}.br`;
    if (String(req.headers['accept-encoding']).includes('br') && existsSync(br)) {
      headers['content-encoding'] = 'br';
      file = br;
    }
    res.writeHead(200, headers).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
