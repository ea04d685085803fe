import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * Everything the portal keeps on disk holds secrets or personal data: the embedded database (password
 * hashes, TOTP secrets, bank details), uploads, the outbox's e-mails (live reset and invitation links),
 * generated files, the JWT secret, and every backup. They are the server user's alone: files 0600,
 * folders 0700 (docs/security.md).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** What this process (and the workers and children it starts, which inherit it) creates is its user's alone. */
export function privateByDefault(): void {
  process.umask(0o077);
}

/**
 * Makes every file under `root` 0600 and every folder 0700, `root` included; links are left alone.
 * PGlite sets its own files' modes whatever the umask, so the data directory is swept at start and at
 * exit; between the two its files are behind folders no one else may enter.
 */
export function makePrivate(root: string): void {
  let stat;
  try {
    stat = lstatSync(root);
  } catch {
    return; // nothing there yet
  }
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(root, PRIVATE_DIR_MODE);
    for (const name of readdirSync(root)) makePrivate(path.join(root, name));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(root, PRIVATE_FILE_MODE);
  }
}

/** At a start: private by default from now on, the data directory there, and what it holds made private. */
export function privateDataDir(dataDir: string): void {
  privateByDefault();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  makePrivate(dataDir);
}
