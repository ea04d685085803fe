import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// findBy*/waitFor wait up to 5 s, not 1 s: a lazily loaded dialog or page can take longer than a
// second to import on a loaded two-core machine, and a test must not fail for that (issue 39).
// Timing that a test controls uses fake timers, never this allowance.
configure({ asyncUtilTimeout: 5000 });

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
