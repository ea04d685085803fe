import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@portal/domain';
import { BulkActionsMenu, eligibleCounts } from './document-actions.tsx';

describe('Bulk Actions', () => {
  it('counts eligible orders per document type', () => {
    const statuses: OrderStatus[] = ['COMPLETED', 'COMPLETED', 'PENDING', 'CANCELLED', 'PROCESSING'];
    expect(eligibleCounts(statuses)).toEqual({ invoice: 2, 'delivery-slip': 4, 'purchase-order': 5 });
  });

  it('shows the selection badge capped at 100 and the counts in the menu', async () => {
    const statuses = Array.from({ length: 130 }, (_, i): OrderStatus => (i % 2 ? 'COMPLETED' : 'CANCELLED'));
    render(<BulkActionsMenu statuses={statuses} />);
    expect(screen.getByText('100+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delivery Slip (65)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Invoice (65)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Purchase Order (130)' })).toBeInTheDocument();
  });
});
