/**
 * Document rendering speed: 20 invoices of 30 lines (a direct download) and a 500-order e-mailed
 * batch (render + store + e-mail through a local SMTP sink), on a fresh migrated PGlite database.
 *   npx tsx bench/documents.ts
 * Goals: under 2 s and under 60 s.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { runOneJob } from '../apps/api/src/lib/jobs.ts';
import { signToken } from '../apps/api/src/lib/jwt.ts';
import { jobHandlers } from '../apps/api/src/modules/jobs.ts';
import { insertOrder } from '../apps/api/test/order-fixtures.ts';
import { startSmtpSink } from '../apps/api/test/smtp-sink.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
const sink = await startSmtpSink();
const database = await openDatabase({});
await migrateDatabase(database);
await seedDemo(database.db);
const config = {
  ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123' }),
  smtpUrl: sink.url,
};
const app = await buildApp({ database, config });
const token = await signToken(
  { sub: 1, state: 'NSW', staff: false, username: 'bench', supplierName: 'Harbour Fresh Wholesale' },
  config.jwtSecret,
  3600,
);

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Product line ${i + 1} with a realistic name`,
    sku: `HF-${1000 + i}`,
    priceIncGst: 500 + i * 37,
    quantity: 1 + (i % 5),
    hasGst: i % 3 === 0,
  }));
const ids: number[] = [];
for (let i = 0; i < 500; i++)
  ids.push(
    await insertOrder(database.db, {
      supplierId: 1,
      venueId: 1 + (i % 30),
      status: 'COMPLETED',
      lines: lines(30),
    }),
  );

let t0 = performance.now();
const res = await app.inject({
  method: 'GET',
  url: `/api/orders/invoices?orderIds=${ids.slice(0, 20).join(',')}`,
  headers: { authorization: `Bearer ${token}` },
});
const direct = performance.now() - t0;
console.log(
  `20 invoices x 30 lines, direct download: ${direct.toFixed(0)} ms (${(res.rawPayload.length / 1024).toFixed(0)} KiB, status ${res.statusCode}) — goal < 2000 ms`,
);

t0 = performance.now();
const queued = await app.inject({
  method: 'POST',
  url: '/api/orders/invoices-async',
  headers: { authorization: `Bearer ${token}` },
  payload: { orderIds: ids, email: 'bench@example.com' },
});
await runOneJob(database.db, jobHandlers(app.ctx), 'bench');
const batch = performance.now() - t0;
console.log(
  `500 invoices x 30 lines, queued + rendered + stored + e-mailed: ${(batch / 1000).toFixed(1)} s (status ${queued.statusCode}, ${sink.messages.length} e-mail) — goal < 60 s`,
);

await app.close();
await database.close();
await sink.close();
