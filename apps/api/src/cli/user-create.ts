/**
 * Creates a real account: `npm run user:create -- --email ops@example.com --role staff` or
 * `npm run user:create -- --email orders@fresh.example --role supplier --supplier "Fresh Co"`.
 * The password comes from USER_PASSWORD or, when that is unset, a prompt that does not echo.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: one process at a time).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createUser, CreateUserError } from '../modules/auth/create-user.ts';
import { privateByDefault } from '../lib/private-files.ts';

const USAGE = `Usage: npm run user:create -- --email <address> --role supplier|staff [--supplier <id or company>] [--name <name>]
The password is read from USER_PASSWORD, or asked for when that is unset.`;

function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const muted = rl as unknown as { _writeToOutput?: (s: string) => void };
  if (process.stdin.isTTY) muted._writeToOutput = () => undefined;
  process.stdout.write('Password (8 to 128 characters): ');
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    supplier: { type: 'string' },
    name: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email || (values.role !== 'supplier' && values.role !== 'staff')) {
  console.error(USAGE);
  process.exit(2);
}

// What it writes under DATA_DIR is the server user's alone (lib/private-files.ts).
privateByDefault();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
try {
  await migrateDatabase(database);
  const password = process.env.USER_PASSWORD ?? (await readPassword());
  const user = await createUser(database.db, {
    email: values.email,
    role: values.role,
    supplier: values.supplier,
    name: values.name,
    password,
  });
  console.log(
    `Created ${values.role} user ${values.email} (id ${user.id}${user.supplierId ? `, supplier ${user.supplierId}` : ''}).`,
  );
} catch (error) {
  if (!(error instanceof CreateUserError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
