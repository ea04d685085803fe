import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database (docs/decisions/operations.md). A running server owns its PGlite data
 * directory, so `npm run backup` asks it (POST /ops/backup on loopback, with a key only a reader of the
 * data directory can make) for a dump taken between two statements: a crash-consistent image holding
 * every write acknowledged before it. Without a running server the command opens the directory itself.
 */
export const BACKUP_PATH = '/ops/backup';
export const BACKUP_KEY_HEADER = 'x-backup-key';

/** Proof of access to the data directory: an HMAC of the server's JWT secret. */
export const backupKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('portal-backup').digest('base64url');

type ServerMark = { pid: number; port: number };
const markFile = (dataDir: string) => path.join(dataDir, 'server.json');

/** The server says where it listens while it owns the embedded database; removed when it stops. */
export function markServer(dataDir: string, port: number): () => void {
  const file = markFile(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, port } satisfies ServerMark));
  return () => rmSync(file, { force: true });
}

/** The server running on this data directory, if one is (a mark left by a killed one is ignored). */
export function runningServer(dataDir: string): ServerMark | null {
  const file = markFile(dataDir);
  if (!existsSync(file)) return null;
  const mark = JSON.parse(readFileSync(file, 'utf8')) as ServerMark;
  try {
    process.kill(mark.pid, 0);
    return mark;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** POST /ops/backup: the embedded database as a gzipped tarball, for `npm run backup` on this machine. */
export async function backupRoute(app: FastifyInstance, opts: { pglite: PGlite; jwtSecret: string }) {
  const expected = Buffer.from(backupKey(opts.jwtSecret));
  app.post(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers[BACKUP_KEY_HEADER] ?? ''));
    const direct =
      LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
    if (!direct || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      // Answered as if it did not exist.
      return reply.callNotFound();
    }
    const dump = await opts.pglite.dumpDataDir('gzip');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await dump.arrayBuffer()));
  });
}
