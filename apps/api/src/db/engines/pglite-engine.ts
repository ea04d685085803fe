import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/*
 * Every embedded database a process opens runs on one compiled engine. Given none, PGlite compiles its
 * engine (pglite.wasm, 9 MB) for each instance, and V8 frees that machine code once the instance is
 * collected. A process that opens many (a test worker opens one per file; a backup opens a copy beside
 * the live database) churned V8's register of its code pages, and Node 24 aborted on it in CI
 * (`Check failed: jit_page_->allocations_.erase(addr) == 1`, nodejs/node#64500). Compiled once and held
 * for the life of the process, the engine's code is never freed. Opening takes as long as before: V8
 * already shared the code between instances alive at the same time (docs/decisions/foundation.md).
 */
let engine: Promise<WebAssembly.Module> | undefined;

/** pglite.wasm, beside the package's entry point. */
const enginePath = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');

function compiledEngine(): Promise<WebAssembly.Module> {
  engine ??= readFile(enginePath())
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      engine = undefined; // the next open tries again
      throw error;
    });
  return engine;
}

/** Opens an embedded database (with pg_trgm, which the schema's search indexes use) on the shared engine. */
export async function createPglite(options: Omit<PGliteOptions, 'extensions' | 'pgliteWasmModule'>) {
  return PGlite.create({ ...options, extensions: { pg_trgm }, pgliteWasmModule: await compiledEngine() });
}
