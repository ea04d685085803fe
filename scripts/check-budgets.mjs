#!/usr/bin/env node
/**
 * Bundle budgets, the first paint's code a phone downloads, checked on the built portal (apps/web/dist, after `npm run build`).
 * Sizes are what goes over the wire cold: each JS and CSS file brotli-compressed (quality 11, as
 * apps/web/vite-precompress.ts writes them). What a page loads is read from Vite's manifest
 * (dist/.vite/manifest.json): a chunk and, recursively, the chunks it imports statically.
 *
 *   node scripts/check-budgets.mjs [dist]     exits 1 when a budget is exceeded
 *
 * - /login, cold: the entry (index.html's scripts and styles, those written into it included), the boot
 *   chunk it imports and the sign-in page <= 150 KB.
 * - /dashboard after signing in: the query layer, the signed-in layout and the dashboard page add <= 100 KB.
 * - Chart code (the reports page's own SVG chart, found through the hidden source maps) loads only with
 *   the reports page.
 * - index.html preloads only the entry's own static imports: no route's code on first paint.
 * - A cold /products, /orders, /dashboard or /reports loads no zod, react-hook-form or fuse.js (schemas and
 *   dialogs load when used), nor does what every signed-in page loads once drawn (the feedback survey).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/dist'));
const KB = 1000;
// /login: back to 150 KB once MUI's unused CSS-variables theme builder left the build (vite-no-css-vars-theme.ts;
// docs/decisions/network-and-releases.md, "The sign-in budget").
const BUDGETS = { login: 150 * KB, dashboardExtra: 100 * KB };
/** Source modules (manifest keys) of the pages the budgets name. */
const MODULES = {
  login: 'src/features/auth/login-page.tsx',
  layout: 'src/app/layout/app-layout.tsx',
  /** The query cache, loaded with every route but the sign-in page (a layout route of its own). */
  queries: 'src/app/query-layer.tsx',
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  reports: 'src/features/reports/reports-page.tsx',
  /** index.html's second script, the early requests (vite-early-script.ts): on every page, /login included. */
  early: 'src/early/start.ts',
  /** React, the router and the first render, imported by the entry on every page (main.tsx). */
  boot: ['src/app/boot-runtime.ts', 'src/app/boot.tsx'],
};

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first (build.manifest is on in vite.config.ts).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, css?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean, name?: string}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
/** Brotli size of a built file: its .br copy when the build wrote one, else compressed here. */
function wireSize(file) {
  if (!sizes.has(file)) {
    const full = path.join(dist, file);
    const br = `${full}.br`;
    const size = existsSync(br)
      ? readFileSync(br).length
      : brotliCompressSync(readFileSync(full), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
    sizes.set(file, size);
  }
  return sizes.get(file);
}

/** The files (JS and CSS) a manifest entry loads before it runs: itself and its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (is it still its own chunk?)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}
/** A page's files: its chunk's closure, or nothing extra when it is part of another chunk. */
const pageFiles = (key) => (manifest[key] ? closure(key) : new Set());
const total = (files) => [...files].reduce((sum, f) => sum + wireSize(f), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const list = (files) =>
  [...files]
    .sort((a, b) => wireSize(b) - wireSize(a))
    .map((f) => `      ${kb(wireSize(f)).padStart(9)}  ${f}`)
    .join('\n');

const failures = [];
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('no index.html entry in the manifest');

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
/** The CSS and JS written into index.html itself (the app shell's styles and gate, vite-landing-shell.ts). */
const inlineCode = [...html.matchAll(/<(style|script)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)]
  .map(([, , body]) => body)
  .join('');
const inlineBytes = brotliCompressSync(Buffer.from(inlineCode), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;

/** The entry's files as index.html loads them: a stylesheet written into it is counted there, not as a file. */
const entryLoads = [...closure(entryKey)].filter((f) => !f.endsWith('.css') || html.includes(`/${f}"`));

// 1. /login, cold.
const login = new Set([
  ...entryLoads,
  ...closure(MODULES.early),
  ...MODULES.boot.flatMap((key) => [...pageFiles(key)]),
  ...pageFiles(MODULES.login),
]);
const loginBytes = total(login) + inlineBytes;
console.log(
  `/login cold: ${kb(loginBytes)} of JS+CSS (brotli), budget ${kb(BUDGETS.login)}\n${list(login)}\n` +
    `      ${kb(inlineBytes).padStart(9)}  written into index.html`,
);
if (loginBytes > BUDGETS.login)
  failures.push(`/login needs ${kb(loginBytes)} of JS+CSS, over its ${kb(BUDGETS.login)} budget`);

// 2. The dashboard after signing in: what the query layer, the layout and the page add to what /login loaded.
const dashboard = new Set(
  [...pageFiles(MODULES.queries), ...pageFiles(MODULES.layout), ...pageFiles(MODULES.dashboard)].filter(
    (f) => !login.has(f),
  ),
);
const dashboardBytes = total(dashboard);
console.log(
  `/dashboard after sign-in: ${kb(dashboardBytes)} more, budget ${kb(BUDGETS.dashboardExtra)}\n${list(dashboard)}`,
);
if (dashboardBytes > BUDGETS.dashboardExtra)
  failures.push(
    `/dashboard after sign-in needs ${kb(dashboardBytes)} more, over its ${kb(BUDGETS.dashboardExtra)} budget`,
  );

// 3. Chart code only with the reports page: no chunk that another page loads holds a module of the
// chart (the build's hidden source maps name each chunk's modules).
const CHART_MODULE = /src\/features\/reports\/components\/(sales-chart|chart-scale)/;
const chartFiles = new Set(
  Object.values(manifest)
    .map((c) => c.file)
    .filter((file) => {
      const map = path.join(dist, `${file}.map`);
      if (!existsSync(map)) return false;
      return JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => CHART_MODULE.test(s));
    }),
);
if (!chartFiles.size)
  failures.push('no chunk holds chart code: are source maps still built (sourcemap: hidden)?');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
  if (key.startsWith('src/features/reports/')) continue;
  const loads = [...closure(key)].filter((f) => chartFiles.has(f));
  if (loads.length) failures.push(`${key} loads chart code (${loads.join(', ')})`);
}
const reportsLoads = [...pageFiles(MODULES.reports)].some((f) => chartFiles.has(f));
console.log(`chart code (${[...chartFiles].join(', ')}): loaded by the reports page: ${reportsLoads}`);
if (!reportsLoads) failures.push('the reports page does not load the chart code: is MODULES.reports right?');

// 4. index.html preloads only what the entry imports statically.
const entryFiles = closure(entryKey);
const earlyFiles = closure(MODULES.early);
for (const [, src] of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) {
  if (!entryFiles.has(src) && !earlyFiles.has(src)) failures.push(`index.html runs ${src}, neither entry`);
}
for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)) {
  if (!entryFiles.has(href)) failures.push(`index.html preloads ${href}, which the entry does not import`);
}
for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)) {
  if (!entryFiles.has(href)) failures.push(`index.html loads ${href}, which the entry does not import`);
}

