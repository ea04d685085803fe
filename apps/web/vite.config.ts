import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress.ts';

// In development (npm run dev: scripts/dev.mjs) the API runs on API_PORT (3001) and Vite on WEB_PORT (3000)
// proxies /api and the public files to it. strictPort: never drift onto another port (such as the API's).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? '0.1.0') },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': apiTarget, '/files/': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Maps are built for decoding client error reports on the server, never linked or served (lib/http/web-app.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Vendor code that every route needs goes in long-cached chunks; pages are split per route.
        // The chart library gets a chunk of its own that only the reports page loads. Groups do not
        // pull in their dependencies (the default), or the charts group swallowed MUI and React's
        // helpers and every page, the sign-in page included, preloaded 465 KB of charts.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|d3-[^\\/]+|internmap|flatqueue|bezier-easing)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|@base-ui)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
