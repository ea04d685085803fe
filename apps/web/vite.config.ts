import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildVersionPlugin } from './vite-build-version.ts';
import { earlyScript } from './vite-early-script.ts';
import { keepPreviousAssets } from './vite-keep-assets.ts';
import { landingRequests } from './vite-landing-requests.ts';
import { landingShell } from './vite-landing-shell.ts';
import { noCssVarsTheme } from './vite-no-css-vars-theme.ts';
import { precompress } from './vite-precompress.ts';
import { routePreloads } from './vite-route-preloads.ts';

// In development (npm run dev: scripts/dev.mjs) the API runs on API_PORT (3001) and Vite on WEB_PORT (3000)
// proxies /api and the public files to it. strictPort: never drift onto another port (such as the API's).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/*
 * React Router's package exports its development build whatever the mode (remix-run/react-router#12532,
 * #14102): its warnings and their text ship in production. The build takes its production build, the same
 * code with ENABLE_DEV_WARNINGS off, so the minifier drops them (~1 KB off every page's first paint).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    noCssVarsTheme(),
    buildVersionPlugin(),
    earlyScript(),
    landingRequests(),
    landingShell(),
    routePreloads(),
    precompress(),
    keepPreviousAssets(),
  ],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': apiTarget, '/files/': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Maps are built for decoding client error reports on the server, never linked or served (lib/http/web-app.ts).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: what each page loads, read by scripts/check-budgets.mjs (never served).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // React (every page) gets a long-cached chunk of its own; everything else is split by who uses it,
        // so each page loads only its own code. No MUI or vendor group: a group is one chunk that every
        // page using any part of it loads (the sign-in page loaded all of MUI). The reports page's chart is
        // its own SVG code (no chart library), so it lands in that page's chunk.
        // Groups do not pull in their dependencies (the default), or react's took the helpers of others.
        codeSplitting: {
          // Split by page, MUI came out as ~45 small shared chunks for the dashboard alone: over HTTP/1.1
          // (6 connections) a phone waited ~1 s more for them than for the old big chunks (Lighthouse
          // mobile LCP 4.4 s against 3.5 s). Common chunks under 24 KiB are copied into the chunks that
          // use them instead (one shared runtime keeps one module state): 14 files for the dashboard,
          // LCP back to 3.6 s, for ~4 KB more on /login. Needs preserveEntrySignatures: false.
          experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            // MUI's ButtonBase (with its ripple) and small hooks (refs, callbacks, timers), used by nearly every
            // component: one chunk. Inlining copied the hooks into several chunks of the same page (the
            // sign-in page loaded them twice), and as separate chunks they were two more requests per page.
            {
              name: 'mui-base',
              test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/](ButtonBase|useLazyRipple)[\\/]|utils[\\/](useForkRef|useEventCallback|useLazyRef|useOnMount|useTimeout|isFocusVisible)[\\/]|material[\\/](utils[\\/](useForkRef|useEventCallback)|transitions[\\/]useReducedMotion)\.mjs)/,
              priority: 30,
            },
            // The text field's parts (the sign-in form, every search box): one chunk, not three.
            {
              name: 'mui-inputs',
              test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|InputLabel|FormLabel|FormControl|NotchedOutline)[\\/]/,
              priority: 20,
            },
            // The operation tables (method, path, who may call; packages/domain's *.operations.ts) and the
            // roles: the signed-in layout reads them for its navigation, and each page's API module for its
            // calls. Inlined as common chunks they were copied into the layout and again into each page (13 KB
            // twice on the dashboard). The sign-in page's own (auth, platform) stay in the boot chunk.
            {
              name: 'operations',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]((?!auth[\\/]|platform[\\/])[\w-]+[\\/][\w-]+\.operations\.ts|accounts[\\/]roles\.ts)$/,
              priority: 20,
            },
            // TanStack Query and the portal's query client: every signed-in page loads all of it, so one
            // chunk rather than four (each chunk costs a phone a request; over HTTP/1.1, a round trip).
            {
              name: 'query',
              test: /([\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]api[\\/](query-client|landing-data)\.ts$)/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
