import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development (npm run dev: scripts/dev.mjs) the API runs on API_PORT (3001) and Vite on WEB_PORT (3000)
// proxies /api and the public files to it. strictPort: never drift onto another port (such as the API's).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      output: {
        // Vendor code that every route needs goes in one long-cached chunk; pages are split per route.
        manualChunks(id: string) {
          if (id.includes('node_modules')) {
            if (/[\\/]@mui[\\/]x-charts/.test(id)) return 'charts';
            if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
            if (/[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
          }
          return undefined;
        },
      },
    },
  },
});
