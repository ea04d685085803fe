import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type OperationId, type Role } from '@portal/domain';
import { meQueryKey, type SupplierDetails } from '../api/auth.ts';
import { renderWithProviders, sessionAs, testQueryClient } from '../test/render.tsx';
import { mayCall } from '../lib/access.ts';
import { NAV_ITEMS } from './layout/nav-items.ts';
import { RequireAccess } from './layout/require-access.tsx';
import type { PageHandle } from './document-title.tsx';
import { PAGES } from './page-manifest.ts';
import { routes } from './router.tsx';

const navOf = (role: Role) =>
  NAV_ITEMS.filter((item) => !item.operation || mayCall(item.operation, { role, staff: false })).map(
    (item) => item.label,
  );

describe('the navigation by role', () => {
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
  it('guards exactly the manifest pages that name an operation, by their route handle', () => {
    const guarded: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        const handle = route.handle as PageHandle | undefined;
        if (route.path && handle?.operation) guarded.push(`${route.path} ${handle.operation}`);
        walk(route.children ?? []);
      });
    walk(routes);
    const declared = PAGES.filter((page) => page.operation).map((page) => `${page.path} ${page.operation}`);
    expect(guarded.sort()).toEqual(declared.sort());
    expect(guarded.length).toBeGreaterThan(15);
  });

  const renderAs = (role: Role, operation: OperationId = 'createProduct') => {
    // The session's answer has come: the role is known (require-access.test.tsx: before it has).
    const queryClient = testQueryClient();
    queryClient.setQueryData(meQueryKey, { id: 1, isStaff: false, company: 'Fresh Co' } as SupplierDetails);
    renderWithProviders(
      [{ element: <RequireAccess operation={operation} />, children: [{ path: '/p', element: 'The page' }] }],
      { at: '/p', session: sessionAs(role), queryClient },
    );
  };

  it('shows a role without the permission the "not allowed" panel instead of the page', () => {
    renderAs('accounts');
    expect(
      screen.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.notAllowedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Accounts: ${ACCOUNT_MESSAGES.notAllowedPage}`)).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('tells even an owner plainly that a staff page is for staff, never to ask an owner', () => {
    renderAs('owner', 'listStaffSuppliers');
    expect(
      screen.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.notAllowedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.notAllowedStaffOnly)).toBeInTheDocument();
    expect(screen.queryByText(/Ask an owner/)).not.toBeInTheDocument();
  });

  it('shows a role with it the page', () => {
    renderAs('sales');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ACCOUNT_MESSAGES.notAllowedTitle })).not.toBeInTheDocument();
  });
});
