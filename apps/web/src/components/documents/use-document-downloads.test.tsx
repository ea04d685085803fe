import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentDownloads } from './use-document-downloads.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** 21 orders: one more than a direct download takes, so the e-mail dialog opens. */
function Harness() {
  const documents = useDocumentDownloads();
  return (
    <>
      <button
        onClick={() =>
          documents.download(
            'invoice',
            Array.from({ length: 21 }, (_, i) => i + 1),
          )
        }
      >
        Download 21 invoices
      </button>
      {documents.dialogs}
    </>
  );
}

function renderWithMe(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/suppliers/auth/me') ? answer() : json(404, { errors: [] }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <Harness />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('useDocumentDownloads: Confirm Email Download', () => {
  it("starts from the supplier's e-mail address", async () => {
    renderWithMe(() => json(200, { id: 1, isStaff: false, email: 'orders@harbourfresh.example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download 21 invoices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Email Download' });
    expect(dialog).toHaveTextContent('You have selected 21 orders.');
    expect(await screen.findByDisplayValue('orders@harbourfresh.example.com')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load supplier details')).not.toBeInTheDocument();
  });

  it("says 'Unable to load supplier details' when they cannot be loaded, and the address is typed in", async () => {
    renderWithMe(() => json(500, { errors: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Download 21 invoices' }));
    expect(await screen.findByText('Unable to load supplier details')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});
