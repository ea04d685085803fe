/**
 * Builds the API ahead of time, so production runs plain `node apps/api/dist/server.js` (no TypeScript
 * loader in the request path, nothing compiled at start). esbuild bundles the API's own code and
 * @portal/domain (TypeScript sources) into server.js and chunks beside it (code imported on first use, such
 * as the PDF renderers and each database engine, is a chunk that loads its packages with it); every other
 * package stays an import resolved from node_modules at run time (native modules, PGlite's WebAssembly,
 * and the heavy ones the code loads on first use: mjml, the S3 SDK, pdfkit, sharp). The SQL migrations
 * and the suburbs CSV, read next to the code, are copied beside the bundle.
 *
 *   node build.mjs [outdir]      (default: dist)
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

/** What the API imports from node_modules: left to Node at run time (subpaths too). */
export function externals() {
  const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  return Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@portal/'))
    .flatMap((name) => [name, `${name}/*`]);
}

export async function buildApi(outdir = path.join(here, 'dist')) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    // The PDF worker thread's entry sits beside the server (lib/pdf-pool looks for ./pdf-worker.js).
    entryPoints: {
      server: path.join(here, 'src/server.ts'),
      'pdf-worker': path.join(here, 'src/lib/pdf-pool/pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Code the API imports on first use (the PDF renderers and their fonts) goes to chunks of its own, so
    // its packages (pdfkit, fontkit) load with it rather than at start.
    splitting: true,
    // Beside server.js: code that finds files next to itself (migrations, suburbs.csv) works from any chunk.
    chunkNames: '[name]-[hash]',
    target: 'node20.19',
    external: externals(),
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  cpSync(path.join(here, 'src/db/reference/suburbs.csv'), path.join(outdir, 'suburbs.csv'));
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(here, 'build.mjs')) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const started = performance.now();
  await buildApi(outdir);
  console.log(`API built in ${Math.round(performance.now() - started)} ms`);
}
