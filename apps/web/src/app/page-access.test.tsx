import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Role } from '@portal/domain';
import { AsRole } from '../test/as-role.tsx';
import { mayCall } from '../lib/access.ts';
import { NAV_ITEMS } from './layout/nav-items.ts';
import { RequireAccess } from './layout/require-access.tsx';
import { PAGE_OPERATIONS } from './page-access.ts';
import { routes } from './router.tsx';

const navOf = (role: Role) =>
  NAV_ITEMS.filter((item) => !item.operation || mayCall(item.operation, { role, staff: false })).map(
    (item) => item.label,
  );

describe('the navigation by role (issue 36)', () => {
  it("shows each role the entries of the pages its contracts' access allows", () => {
    expect(navOf('owner')).toHaveLength(10);
    expect(navOf('manager')).toHaveLength(10);
    expect(navOf('sales')).toEqual([
      'Dashboard',
      'Specials',
      'Customers',
      'Custom Prices',
      'Loss Leaders',
      'Products',
      'Orders',
    ]);
    expect(navOf('warehouse')).toEqual(['Dashboard', 'Products', 'Orders']);
    expect(navOf('accounts')).toEqual(['Dashboard', 'Customers', 'Orders', 'Reports']);
  });
});

describe('the pages guard', () => {
  it('names only paths the router has, each guarded', () => {
    const guarded: string[] = [];
    const walk = (list: RouteObject[], inGuard: boolean) =>
      list.forEach((route) => {
        if (route.path && inGuard) guarded.push(route.path);
        // A guard is a pathless route around exactly one page.
        walk(route.children ?? [], !route.path && route.children?.length === 1 && !!route.lazy);
      });
    walk(routes, false);
    expect(guarded.sort()).toEqual(Object.keys(PAGE_OPERATIONS).sort());
  });

  const renderAs = (role: Role) => {
    const router = createMemoryRouter(
      [
        {
          element: <RequireAccess operation="createProduct" />,
          children: [{ path: '/p', element: 'The page' }],
        },
      ],
      { initialEntries: ['/p'] },
    );
    render(
      <AsRole role={role}>
        <RouterProvider router={router} />
      </AsRole>,
    );
  };

  it('shows a role without the permission the "not allowed" panel instead of the page', () => {
    renderAs('accounts');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${ACCOUNT_MESSAGES.notAllowedTitle}Accounts: ${ACCOUNT_MESSAGES.notAllowedPage}`,
    );
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a role with it the page', () => {
    renderAs('sales');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
