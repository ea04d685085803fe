/**
 * A month of e-invoices for the demo supplier: how long `GET /api/suppliers/einvoices?from=&to=` takes to
 * build the ZIP of every tax invoice and credit note issued in the month (UBL 2.1, Peppol PINT A-NZ), and
 * what it holds.
 *
 *   npx tsx bench/einvoices-month.ts [--month 2026-11] [--runs 3]
 *
 * Starts the portal on a fresh embedded database (the demo world), asks for the month `--runs` times
 * (the first run includes the process's first use of the code), and prints each time, the files in the
 * ZIP, the documents listed as not included (venues without an ABN on record) and the load average.
 * Loopback only.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { signInToken, startPortal, stopPortal } from './support/portal.ts';

const { values } = parseArgs({
  options: {
    month: { type: 'string', default: '2026-11' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3293' },
  },
});
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const [year, month] = values.month.split('-').map(Number) as [number, number];
const from = `${values.month}-01`;
const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const child = await startPortal({
  root: path.resolve(import.meta.dirname, '..'),
  port: PORT,
  dataDir: mkdtempSync(path.join(tmpdir(), 'portal-einvoices-')),
  fresh: true,
});
try {
  const token = await signInToken(ORIGIN);
  for (let run = 1; run <= Number(values.runs); run++) {
    const started = performance.now();
    const res = await fetch(`${ORIGIN}/api/suppliers/einvoices?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${strFromU8(body)}`);
    const files = unzipSync(body);
    const names = Object.keys(files);
    const invoices = names.filter((n) => n.startsWith('INV-')).length;
    const notes = names.filter((n) => n.startsWith('CN-')).length;
    const refused = strFromU8(files['not-included.txt'] ?? new Uint8Array())
      .split('\n')
      .filter(Boolean).length;
    console.log(
      `run ${run}: ${from} to ${to}: ${ms.toFixed(0)} ms, ${(body.length / 1024).toFixed(1)} KB, ` +
        `${invoices} invoices and ${notes} credit notes as XML, ${refused} listed as not included`,
    );
  }
} finally {
  await stopPortal(child);
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
