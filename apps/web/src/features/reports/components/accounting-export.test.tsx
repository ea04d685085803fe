import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { AccountingExportButton } from './accounting-export-button.tsx';
import { rangeProblem } from './accounting-export.tsx';

describe('rangeProblem', () => {
  it('speaks as the API does about a range of delivery days', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeProblem('', '2026-11-30')).toEqual({ field: 'from', message: 'Please choose a start date' });
    expect(rangeProblem('2026-11-01', '2026-02-30')).toEqual({
      field: 'to',
      message: 'Please choose an end date',
    });
    expect(rangeProblem('2026-11-02', '2026-11-01')).toEqual({
      field: 'to',
      message: 'The end date must not be before the start date',
    });
    expect(rangeProblem('2025-01-01', '2026-01-02')).toEqual({
      field: 'to',
      message: 'The date range can be at most 366 days',
    });
  });
});

describe('Accounting export', () => {
  it('offers Xero and MYOB and refuses an end before the start without asking the server', async () => {
    render(
      <SnackbarProvider>
        <AccountingExportButton />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accounting export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accounting export' });
    expect(screen.getByRole('radio', { name: 'Xero (sales invoices)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MYOB AccountRight (service sales)' })).not.toBeChecked();
    // Before the download, the dialog says how Xero's limit of 500 invoices is met.
    expect(
      screen.getByText(
        'Xero imports at most 500 invoices at a time: more than that download as a ZIP of numbered CSV files of at most 500 invoices each. Import them one after the other.',
      ),
    ).toBeInTheDocument();
    const from = screen.getByLabelText(/Delivered from/);
    const to = screen.getByLabelText(/Delivered to/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
