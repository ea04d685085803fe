import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpecialProductOption } from '@portal/domain';
import { todayInZone } from '../../lib/format.ts';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { CreateSpecialPage } from './create-special-page.tsx';

const figs: SpecialProductOption = {
  id: 7,
  sku: 'HF-7',
  name: 'Figs',
  priceInCents: 1100, // $10.00 ex GST
  gstExempt: false,
  unitOfPrice: { unit: 'kg' },
};

/** $1.10 ex GST: 1% off rounds to $1.09, which is 0.9% less. */
const limes: SpecialProductOption = { ...figs, id: 8, sku: 'HF-8', name: 'Limes', priceInCents: 121 };

let posts: unknown[];
let staff = false;
let answer: () => Response;

beforeEach(() => {
  posts = [];
  answer = () => json(201, { id: 1 });
  server.use(
    http.post('/api/specials', async ({ request }) => {
      posts.push(await request.json());
      return answer();
    }),
    http.get('/api/suppliers/products', () => json(200, { data: [figs, limes] })),
    http.get('/api/suppliers/auth/me', () => json(200, { id: 1, isStaff: staff, company: 'Test' })),
  );
});
afterEach(() => {
  staff = false;
});

function renderPage() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
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
  it("shows staff's 1% off as 'Discount 1%', and the percentage's messages in spec 001's words", async () => {
    staff = true;
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Limes');
    await user.click(await screen.findByRole('option', { name: /Limes \(\$1\.10\/kg ex GST\)/ }));
    await user.click(screen.getByRole('button', { name: 'PERCENTAGE OFF' }));
    const percent = screen.getByLabelText('Percentage off (of the price ex GST)');
    await user.type(percent, '1');
    const summary = screen.getByRole('region', { name: 'Special summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Discount1%'));
    expect(summary).toHaveTextContent('$1.09/kg excl GST');
    await user.clear(percent);
    await user.type(percent, '100');
    await user.tab();
    expect(await screen.findByText('Special price must be at least 10 cents')).toBeInTheDocument();
    expect(screen.queryByText(/Percentage off must be between/)).not.toBeInTheDocument();
  });

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
