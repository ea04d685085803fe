import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, recordCalls, server, type Call } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { landingQueries, OrdersListPage } from './orders-list-page.tsx';
import { listItem, me } from './test-fixtures.ts';

/**
 * The route's loader, as app/router.tsx makes it from the page's landing queries, with its query client.
 * Fresh modules: the loader only runs before the portal's first render, and another test file of this
 * worker may have rendered the providers already (web tests share their modules).
 */
async function freshLoader() {
  vi.resetModules();
  const [{ landingData }, client] = await Promise.all([
    import('../../api/landing-data.ts'),
    import('../../api/query-client.ts'),
  ]);
  return { loader: landingData(landingQueries), client: client.queryClient };
}

afterEach(() => vi.unstubAllGlobals());

const exportsOff = http.get('/api/suppliers/orders-exports', () =>
  json(200, { deliveryDayCsv: false, pendingOrdersExport: false }),
);

/** Four orders, two to a page: 2729 and 2728 on page 1, 2727 and 2726 on page 2. Returns the requests. */
function ordersApi() {
  server.use(
    me,
    exportsOff,
    http.get('/api/suppliers/orders', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const ids = page === 1 ? [2729, 2728] : [2727, 2726];
      return json(200, {
        data: ids.map((id) => listItem(id, id === 2728 ? { orderStatus: 'COMPLETED' } : {})),
        perPage: 2,
        total: 4,
        currentPage: page,
      });
    }),
  );
  return recordCalls();
}

function renderAt(url: string) {
  return renderWithProviders(
    [
      { path: '/orders', element: <OrdersListPage /> },
      { path: '/orders/:id', element: <p>Order page</p> },
    ],
    { at: url },
  ).router;
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === 'suppliers/orders');

describe('a landing on the orders list', () => {
  afterEach(() => {
    queryClient.clear();
    window.localStorage.clear();
  });

  it('draws its rows at its first render, from the one request its loader made for the address', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'stored');
    const calls = ordersApi();
    const { loader, client } = await freshLoader();
    const router = createMemoryRouter([{ path: '/orders', element: <OrdersListPage />, loader }], {
      initialEntries: ['/orders?status=pending&page=2&orderBy=deliveryDate&sortedBy=asc'],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // The loader asked for the page the address names, before anything was drawn.
    expect(listCalls(calls)).toHaveLength(1);
    const asked = listCalls(calls)[0]!.query;
    expect(asked.get('page')).toBe('2');
    expect(asked.get('search')).toBe('orderStatus[]:PENDING');
    expect(asked.get('orderBy')).toBe('deliveryDate');
    expect(asked.get('sortedBy')).toBe('asc');

    renderWithProviders(router, { queryClient: client });
    // Synchronously, with no wait: the first render already has the rows.
    expect(screen.getByRole('link', { name: '#2727' })).toBeInTheDocument();
    // The page's own query found the loader's answer under the same key: once its effects have run,
    // nothing is being asked again.
    await act(async () => {});
    expect(client.isFetching()).toBe(0);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('asks nothing without a stored session: the sign-in page is shown instead', async () => {
    const calls = ordersApi();
    const { loader } = await freshLoader();
    const router = createMemoryRouter([{ path: '/orders', element: <p>Orders</p>, loader }], {
      initialEntries: ['/orders'],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(calls).toHaveLength(0);
  });
});

describe('OrdersListPage', () => {
  it("shows the spec's columns and each order as '#id'", async () => {
    ordersApi();
    renderAt('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: '#2729' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const name of [
      'Order ID',
      'Supplier Order ID',
      'Order Type',
      'Placed',
      'Delivery',
      'Venue Name',
      'Customer Name',
      'Alert',
      'Status',
      'Value',
    ])
      expect(headers.some((h) => h?.startsWith(name))).toBe(true);
    expect(within(table).getByText('Venue 2729')).toBeInTheDocument();
    expect(within(table).getAllByText('$22.00')).toHaveLength(2);
  });

  it('sends the search as typed (the server reads a leading #) and the filters from the menus', async () => {
    const calls = ordersApi();
    const router = renderAt('/orders');
    await screen.findByRole('link', { name: '#2729' });
    await userEvent.type(screen.getByLabelText('Search orders'), '#2729');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('fuzzy')).toBe('#2729'));
    await userEvent.click(screen.getByRole('button', { name: 'Status: All' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pending' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('search')).toBe('orderStatus[]:PENDING'));
    expect(router.state.location.search).toContain('status=pending');
  });

  it('says how many selected orders are on other pages, and clears them', async () => {
    ordersApi();
    renderAt('/orders');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 2729' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2728' }));
    expect(screen.queryByText(/selected on other pages/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('link', { name: '#2727' });
    expect(screen.getByText('2 orders selected on other pages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2727' }));
    // Bulk Actions counts all three.
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Purchase Order (3)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Invoice (1)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected on other pages/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row 2727' })).not.toBeChecked();
  });

  it("shows the error panel with 'Reload this page' when the list fails", async () => {
    vi.stubGlobal('__APP_VERSION__', 'test'); // the error reporter names the build
    server.use(
      me,
      exportsOff,
      http.get('/api/suppliers/orders', () => json(500, { errors: [] })),
      // The panel reports the failure (lib/error-reporter.ts).
      http.post('/api/client-errors', () => new HttpResponse(null, { status: 204 })),
    );
    renderAt('/orders');
    expect(await screen.findByText('Unable to load orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeInTheDocument();
  });
});

describe('the Actions column', () => {
  it("is as wide as the page's widest row from the first rows on, so it never widens under them", async () => {
    // 30 pending orders (View, two documents, Delivery Details) and a completed one (three documents) last:
    // the table draws the first 20 rows before the rest, and the completed order is not among them.
    const ids = Array.from({ length: 31 }, (_, i) => 3000 - i);
    server.use(
      me,
      exportsOff,
      http.get('/api/suppliers/orders', () =>
        json(200, {
          data: ids.map((id) => listItem(id, id === 2970 ? { orderStatus: 'COMPLETED' } : {})),
          perPage: 100,
          total: ids.length,
          currentPage: 1,
        }),
      ),
    );
    renderAt('/orders');
    const first = await screen.findByRole('button', { name: 'View Order 3000' });
    const widths = (button: HTMLElement) => (button.parentElement as HTMLElement).style.minWidth;
    // Five buttons of 30 px, on the pending rows as on the completed one.
    expect(widths(first)).toBe('150px');
    expect(widths(await screen.findByRole('button', { name: 'View Order 2970' }))).toBe('150px');
    expect(within(first.parentElement!).getAllByRole('button')).toHaveLength(4);
  });
});
