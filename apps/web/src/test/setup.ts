import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: a lazily loaded dialog or page can take longer than a
// second to import on a loaded two-core machine, and a test must not fail for that (issue 39).
// Timing that a test controls uses fake timers, never this allowance.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
