import { rmSync } from 'node:fs';
import { startServer, stopServer, BASE_PORT, TEMPLATE_DIR } from './server.ts';

/**
 * Builds the seeded template once per run: the built server starts on an empty DATA_DIR (it migrates,
 * loads the reference data and seeds the demo world), then stops cleanly, leaving a DATA_DIR that each
 * worker copies (fixtures.ts), as the API tests copy their PGlite template (apps/api/test/global-setup.ts).
 */
export default async function globalSetup() {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer(BASE_PORT, TEMPLATE_DIR);
  await stopServer(server);
}
