import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsRole } from '../../../test/as-role.tsx';
import { CustomPriceDialog } from './custom-price-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAdd(role: 'sales' | 'staff') {
  render(
    <AsRole role={role}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <CustomPriceDialog open editing={null} onClose={() => {}} />
        </SnackbarProvider>
      </QueryClientProvider>
    </AsRole>,
  );
}

// MUI's first render of a file and several dialogs' worth of typing take long on a loaded two-core machine.
describe('CustomPriceDialog', { timeout: 60_000 }, () => {
  it.each(['sales', 'staff'] as const)(
    'as %s, says which lists failed to load instead of showing empty pickers',
    async (role) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(500, { errors: [{ message: 'Internal error' }] })),
      );
      renderAdd(role);
      expect(await screen.findByText('Unable to load venues')).toBeInTheDocument();
      expect(await screen.findByText('Unable to load products')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Venue' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Product' })).toBeDisabled();
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    },
  );
});
