import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_EXPORT_NOTES } from '@portal/domain';
import { AccountingExportButton } from './accounting-export-button.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

describe('Accounting export', () => {
  it('offers Xero and MYOB and keeps Download off while the end is before the start', async () => {
    renderWithProviders(<AccountingExportButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Accounting export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accounting export' });
    expect(screen.getByRole('radio', { name: 'Xero (sales invoices)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MYOB AccountRight (service sales)' })).not.toBeChecked();
    // Before the download, the dialog says which file holds what and how Xero's limit of 500 documents is met.
    expect(
      screen.getByText(
        'Xero imports at most 500 invoices or credit notes at a time: more than that come as numbered CSV files of at most 500 each. Import them one after the other.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Xero imports invoices and credit notes with separate templates, so they come as separate files, in a ZIP when there is more than one: the invoices in xero-sales-invoices-….csv (import under Invoices, with amounts tax inclusive) and the credit notes in xero-credit-notes-….csv (import under Credit notes, with amounts tax inclusive), each credit note with its CN- number and the invoice it adjusts as its reference.',
      ),
    ).toBeInTheDocument();
    // The period is the invoices' (the GST period), and the files are for importing, kept as typed.
    expect(screen.getByText(ACCOUNTING_EXPORT_NOTES.period)).toBeInTheDocument();
    expect(
      screen.getByText(
        'These files are for importing into your accounting system, not for opening in a spreadsheet: every value is kept exactly as typed, with no formula guard, so the import matches your invoices and credit notes.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'MYOB AccountRight (service sales)' }));
    expect(
      screen.getByText(
        'Each venue has its own customer card in MYOB, identified by its Card ID: when importing, choose to identify cards by Card ID.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'One file: the invoices, then the credit notes as sales with negative amounts, each with its CN- number as the invoice number and the invoice it adjusts as the customer PO.',
      ),
    ).toBeInTheDocument();
    const from = screen.getByLabelText(/Invoiced from/);
    const to = screen.getByLabelText(/Invoiced to/);
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
