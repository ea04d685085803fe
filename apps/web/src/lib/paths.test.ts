import { describe, expect, it } from 'vitest';
import { safeRedirect } from './paths.ts';

describe('safeRedirect', () => {
  it.each(['/orders/12?tab=lines#notes', '/products?search=cheese', '/settings?section=password'])(
    'follows the in-app path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded slash', '/%2Fevil.example'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['bad encoding', '/%E0%A4%A'],
    ['the sign-in page', '/login?redirect=/orders'],
    ['the sign-in page, in capitals', '/LOGIN'],
  ])('lands on /dashboard for %s', (_, value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});
