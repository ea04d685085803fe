import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnapshotCards } from './snapshot-cards.tsx';

describe('SnapshotCards', () => {
  it('compares this month so far with the same days of last month, and says which days', () => {
    render(
      <SnapshotCards
        current={{ month: '2026-11', sales: 3300, orders: 3, active_customers: 2, aov: 1100 }}
        previous={{
          month: '2026-10',
          from: '2026-10-01',
          through: '2026-10-24',
          sales: 3000,
          orders: 2,
          active_customers: 0,
          aov: 1500,
        }}
      />,
    );
    expect(
      within(screen.getByRole('group', { name: 'Sales' })).getByText('+10% vs 1–24 Oct'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Orders' })).getByText('+50% vs 1–24 Oct'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Average order value' })).getByText('-26.7% vs 1–24 Oct'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Customers' })).getByText('Nothing to compare with 1–24 Oct'),
    ).toBeInTheDocument();
  });
});
