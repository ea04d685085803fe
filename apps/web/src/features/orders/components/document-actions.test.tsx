import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from 'notistack';
import type { OrderStatus } from '@portal/domain';
import { BulkActionsMenu, eligibleCounts } from './document-actions.tsx';

describe('Bulk Actions', () => {
  it('counts eligible orders per document type', () => {
    const statuses: OrderStatus[] = ['COMPLETED', 'COMPLETED', 'PENDING', 'CANCELLED', 'PROCESSING'];
    expect(eligibleCounts(statuses)).toEqual({ invoice: 2, 'delivery-docket': 4, 'purchase-order': 5 });
  });

  it('shows the selection badge capped at 100 and the counts in the menu', async () => {
    const selected = Object.fromEntries(
      Array.from({ length: 130 }, (_, i): [string, OrderStatus] => [
        String(i + 1),
        i % 2 ? 'COMPLETED' : 'CANCELLED',
      ]),
    );
    const onDownload = vi.fn();
    render(
      <SnackbarProvider>
        <BulkActionsMenu selected={selected} onDownload={onDownload} />
      </SnackbarProvider>,
    );
    expect(screen.getByText('100+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delivery Slip (65)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Purchase Order (130)' })).toBeInTheDocument();
    // Only the completed orders go to the invoice download.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Invoice (65)' }));
    expect(onDownload).toHaveBeenCalledWith(
      'invoice',
      Array.from({ length: 65 }, (_, i) => (i + 1) * 2),
    );
    expect(
      await screen.findByText('Please note you can only download Invoices for completed Orders.'),
    ).toBeInTheDocument();
  });
});
