import { describe, expect, it } from 'vitest';
import { pageShells } from './landing-shell.ts';

describe('the app shell, from the route manifest', () => {
  const shells = pageShells();

  it('is painted for the signed-in pages only, never a staff page', () => {
    expect(shells['/orders/:id']).toBeDefined();
    expect(shells['/']).toBeDefined();
    expect(shells['/login']).toBeUndefined();
    expect(shells['/staff/select-supplier']).toBeUndefined();
    expect(shells['/activity/*']).toBeUndefined();
  });

  it("marks the page's own entry as current, and only that one", () => {
    const current = (pattern: string) =>
      [...shells[pattern]!.matchAll(/<a href="([^"]+)" class="active" aria-current="page">/g)].map(
        ([, to]) => to,
      );
    expect(current('/orders')).toEqual(['/orders']);
    expect(current('/orders/:id')).toEqual(['/orders']);
    expect(current('/reports/*')).toEqual(['/reports']);
    expect(current('/')).toEqual(['/dashboard']);
    expect(current('/settings/team')).toEqual(['/settings']);
  });

  it("writes the page's breadcrumb and heading, and the bar alone where the heading comes from data", () => {
    const lossLeaders = shells['/loss-leaders']!;
    expect(lossLeaders).toContain(
      '<ol><li><a href="/dashboard">Dashboard</a></li><li class="shell-crumb-separator" aria-hidden="true">/</li><li class="shell-crumb-here">Loss Leaders</li></ol>',
    );
    expect(lossLeaders).toContain('<h1>Loss Leaders</h1>');
    expect(shells['/']).toContain('<h1>Dashboard</h1>');
    expect(shells['/orders/:id']).not.toContain('<h1>');
    expect(shells['/orders/:id']).toContain('<main class="shell-main"></main>');
  });

  it("keeps the room of the header's actions and paints the search field the manifest declares", () => {
    const orders = shells['/orders']!;
    expect(orders).toContain(
      '<div class="shell-heading-row"><h1>Orders</h1><span class="shell-actions"></span></div>',
    );
    expect(orders).toContain('<span class="shell-search-label">Search orders</span>');
    expect(orders).toContain(
      '<span class="shell-search-placeholder">Order ID, supplier order ID, venue or customer</span>',
    );
    // Only what a page declares: the dashboard has neither.
    expect(shells['/']).not.toContain('shell-actions');
    expect(shells['/']).not.toContain('shell-search');
  });
});
