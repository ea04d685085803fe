import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersCsvDialog, ordersCsvFileName, statusSearch, timeframeRange } from './orders-csv-dialog.tsx';
import { renderWithProviders } from '../test/render.tsx';

describe('Orders CSV timeframes', () => {
  const custom = { from: '2026-01-02', to: '2026-01-09' };
  // 2026-11-19 is a Thursday.
  const today = '2026-11-19';
  it('maps each timeframe to delivery dates in the supplier zone', () => {
    expect(timeframeRange('Today', custom, today)).toEqual({ from: today, to: today });
    expect(timeframeRange('Tomorrow', custom, today)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(timeframeRange('Current Week', custom, today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(timeframeRange('Current Month', custom, today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(timeframeRange('Custom Dates', custom, today)).toEqual(custom);
    expect(timeframeRange('Current Week', custom, '2026-11-22')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });
  it("sends 'Any' as pending, completed and cancelled", () => {
    expect(statusSearch('ANY')).toBe('orderStatus[]:PENDING,COMPLETED,CANCELLED');
    expect(statusSearch('PENDING')).toBe('orderStatus[]:PENDING');
  });
  it('says which orders Any status lists, beside what the day sheets count', async () => {
    renderWithProviders(<OrdersCsvDialog open onClose={() => {}} />);
    expect(
      await screen.findByText(
        'Any status lists pending, completed and cancelled orders; processing orders are not included. The pick sheet, run sheet and daily summary count pending, processing and completed orders.',
      ),
    ).toBeVisible();
  });
  it('names the file after the status filter and the dates', () => {
    const range = { from: '2026-11-20', to: '2026-11-20' };
    expect(ordersCsvFileName('PENDING', range)).toBe('orders-pending-2026-11-20-to-2026-11-20');
    expect(ordersCsvFileName('ANY', range)).toBe('orders-any-status-2026-11-20-to-2026-11-20');
  });
  it("refuses custom dates as the accounting export does: the API's words, Download off", async () => {
    renderWithProviders(<OrdersCsvDialog open onClose={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await userEvent.clear(from);
    expect(screen.getByText('Please choose a start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
