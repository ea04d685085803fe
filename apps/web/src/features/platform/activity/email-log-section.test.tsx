import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLogPage } from '@portal/domain';
import { EmailLogSection } from './email-log-section.tsx';

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
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

afterEach(() => vi.unstubAllGlobals());

describe('EmailLogSection', () => {
  it('lists what was e-mailed, to whom, and whether it was delivered', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
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
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/suppliers/notifications/log?page=1&pageSize=25');
  });

  it('says when nothing has been sent yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: [], total: 0 }), { status: 200 })),
    );
    renderSection();
    expect(
      await screen.findByText('No notification e-mails have been sent for this supplier yet.'),
    ).toBeInTheDocument();
  });
});
