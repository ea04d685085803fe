/**
 * Lighthouse (npm `lighthouse`, simulated throttling) on the built portal, signed in as the demo
 * supplier: /login, /dashboard, /products, /orders and /reports, mobile and desktop. Prints
 * performance, LCP, TBT and CLS per page, plus the bytes each page downloaded (transfer size).
 *
 *   npm run build && npx tsx bench/lighthouse.ts [runs]
 *   BENCH_PAGES=/dashboard,/orders BENCH_FORMS=mobile npx tsx bench/lighthouse.ts 3   (a subset)
 *   BENCH_SAVE_DIR=/tmp/lhr npx tsx bench/lighthouse.ts   (also keeps each run's full report as JSON)
 *
 * The built app (apps/web/dist) runs as its own process on BENCH_PORT (3204) with a fresh embedded
 * database in BENCH_DATA_DIR (/tmp/lighthouse-bench). Chromium: CHROMIUM_PATH (/usr/bin/chromium),
 * headless. The session is put where the app keeps it (localStorage 'portal.token') before each run,
 * and the browser cache is cleared, so every run is a cold load of a signed-in page. With `runs` > 1
 * each figure is the median of the runs. Goals (issue 21): mobile performance >= 90, desktop >= 98.
 *
 * Side by side, as served: BENCH_BEFORE_TREE=<another checkout, npm run build done there> starts that
 * tree's own API (serving its own dist, with whatever its server adds to index.html) on BENCH_PORT+1
 * beside this tree's, and measures both, 'before' and 'after', run by run.
 *
 * Side by side, static: BENCH_COMPARE_DIST=<another built dist> (e.g. main's apps/web built elsewhere) serves
 * that build and apps/web/dist each from a small static server of their own (precompressed .br when
 * accepted, hashed assets cached for a year, index.html for navigations, /api proxied to the same API
 * process), and measures both for every page and form factor one after the other, so both see the
 * same machine load. Columns 'before' (the other dist) and 'after' (apps/web/dist, or BENCH_DIST).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3204);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/lighthouse-bench';
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.argv[2] ?? 1);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/login',
  '/dashboard',
  '/products',
  '/orders',
  '/reports',
];
const FORMS = (process.env.BENCH_FORMS?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const TOKEN_KEY = 'portal.token';

/** The API serving a tree's built portal (its apps/web/dist) on `port`, on a fresh demo database. */
async function startServer(root = ROOT, port = PORT, dataDir = DATA_DIR): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      // Uploaded files on local disk: the bench's database holds only the demo world.
      STORAGE_DRIVER: 'local',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_ORDERS_EVERY_MINUTES: '0',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
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

