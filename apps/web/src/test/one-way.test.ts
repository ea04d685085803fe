import { describe, expect, it } from 'vitest';

/**
 * The web tests have one way to fake the network, MSW (test/msw.ts: handlers, recordCalls,
 * recordUploadBodies), and one query cache factory (test/render.tsx: renderWithProviders, testQueryClient).
 * A test file or fixture elsewhere that makes either of its own fails here, naming the file.
 */
const sources = import.meta.glob<string>(['/src/**/*.test.{ts,tsx}', '/src/**/test-fixtures.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const outsideTestFolder = Object.entries(sources).filter(([file]) => !file.startsWith('/src/test/'));

const filesMatching = (pattern: RegExp) =>
  outsideTestFolder.filter(([, text]) => pattern.test(text)).map(([file]) => file);

describe('the web tests', () => {
  it('are all read here', () => {
    expect(outsideTestFolder.length).toBeGreaterThan(90);
  });

  it('make their query cache with testQueryClient or renderWithProviders, never their own', () => {
    expect(filesMatching(/new QueryClient\b/)).toEqual([]);
  });

  it('answer the network with MSW handlers, never a stub of fetch or XMLHttpRequest of their own', () => {
    const stubs =
      /stubGlobal\(\s*['"](fetch|XMLHttpRequest|EventSource)['"]|\b(globalThis|window)\.(fetch|XMLHttpRequest)\s*=[^=]|spyOn\(\s*(globalThis|window)\s*,\s*['"]fetch['"]/;
    expect(filesMatching(stubs)).toEqual([]);
  });
});
