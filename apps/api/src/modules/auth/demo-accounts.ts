import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/world.ts';
import { findUserByEmail } from './auth.repository.ts';
import { verifyPassword } from './auth.service.ts';

/** Demo accounts that still sign in with the published demo password. */
export async function openDemoAccounts(db: Db): Promise<string[]> {
  const open: string[] = [];
  for (const email of Object.values(DEMO_ACCOUNTS)) {
    const found = await findUserByEmail(db, email);
    if (found && (await verifyPassword(found.user.passwordHash, DEMO_PASSWORD))) open.push(email);
  }
  return open;
}

/** Says loudly, at every start, when anyone can sign in with the README's demo password. */
export async function warnAboutDemoAccounts(
  db: Db,
  log: FastifyBaseLogger,
  embedded: boolean,
): Promise<void> {
  const open = await openDemoAccounts(db);
  if (!open.length) return;
  const where = embedded ? 'the embedded demo database' : 'this PostgreSQL database';
  log.warn(
    { demoAccounts: open },
    `DEMO ACCOUNTS ARE OPEN in ${where}: ${open.join(', ')} sign in with the published password. ` +
      'Never expose this to the internet; create real accounts with `npm run user:create` and remove these.',
  );
}
