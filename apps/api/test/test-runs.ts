/**
 * Which run of the API suite this is (scripts/test-all.sh):
 *
 * - `npm run check` sets PORTAL_QUICK_CHECK=1: the suites that start whole processes (a real worker
 *   killed at each step, the dev servers) are left to `npm test`, which runs every one of them.
 * - `npm test` runs the suite twice, on PGlite and then on PostgreSQL (TEST_DATABASE_URL). Suites that
 *   never open the database under test (the production start, the dev servers, the PDF writer) learn
 *   nothing from the second run: they run in the first only.
 */
export const QUICK_CHECK = process.env.PORTAL_QUICK_CHECK === '1';
export const POSTGRES_RUN = Boolean(process.env.TEST_DATABASE_URL);
