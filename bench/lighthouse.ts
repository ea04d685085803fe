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
 * each figure is the median of the runs. Goals: mobile performance >= 90, desktop >= 98.
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
import { mkdirSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveDist, signInToken, startPortal, stopPortal } from './support/portal.ts';

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

type Figures = { performance: number; lcp: number; tbt: number; cls: number; kb: number };
const median = (xs: number[]) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN;

const server = await startPortal({ root: ROOT, port: PORT, dataDir: DATA_DIR, fresh: true });
const COMPARE = process.env.BENCH_COMPARE_DIST;
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const origins: Array<{ label: string; origin: string }> = [];
const statics: http.Server[] = [];
const servers = [server];
if (BEFORE_TREE) {
  // Another checkout, built, with its own API: each build is served as it would be in production.
  servers.push(
    await startPortal({
      root: path.resolve(BEFORE_TREE),
      port: PORT + 1,
      dataDir: `${DATA_DIR}-before`,
      fresh: true,
    }),
  );
  origins.push({ label: 'before', origin: `http://localhost:${PORT + 1}` });
  origins.push({ label: 'after', origin: ORIGIN });
} else if (COMPARE) {
  statics.push(await serveDist(path.resolve(COMPARE), PORT + 1, ORIGIN));
  statics.push(
    await serveDist(
      path.resolve(process.env.BENCH_DIST ?? path.join(ROOT, 'apps/web/dist')),
      PORT + 2,
      ORIGIN,
    ),
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
  for (const child of servers) await stopPortal(child);
}
