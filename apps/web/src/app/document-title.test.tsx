import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TitledOutlet } from './document-title.tsx';

describe("the tab's title (WCAG 2.4.2)", () => {
  it("is the page's manifest title with its parameters, and follows a navigation", async () => {
    const router = createMemoryRouter(
      [
        {
          Component: TitledOutlet,
          children: [
            { path: '/orders/:id', handle: { title: 'Order #:id' }, element: <p>Order</p> },
            { path: '/orders', handle: { title: 'Orders' }, element: <p>Orders</p> },
            { path: '/maintenance', element: <p>Maintenance</p> },
          ],
        },
      ],
      { initialEntries: ['/orders/2729'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Order #2729 · Supplier Portal'));
    await router.navigate('/orders');
    await waitFor(() => expect(document.title).toBe('Orders · Supplier Portal'));
    await router.navigate('/maintenance');
    await waitFor(() => expect(document.title).toBe('Supplier Portal'));
  });
});