async function signInToken(origin = ORIGIN): Promise<string> {
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

/** A built dist on its own port, as the API serves one, with /api and /files proxied to the API. */
function serveDist(dist: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url.startsWith('/api/') || url.startsWith('/files/')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const headers = { ...req.headers } as Record<string, string>;
        delete headers.host;
        fetch(`${ORIGIN}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
          .then(async (answer) => {
            const out: Record<string, string> = {};
            answer.headers.forEach((v, k) => {
              if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v;
            });
            res.writeHead(answer.status, out);
            res.end(Buffer.from(await answer.arrayBuffer()));
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

type Figures = { performance: number; lcp: number; tbt: number; cls: number; kb: number };
const median = (xs: number[]) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN;

const server = await startServer();
const COMPARE = process.env.BENCH_COMPARE_DIST;
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const origins: Array<{ label: string; origin: string }> = [];
const statics: http.Server[] = [];
const servers = [server];
if (BEFORE_TREE) {
  // Another checkout, built, with its own API: each build is served as it would be in production.
  servers.push(await startServer(path.resolve(BEFORE_TREE), PORT + 1, `${DATA_DIR}-before`));
  origins.push({ label: 'before', origin: `http://localhost:${PORT + 1}` });
  origins.push({ label: 'after', origin: ORIGIN });
} else if (COMPARE) {
  statics.push(await serveDist(path.resolve(COMPARE), PORT + 1));
  statics.push(
    await serveDist(path.resolve(process.env.BENCH_DIST ?? path.join(ROOT, 'apps/web/dist')), PORT + 2),
  );
  origins.push({ label: 'before', origin: `http://localhost:${PORT + 1}` });
  origins.push({ label: 'after', origin: `http://localhost:${PORT + 2}` });
} else origins.push({ label: 'now', origin: ORIGIN });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
});
try {
  // Each API signs its own sessions (its own data directory's secret).
  const tokens = new Map<string, string>();
  for (const { origin } of origins) tokens.set(origin, await signInToken(origin));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  const rows: Array<{ page: string; form: string; build: string } & Figures> = [];
  for (const form of FORMS) {
    for (const page of PAGES) {
      const runs = new Map<string, Figures[]>(origins.map((o) => [o.label, []]));
      // Builds alternate run by run, so both see the same machine load.
      for (let r = 0; r < RUNS; r++) {
        for (const { label, origin } of origins) {
          // Signed in (or not, for /login) the way the app keeps its session; then a cold cache.
          await tab.goto(`${origin}/favicon.svg`);
          await tab.evaluate(
            (key, value) => {
              // Runs in the page (the bench's own types have no DOM).
              type Store = { setItem(k: string, v: string): void; clear(): void };
              const store = (globalThis as unknown as { localStorage: Store }).localStorage;
              if (value) store.setItem(key, value);
              else store.clear();
            },
            TOKEN_KEY,
            page === '/login' ? '' : tokens.get(origin)!,
          );
          await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${origin}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            },
            form === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          if (process.env.BENCH_SAVE_DIR) {
            mkdirSync(process.env.BENCH_SAVE_DIR, { recursive: true });
            const name = `${label}-${form}-${page.replace(/\W+/g, '') || 'root'}-${r}.json`;
            writeFileSync(path.join(process.env.BENCH_SAVE_DIR, name), JSON.stringify(lhr));
          }
          if (lhr.runtimeError) {
            // A failed trace (NO_NAVSTART now and then) is left out of the median, not counted as a 0.
            console.warn(`  ${label} ${form} ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            continue;
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page))
            console.warn(`  ${label} ${page} ended on ${lhr.finalDisplayedUrl}`);
          runs.get(label)!.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            kb: audit('total-byte-weight') / 1024,
          });
        }
      }
      for (const { label } of origins) {
        const measured = runs.get(label)!;
        const pick = (k: keyof Figures) => median(measured.map((x) => x[k]));
        const row = {
          page,
          form,
          build: label,
          performance: pick('performance'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          kb: pick('kb'),
        };
        rows.push(row);
        console.log(
          `${label.padEnd(6)} ${form.padEnd(7)} ${page.padEnd(10)} performance ${String(row.performance).padStart(3)}  ` +
            `LCP ${(row.lcp / 1000).toFixed(1)} s  TBT ${row.tbt.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}  ` +
            `${row.kb.toFixed(0)} KiB transferred`,
        );
      }
    }
  }
  const cell = (r: Figures) =>
    `${r.performance} | ${(r.lcp / 1000).toFixed(1)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} KiB`;
  const labels = origins.map((o) => o.label);
  console.log(
    `\n| page | form | ${labels.map((l) => `${l}: performance | LCP | TBT | CLS | transferred`).join(' | ')} |`,
  );
  console.log(`|---|---|${labels.map(() => '---|---|---|---|---|').join('')}`);
  for (const form of FORMS)
    for (const page of PAGES)
      console.log(
        `| ${page} | ${form} | ${labels
          .map((l) => cell(rows.find((r) => r.page === page && r.form === form && r.build === l)!))
          .join(' | ')} |`,
      );
  await browser.disconnect();
} finally {
  for (const s of statics) s.close();
  chrome.kill();
  for (const child of servers) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
