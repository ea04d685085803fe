import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountingExportButton } from './accounting-export-button.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

describe('Accounting export', () => {
  it('offers Xero and MYOB and keeps Download off while the end is before the start', async () => {
    renderWithProviders(<AccountingExportButton />);
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
    // As in the Orders CSV dialog: the problem shows on the end date, and Download waits for a valid range.
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    expect(screen.queryByText('The end date must not be before the start date')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(dialog).toBeInTheDocument();
  });
});
