import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const BLOCK = 512;

/**
 * The data directory of a PGlite as a tar that opens quickly, for the template every API test
 * file copies. A checkpoint first, so a copy starts without replaying the seed's WAL; then the WAL
 * segments after the current one are left out: they are recycled, empty files kept for later writes
 * (48 of the 92 MB), which PostgreSQL makes again when it needs them. A copy opens in about 340 ms
 * instead of 590 ms (figures in docs/decisions/foundation.md).
 */
export async function quickOpeningDump(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const { rows } = await pglite.query<{ segment: string }>(
    'select pg_walfile_name(pg_current_wal_lsn()) as segment',
  );
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return withoutSegmentsAfter(dump, rows[0]!.segment);
}

/** A tar without the pg_wal segments named after `current` (segment names sort in WAL order). */
export function withoutSegmentsAfter(tar: Buffer, current: string): Buffer {
  const kept: Buffer[] = [];
  for (const entry of entriesOf(tar)) {
    const segment = segmentOf(entry.name);
    if (!segment || segment <= current) kept.push(tar.subarray(entry.start, entry.end));
  }
  return Buffer.concat(kept);
}

/** The WAL segments a dump holds, by name. */
export const walSegmentsIn = (tar: Buffer) =>
  [...entriesOf(tar)].map((entry) => segmentOf(entry.name)).filter((segment) => segment !== undefined);

const segmentOf = (name: string) => /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];

/** Each entry of a tar (ustar headers of 512 bytes), then the end-of-archive blocks as one nameless entry. */
function* entriesOf(tar: Buffer): Generator<{ name: string; start: number; end: number }> {
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) {
      yield { name: '', start: at, end: tar.length };
      return;
    }
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    yield { name: field(header, 0, 100), start: at, end };
    at = end;
  }
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/\0.*$/s, '');

/** A copy of a data directory beside it, under a random name; answers its path. */
export function copyOfDirectory(from: string): string {
  const to = `${from}-${randomBytes(6).toString('hex')}`;
  copyTree(from, to);
  return to;
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target);
  }
}
