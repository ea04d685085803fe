import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// findBy*/waitFor wait for their condition up to 2 minutes, not 1 s: on a loaded two-core machine a
// page's first render alone took 7 s and its rows 5 s more, and a test must not fail for that. The bound
// stays under the test's own hang guard (vitest.config.ts) so a failure still names what was missing.
// Timing that a test controls uses fake timers, never this allowance.
configure({ asyncUtilTimeout: 120_000 });

afterEach(cleanup);

// The network of the tests that answer with MSW handlers (msw.ts). A file that stubs `fetch` itself
// replaces it for its tests and never reaches MSW. Only requests to the API must be answered.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
