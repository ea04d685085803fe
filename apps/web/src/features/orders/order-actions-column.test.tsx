import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@portal/domain';
import { server } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OrderPage } from './order-page.tsx';
import { me, noCreditNotes, orderById, pendingOrder } from './test-fixtures.ts';

function renderOrder(orderStatus: OrderStatus) {
  // A completed order's page also asks for its credit notes.
  server.use(me, orderById(pendingOrder(2729, { orderStatus })), noCreditNotes);
  renderWithProviders([{ path: '/orders/:id', element: <OrderPage /> }], { at: '/orders/2729' });
}

const headers = async () => {
  const table = await screen.findByRole('table', { name: 'Order products' });
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
};

describe('the order products Actions column', () => {
  it('shows while the order can be edited, each supplied line with its menu', async () => {
    renderOrder('PENDING');
    expect(await headers()).toContain('Actions');
    expect(await screen.findByRole('button', { name: 'Actions for Tomatoes' })).toBeInTheDocument();
  });

  it.each<OrderStatus>(['COMPLETED', 'CANCELLED'])(
    'is left out on a %s order, where no line has an action',
    async (status) => {
      renderOrder(status);
      const names = await headers();
      expect(names).toContain('Total Price');
      expect(names).not.toContain('Actions');
    },
  );
});