// 5. The lists' first paint builds no schema and carries no form or fuzzy-search library (they load with
// the dialogs that use them): no file a cold /products, /orders, /dashboard or /reports loads holds a module
// of zod, react-hook-form or fuse.js. (zod on /orders, through the text limits a search field
// reads, cost its phone LCP about 0.3 s.)
const FORM_CODE = /node_modules\/(zod|react-hook-form|@hookform|fuse\.js)\//;
const preloadsPath = path.join(dist, '.vite/route-preloads.json');
const routePreloads = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')) : {};
/** Fails when one of the JS files holds a module of FORM_CODE, naming who loads it. */
function refuseFormCode(files, who) {
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const map = path.join(dist, `${file}.map`);
    if (!existsSync(map)) continue;
    const heavy = JSON.parse(readFileSync(map, 'utf8')).sources.filter((src) => FORM_CODE.test(src));
    if (heavy.length) failures.push(`${who} loads ${file}, which holds ${heavy[0]}`);
  }
}
for (const route of ['/products', '/orders', '/dashboard', '/reports/*']) {
  const files = (routePreloads[route] ?? []).map((f) => f.replace(/^\//, ''));
  if (!files.length) failures.push(`no ${route} entry in .vite/route-preloads.json`);
  refuseFormCode([...entryLoads, ...files], `a cold ${route}`);
  console.log(
    `${route} cold: ${files.length} files beyond the entry, none with zod, react-hook-form or fuse.js`,
  );
}

// 6. What every signed-in page loads once it has drawn (lib/page-settled.ts), where a phone's blocking time is
// still counted: the feedback survey's waiting part, whose card and schema load only when it is shown.
const SETTLED_EXTRAS = ['src/features/platform/feedback/feedback-survey.tsx'];
for (const module of SETTLED_EXTRAS) {
  if (!manifest[module]) failures.push(`${module} is no chunk of its own in the manifest`);
  else refuseFormCode([...closure(module)], `the page's extras (${module})`);
}
console.log(`extras once drawn (${SETTLED_EXTRAS.length}): none with zod, react-hook-form or fuse.js`);

if (failures.length) {
  console.error(`\nBudgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBudgets met.');
