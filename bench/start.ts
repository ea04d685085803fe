/**
 * Start time and resident memory of the production server, before
 * and after in one run: "before" is the TypeScript sources through tsx's loader (what `npm start` ran
 * until the ahead-of-time build), "after" is plain `node apps/api/dist/server.js` (the API built ahead of time, heavy
 * modules loaded on first use). Each start is on the same existing embedded database holding the demo
 * world (seeded once first), measured from spawn to the first 200 from /api/; the resident set (VmRSS)
 * is read right then, and the server's own start line says where the memory is (V8 heap, memory
 * outside it, PGlite's WebAssembly memory).
 *   npx tsx bench/start.ts [--runs 3] [--soak-minutes 10]
 * BENCH_DATA_DIR keeps the database between runs; --soak-minutes N (default 0, none) also drives bounded
 * mixed load at the built server for N minutes, printing its RSS and where it is every 30 s (does it keep
 * growing?). The check is 10 minutes; a shorter run says so in its output.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { soak } from './support/soak.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'soak-minutes': { type: 'string', default: '0' } },
});
const RUNS = Number(flags.runs);
const SOAK_MINUTES = Number(flags['soak-minutes']);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
const BUILT = ['apps/api/dist/server.js'];
// PGlite's own shared_buffers (128MB) was the default until the 32MB default.
const PGLITE_128MB = { PGLITE_SHARED_BUFFERS: '128MB' };
const VARIANTS: Record<string, { args: string[]; env?: Record<string, string> }> = {
  'before: tsx, 128MB buffers': { args: ['--import', 'tsx', 'apps/api/src/server.ts'], env: PGLITE_128MB },
  'node dist, 128MB buffers': { args: BUILT, env: PGLITE_128MB },
  'after: node dist, default': { args: BUILT },
};

type Memory = Record<string, number>;
type Run = { ms: number; rssMb: number; wasmRssMb: number; memory?: Memory };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rssMbOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/**
 * The resident part of WebAssembly memory (PGlite's PostgreSQL): V8 reserves each wasm memory as one
 * mapping of several GB (the memory and its guard region), of which only the touched pages are resident.
 */
const wasmRssMbOf = (pid: number) => {
  let kb = 0;
  let previous = '';
  for (const mapping of readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const size = Number(/^Size:\s+(\d+)/m.exec(mapping)?.[1] ?? 0);
    // The wasm memory (rw-p) directly followed by its guard region (---p, several GB).
    if (/^\S+ ---p/.test(mapping) && size >= 4 * 1024 * 1024 && /^\S+ rw-p/.test(previous)) {
      kb += Number(/^Rss:\s+(\d+)/m.exec(previous)?.[1] ?? 0);
    }
    previous = mapping;
  }
  return Math.round(kb / 1024);
};

async function startServer({ args, env = {} }: { args: string[]; env?: Record<string, string> }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'info',
      DEMO_ORDERS_EVERY_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${out.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = Math.round(performance.now() - started);
  const rssMb = rssMbOf(child.pid!);
  const wasmRssMb = wasmRssMbOf(child.pid!);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const line = out.split('\n').find((l) => l.includes('"memory"'));
  const memory = line ? (JSON.parse(line) as { memory: Memory }).memory : undefined;
  return { child, port, run: { ms, rssMb, wasmRssMb, memory } satisfies Run };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

if (!existsSync(path.join(ROOT, 'apps/api/dist/server.js'))) {
  spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
console.log(
  `Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`database: ${DATA_DIR} (seeding the demo world on the first start if empty)`);
await stop((await startServer(VARIANTS['after: node dist, default']!)).child);

const results: Record<string, Run[]> = {};
for (let i = 0; i < RUNS; i++) {
  for (const [name, variant] of Object.entries(VARIANTS)) {
    const { child, run } = await startServer(variant);
    await stop(child);
    (results[name] ??= []).push(run);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  '\nvariant                      start to first 200 (ms), median   RSS (MB)  of it PGlite wasm  heap used / external / wasm size (MB)',
);
for (const [name, runs] of Object.entries(results)) {
  const m = runs.at(-1)!.memory ?? {};
  console.log(
    `${name.padEnd(28)} ${runs
      .map((r) => r.ms)
      .join(', ')
      .padEnd(18)} median ${String(median(runs.map((r) => r.ms))).padEnd(6)}` +
      ` ${String(median(runs.map((r) => r.rssMb))).padEnd(9)} ${String(median(runs.map((r) => r.wasmRssMb))).padEnd(18)}` +
      ` ${m.heapUsedMb} / ${m.externalMb} / ${m.pgliteWasmMb ?? '-'}`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

if (SOAK_MINUTES > 0) {
  const { child, port } = await startServer(VARIANTS['after: node dist, default']!);
  try {
    await soak(`http://127.0.0.1:${port}`, SOAK_MINUTES, () => ({
      rssMb: rssMbOf(child.pid!),
      wasmRssMb: wasmRssMbOf(child.pid!),
    }));
  } finally {
    await stop(child);
  }
}
