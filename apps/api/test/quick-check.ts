/**
 * `npm run check` sets PORTAL_QUICK_CHECK=1: the suites that start whole processes (a real worker
 * killed at each step, the dev servers) are left to `npm test`, which runs every one of them.
 */
export const QUICK_CHECK = process.env.PORTAL_QUICK_CHECK === '1';
