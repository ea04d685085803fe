import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on 3001 (npm run dev) and Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? '0.1.0') },
  server: { port: 3000, proxy: { '/api': 'http://localhost:3001' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
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
