import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * A hang guard, not a speed limit: tests assert behaviour, and on a busy two-core machine (a load average
 * of 20 and more) opening a database or a long component journey takes many times its quiet-machine time.
 * A test that waits on something which never comes still fails, after this long.
 */
const HANG_GUARD_MS = 10 * 60_000;

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core machine.
    // Most API test time is waiting (a PGlite copy per file, argon2, timers), so two workers fit two cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          testTimeout: HANG_GUARD_MS,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // The demo world's live orders stay off in every server a test starts (they inherit this).
          env: { DEMO_ORDERS_EVERY_MINUTES: '0' },
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
          pool: 'forks',
          isolate: false,
          // A worker opens an embedded database per file. Node 24's V8 aborted once as it freed WebAssembly
          // code (nodejs/node#64500); the engine is compiled once per process (db/engines/pglite-engine.ts),
          // and this keeps V8 from freeing the code it tiers up meanwhile. Node 20 takes the flag too.
          execArgv: ['--no-wasm-code-gc'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
          // Component tests drive MUI dialogs and tables with user-event: slow on a loaded machine.
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
        },
      },
    ],
  },
});
