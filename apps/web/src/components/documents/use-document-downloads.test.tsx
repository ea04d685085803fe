import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { useDocumentDownloads } from './use-document-downloads.tsx';

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
  server.use(http.get('/api/suppliers/auth/me', () => answer()));
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <Harness />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

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
