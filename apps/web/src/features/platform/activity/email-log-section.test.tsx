import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailLogPage } from '@portal/domain';
import { json, recordCalls, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { EmailLogSection } from './email-log-section.tsx';

/** The e-mail log answers `body` to every page and type asked for. */
const answer = (body: EmailLogPage) =>
  server.use(http.get('/api/suppliers/notifications/log', () => json(200, body)));

function renderSection() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <EmailLogSection />
    </QueryClientProvider>,
  );
}

const page: EmailLogPage = {
  total: 2,
  data: [
    {
      id: 2,
      kind: 'new_review',
      subject: 'New review from The Local',
      recipients: ['reviews@example.com'],
      attachment: null,
      status: 'failed',
      error: 'The mail server did not confirm the e-mail (ETIMEDOUT CONN)',
      createdAt: '2026-11-24T01:00:00.000Z',
      sentAt: null,
    },
    {
      id: 1,
      kind: 'new_order',
      subject: 'New order #42 from The Local',
      recipients: ['orders@example.com', 'more@example.com'],
      attachment: 'purchase-order-42.pdf',
      status: 'sent',
      error: null,
      createdAt: '2026-11-24T00:00:00.000Z',
      sentAt: '2026-11-24T00:00:05.000Z',
    },
  ],
};

describe('EmailLogSection', () => {
  it('lists what was e-mailed, to whom, and whether it was delivered', async () => {
    answer(page);
    const calls = recordCalls();
    renderSection();
    const section = screen.getByRole('region', { name: 'E-mails sent' });
    expect(await within(section).findByText('New order #42 from The Local')).toBeInTheDocument();
    expect(within(section).getByText('Attached: purchase-order-42.pdf')).toBeInTheDocument();
    expect(within(section).getByText('orders@example.com, more@example.com')).toBeInTheDocument();
    expect(within(section).getByText('Delivered')).toBeInTheDocument();
    expect(within(section).getByText('Failed')).toBeInTheDocument();
    expect(
      within(section).getByText('The mail server did not confirm the e-mail (ETIMEDOUT CONN)'),
    ).toBeInTheDocument();
    expect(within(section).getByText('New review')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/suppliers/notifications/log?page=1&pageSize=25');
  });

  it('says when nothing has been sent yet', async () => {
    answer({ data: [], total: 0 });
    renderSection();
    expect(await screen.findByText('No e-mails have been sent for this supplier yet.')).toBeInTheDocument();
  });

  it("names a credit note's e-mails by whom they went to", async () => {
    const notes: EmailLogPage = {
      total: 2,
      data: [
        {
          ...page.data[1]!,
          id: 4,
          kind: 'credit_note_supplier',
          subject: 'Adjustment note CN-3 for invoice INV-42 from Harbour Fresh Wholesale',
          attachment: 'credit-note-CN-3.pdf',
        },
        {
          ...page.data[1]!,
          id: 3,
          kind: 'credit_note_venue',
          subject: 'Adjustment note CN-3 for invoice INV-42 from Harbour Fresh Wholesale',
          recipients: ['kitchen@thelocal.example'],
          attachment: 'credit-note-CN-3.pdf',
        },
      ],
    };
    answer(notes);
    renderSection();
    const section = screen.getByRole('region', { name: 'E-mails sent' });
    const rowOf = async (to: string) => (await within(section).findByText(to)).closest('tr')!;
    const venueRow = await rowOf('kitchen@thelocal.example');
    expect(within(venueRow).getByText('Credit note to the venue')).toBeInTheDocument();
    expect(within(venueRow).getByText('Attached: credit-note-CN-3.pdf')).toBeInTheDocument();
    const supplierRow = await rowOf('orders@example.com, more@example.com');
    expect(within(supplierRow).getByText('Credit note to the order recipients')).toBeInTheDocument();
  });

  it('keeps to the type chosen, from every type the portal sends, and back to page 1', async () => {
    answer({ data: [], total: 0 });
    const calls = recordCalls();
    renderSection();
    await screen.findByText('No e-mails have been sent for this supplier yet.');
    await userEvent.click(screen.getByRole('combobox', { name: 'What' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'All e-mails',
      'New order',
      'Order changed by the venue',
      'Order cancelled by the venue',
      'Top-up order',
      'New review',
      "A venue's delivery details updated",
      'Daily summary',
      'Credit note to the venue',
      'Credit note to the order recipients',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Credit note to the venue' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/suppliers/notifications/log?page=1&pageSize=25&kind=credit_note_venue',
      ),
    );
    expect(
      await screen.findByText('No e-mails of this type have been sent for this supplier.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'What' }));
    await userEvent.click(screen.getByRole('option', { name: 'All e-mails' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/suppliers/notifications/log?page=1&pageSize=25'),
    );
  });
});
