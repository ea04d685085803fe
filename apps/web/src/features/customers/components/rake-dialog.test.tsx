import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RakeDialog, type RakeTarget } from './rake-dialog.tsx';

let calls: Array<{ method: string; body: unknown }>;
let existing: Set<number>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  existing = new Set();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).split('?')[0];
      if (path === '/api/suppliers/custom-commission') {
        const body = JSON.parse(init?.body as string) as { venueId: number; customCommission: number };
        calls.push({ method: init?.method ?? 'GET', body });
        if (init?.method === 'POST' && existing.has(body.venueId))
          return json(409, {
            errors: [
              {
                param: '',
                message: 'This venue already has a custom rake. Edit it instead',
                code: 'custom_commission_exists',
              },
            ],
          });
        existing.add(body.venueId);
        return json(init?.method === 'POST' ? 201 : 200, body);
      }
      if (path === '/api/venues') return json(200, { data: [] });
      return json(404, { errors: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(target: RakeTarget) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RakeDialog open target={target} onClose={() => {}} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

async function saveAndConfirm(rake: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Custom Rake (%)'), rake);
  await user.click(screen.getByRole('button', { name: 'Save Custom Rake' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
}

describe('RakeDialog', () => {
  it("New Venue Rake on a row opens Create Custom Rake with that row's venue", async () => {
    renderDialog({ venueId: 15, venueName: 'Cronulla Surf Club', commission: null, exists: false });
    expect(screen.getByRole('dialog', { name: 'Create Custom Rake' })).toBeInTheDocument();
    expect(screen.getByText('#15 Cronulla Surf Club')).toBeInTheDocument();
    await saveAndConfirm('6');
    expect(await screen.findByText('Successfully created custom rake')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', body: { venueId: 15, customCommission: 6 } }]);
  });

  it('updates the rake of a venue that already has one instead of failing (spec 002 section 4)', async () => {
    existing.add(15);
    renderDialog({ venueId: 15, venueName: 'Cronulla Surf Club', commission: null, exists: false });
    await saveAndConfirm('7.5');
    expect(await screen.findByText('Successfully updated custom rake')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(screen.queryByText('This venue already has a custom rake. Edit it instead')).toBeNull();
  });
});
