import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MonthRow } from '@portal/domain';
import { SalesChart } from './sales-chart.tsx';

const rows: MonthRow[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  sales: 100_000 * (i + 1) + 67,
  orders: i + 3,
  active_customers: 2,
  aov: 1000,
}));

describe('SalesChart', () => {
  it('is one image named for its months, with every figure in a table for screen readers', () => {
    render(<SalesChart rows={rows} />);
    expect(
      screen.getByRole('img', { name: '12-month sales and orders, January 2026 to December 2026' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales and orders by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const march = within(table).getByRole('row', { name: /March 2026/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$3,000.67', '5']);
  });

  it('names both series in its legend', () => {
    render(<SalesChart rows={rows} />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Sales left axis', 'Orders right axis']);
  });

  it('shows a month’s figures while focused, stepping with the arrow keys', () => {
    render(<SalesChart rows={rows} />);
    const chart = screen.getByRole('img');
    fireEvent.focus(chart);
    expect(screen.getByText('December 2026', { selector: 'p' })).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByText('Sales: $11,000.67')).toBeInTheDocument();
    expect(screen.getByText('Orders: 13')).toBeInTheDocument();
    fireEvent.blur(chart);
    expect(screen.queryByText(/^Sales: /)).not.toBeInTheDocument();
  });
});
