import type { PGlite } from '@electric-sql/pglite';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);

/**
 * Where the process's memory is, in MB, for the start log line (and bench/start.ts): resident set,
 * the V8 heap, memory outside it (Buffers, native modules), and the embedded database's WebAssembly
 * memory (PGlite's own share: its heap grows as PostgreSQL's caches fill and never shrinks).
 */
export function memorySnapshot(pglite?: PGlite) {
  const m = process.memoryUsage();
  const wasm = (pglite as unknown as { Module?: { wasmMemory?: { buffer: ArrayBuffer } } } | undefined)
    ?.Module?.wasmMemory;
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    ...(wasm ? { pgliteWasmMb: mb(wasm.buffer.byteLength) } : {}),
  };
}
