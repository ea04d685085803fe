import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecialProductOption } from '@portal/domain';
import { todayInZone } from '../../lib/format.ts';
import { CreateSpecialPage } from './create-special-page.tsx';

const figs: SpecialProductOption = {
  id: 7,
  sku: 'HF-7',
  name: 'Figs',
  priceInCents: 1100, // $10.00 ex GST
  gstExempt: false,
  unitOfPrice: { unit: 'kg' },
};

let posts: unknown[];
let answer: () => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  posts = [];
  answer = () => json(201, { id: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).split('?')[0];
      if (path === '/api/specials' && init?.method === 'POST') {
        posts.push(JSON.parse(init.body as string));
        return answer();
      }
      if (path === '/api/suppliers/products') return json(200, { data: [figs] });
      if (path === '/api/suppliers/auth/me') return json(200, { id: 1, isStaff: false, company: 'Test' });
      return json(404, { errors: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/specials/new']}>
          <Routes>
            <Route path="/specials/new" element={<CreateSpecialPage />} />
            <Route path="/specials" element={<h1>Specials list</h1>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

async function pickFigs() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Figs');
  await user.click(await screen.findByRole('option', { name: /Figs \(\$10\.00\/kg ex GST\)/ }));
  return user;
}

describe('CreateSpecialPage', () => {
  it("shows spec 001 section 5's messages for an empty form and for each kind of bad price", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish Special' }));
    expect(await screen.findByText('Product is required')).toBeInTheDocument();
    expect(screen.getAllByText('Date must be in the future')).toHaveLength(2);
    expect(screen.getByText('Special price must be at least 10 cents')).toBeInTheDocument();

    const price = screen.getByLabelText('Special price (ex GST)');
    const cases: Array<[string, string]> = [
      ['abc', 'Special price must be a number'],
      ['10.123', 'Special price must have a maximum of 2 decimal places'],
      ['-5', 'Special price cannot be negative'],
      ['0.09', 'Special price must be at least 10 cents'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(price);
      await user.type(price, typed);
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts).toEqual([]);
  });

  it('sends exactly 5% off incl GST and toasts the ex-GST price the supplier typed', async () => {
    renderPage();
    const user = await pickFigs();
    const today = todayInZone();
    await user.type(screen.getByLabelText('Start date'), today);
    await user.type(screen.getByLabelText('End date'), today);
    await user.type(screen.getByLabelText('Special price (ex GST)'), '9.51');
    await user.click(screen.getByRole('button', { name: 'Publish Special' }));
    expect(
      await screen.findByText('Special price must be at least 5% less than the current price'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Special price (ex GST)'));
    await user.type(screen.getByLabelText('Special price (ex GST)'), '9.50');
    // The summary shows both bases.
    expect(screen.getByText('$9.50/kg excl GST')).toBeInTheDocument();
    expect(screen.getByText('$10.45/kg incl GST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Special' }));
    expect(await screen.findByText('Successfully created special for Figs at $9.50/kg')).toBeInTheDocument();
    expect(posts).toEqual([
      { productId: 7, priceInCents: 1045, startDate: today, endDate: today, isBanner: false },
    ]);
    expect(await screen.findByRole('heading', { name: 'Specials list' })).toBeInTheDocument();
  });

  it("puts a server 400 on the field it names and toasts 'see the errors above'", async () => {
    answer = () =>
      json(400, {
        errors: [
          {
            param: 'priceInCents',
            message: 'Special price must be at least 5% less than the current price',
            code: 'invalid_parameter',
          },
          {
            param: '',
            message: 'This product already has a special during these dates',
            code: 'special_overlaps',
          },
        ],
      });
    renderPage();
    const user = await pickFigs();
    const today = todayInZone();
    await user.type(screen.getByLabelText('Start date'), today);
    await user.type(screen.getByLabelText('End date'), today);
    await user.type(screen.getByLabelText('Special price (ex GST)'), '5');
    await user.click(screen.getByRole('button', { name: 'Publish Special' }));
    expect(
      await screen.findByText('Unable to create special. Please see the errors above'),
    ).toBeInTheDocument();
    expect(screen.getByText('Whoops')).toBeInTheDocument();
    expect(screen.getByText('This product already has a special during these dates')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Special price (ex GST)')).toHaveAccessibleDescription(
        'Special price must be at least 5% less than the current price',
      ),
    );
  });
});
