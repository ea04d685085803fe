import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../app/layout/nav-items.ts';
import { landingPages } from './landing-code.ts';
import { landingShells, SHELL_NAV, shellHtml } from './landing-shell.ts';

describe('the app shell (issue 21)', () => {
  it("lists the top bar's entries as the layout does", () => {
    expect(SHELL_NAV.map(([label, to]) => ({ label, to }))).toEqual(
      NAV_ITEMS.map(({ label, to }) => ({ label, to })),
    );
  });

  it('has a heading only for signed-in pages the build knows', () => {
    for (const pattern of Object.keys(landingShells)) {
      expect(landingPages[pattern], pattern).toContain('src/app/layout/app-layout.tsx');
    }
  });

  it("marks the page's own entry as current, and only that one", () => {
    const current = (pattern: string) =>
      [...shellHtml(pattern).matchAll(/<a href="([^"]+)" class="active" aria-current="page">/g)].map(
        ([, to]) => to,
      );
    expect(current('/orders')).toEqual(['/orders']);
    expect(current('/orders/:id')).toEqual(['/orders']);
    expect(current('/reports/*')).toEqual(['/reports']);
    expect(current('/')).toEqual(['/dashboard']);
    expect(current('/activity/*')).toEqual([]);
  });

  it("writes the page's breadcrumb and heading, and the bar alone where the heading comes from data", () => {
    const lossLeaders = shellHtml('/loss-leaders');
    expect(lossLeaders).toContain(
      '<ol><li><a href="/dashboard">Dashboard</a></li><li class="shell-crumb-separator" aria-hidden="true">/</li><li class="shell-crumb-here">Loss Leaders</li></ol>',
    );
    expect(lossLeaders).toContain('<h1>Loss Leaders</h1>');
    expect(shellHtml('/orders/:id')).not.toContain('<h1>');
    expect(shellHtml('/orders/:id')).toContain('<main class="shell-main"></main>');
  });
});
