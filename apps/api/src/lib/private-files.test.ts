import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMailer } from './mail.ts';
import { makePrivate, privateDataDir } from './private-files.ts';
import { createLocalStorage } from './storage/local.ts';

/**
 * Everything under DATA_DIR (the embedded database, uploads, the outbox's e-mails, generated files, the JWT
 * secret) and every backup is the server user's alone: files 0600, folders 0700, checked on disk.
 */
const work = mkdtempSync(path.join(tmpdir(), 'portal-private-'));
const startUmask = process.umask();
afterAll(() => {
  process.umask(startUmask);
  rmSync(work, { recursive: true, force: true });
});

/** Every path under `root` (itself included) whose mode lets anyone but its owner in, with that mode. */
function open(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const stat = statSync(p);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
      out.push(`${mode.toString(8)} ${path.relative(work, p)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return out;
}

describe('files with secrets', () => {
  it('the data directory as a server leaves it: the database, uploads, the outbox, the JWT secret', async () => {
    process.umask(0o022); // the usual umask of a shell: the start sets its own
    const dataDir = path.join(work, 'data');
    privateDataDir(dataDir); // what the server does first
    loadConfig({ DATA_DIR: dataDir }); // creates DATA_DIR/jwt-secret
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    // Written while the server runs: private by the umask alone.
    const mailer = createMailer({ from: 'portal@example.com', outboxDir: path.join(dataDir, 'outbox') });
    await mailer.send({ to: 'someone@example.com', subject: 'Reset', text: 'https://portal/reset?token=x' });
    await createLocalStorage(path.join(dataDir, 'files')).put('images/1/a.jpg', Buffer.from('jpeg'));
    expect(open(path.join(dataDir, 'outbox'))).toEqual([]);
    expect(open(path.join(dataDir, 'files'))).toEqual([]);
    expect(open(path.join(dataDir, 'jwt-secret'))).toEqual([]);
    await database.close();
    // PGlite sets its files' modes itself: the sweep at start and exit makes them private.
    makePrivate(dataDir);
    expect(open(dataDir)).toEqual([]);
  }, 120_000);

  it('npm run backup writes a file only its user may read, in a folder only its user may enter', async () => {
    process.umask(0o022);
    const dataDir = path.join(work, 'backup-data');
    mkdirSync(dataDir, { recursive: true });
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await database.close();
    const target = path.join(work, 'backups', 'portal.tar.gz');
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup-cli.ts', 'backup', target],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), DATABASE_URL: '' },
      },
    );
    expect(statSync(target).size).toBeGreaterThan(1000);
    expect(open(path.join(work, 'backups'))).toEqual([]);
  }, 180_000);
});
