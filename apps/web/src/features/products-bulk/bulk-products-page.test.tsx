import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkCsvHeaders, CATALOGUE_LIMIT, type Category } from '@portal/domain';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { BulkProductsPage } from './bulk-products-page.tsx';

let categories: Category[];
let posts: Array<{ url: string; body: unknown }>;
/** The supplier's catalogue as GET suppliers/products answers it (only its size matters here). */
let catalogue: Array<{ id: number }>;

beforeEach(() => {
  // The page keeps its rows when it is left (an unmount): each test starts with none.
  window.sessionStorage.clear();
  categories = [
    { id: 1, name: 'Fruit', parentCategoryId: null },
    { id: 2, name: 'Apples', parentCategoryId: 1 },
  ];
  posts = [];
  catalogue = [];
  server.use(
    http.post('/api/categories', async ({ request }) => {
      const body = (await request.json()) as { name: string; parentId: number | null };
      posts.push({ url: new URL(request.url).pathname, body });
      // The first category "already exists": a 409 with its id counts as success.
      const id = 10 + posts.length;
      categories.push({ id, name: body.name, parentCategoryId: body.parentId });
      return posts.length === 1
        ? json(409, { errors: [{ param: '', message: 'Category already exists', code: 'conflict' }], id })
        : json(201, { id });
    }),
    http.get('/api/categories', () => json(200, { data: categories })),
    http.get('/api/suppliers/products', () => json(200, { data: catalogue })),
    http.get('/api/suppliers/auth/me', () => json(200, { id: 1, isStaff: true, company: 'Test' })),
  );
});
afterEach(() => window.sessionStorage.clear());

function renderPage() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <BulkProductsPage mode="add" />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const line = (cells: string[]) => cells.join(',');
const row = (sku: string, one: string, two = '', three = '') =>
  line([sku, `Name ${sku}`, one, two, three, '5.00', 'Kilogram', '"500,1000"', 'Gram', 'Y', 'Y', 'N']);

async function upload(text: string) {
  const input = screen.getByTestId('bulk-csv-input');
  await waitFor(() => expect(screen.getByRole('button', { name: /Upload CSV file/ })).toBeEnabled(), {
    timeout: 120_000,
  });
  fireEvent.change(input, { target: { files: [new File([text], 'p.csv', { type: 'text/csv' })] } });
}

describe('BulkProductsPage (add)', () => {
  it('shows the expected and uploaded headers when they differ', async () => {
    renderPage();
    await upload('SKU,Name\r\na,b\r\n');
    expect(await screen.findByText('Your CSV has incorrect headers')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Expected and uploaded headers' });
    expect(within(table).getByText('Product SKU')).toBeInTheDocument();
    expect(within(table).getByText('SKU')).toBeInTheDocument();
  });

  it('says plainly that a picture renamed .csv is not a CSV file, and brings the message into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show instructions' }));
    const input = screen.getByTestId('bulk-csv-input');
    await waitFor(() => expect(screen.getByRole('button', { name: /Upload CSV file/ })).toBeEnabled(), {
      timeout: 120_000,
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    fireEvent.change(input, { target: { files: [new File([png], 'photo.csv', { type: 'text/csv' })] } });
    const message = await screen.findByText(
      'This file is not a CSV file: it holds no text. Save your spreadsheet as CSV (UTF-8, comma separated) and upload that file.',
    );
    expect(screen.queryByText('Your CSV has incorrect headers')).not.toBeInTheDocument();
    const alert = screen.getByTestId('bulk-file-problem');
    expect(alert).toContainElement(message);
    expect(alert).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
  });

  it('lists errors first, blocks Create Categories while category-one errors remain, then creates the missing ones', async () => {
    renderPage();
    const csv = [
      bulkCsvHeaders('add').join(','),
      row('OK-1', 'Fruit', 'Apples'),
      row('BAD-1', 'Apples'),
      row('NEW-1', 'Meat', 'Beef'),
      row('NEW-2', 'Fruit', 'Pears'),
    ].join('\r\n');
    await upload(csv);
    const table = await screen.findByRole('table', { name: 'Pending Products' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveTextContent('Name BAD-1');
    expect(bodyRows[0]).toHaveTextContent('Category is not a top tier category');
    expect(bodyRows[3]).toHaveTextContent('Name OK-1');
    expect(await screen.findByText('Products invalid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create Categories' }));
    expect(
      await screen.findByText('Please correct all Category One errors before creating new ones'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Name BAD-1' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Categories' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Meat', 'Meat > Beef', 'Fruit > Pears']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Categories' }));
    const slow = { timeout: 120_000 };
    await waitFor(() => expect(screen.getByText('3 products are ready to save.')).toBeInTheDocument(), slow);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(await screen.findByText('Created 3 categories', {}, slow)).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([
      { name: 'Meat', parentId: null },
      { name: 'Beef', parentId: 11 },
      { name: 'Pears', parentId: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // The Create Categories button is gone: the focus goes to what is left to do, not the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });

  it('puts the focus on the next thing to do after the file is read and after Update product', async () => {
    renderPage();
    await upload([bulkCsvHeaders('add').join(','), row('A', 'Fruit'), row('BAD', 'Nope')].join('\r\n'));
    const fix = await screen.findByRole('button', { name: 'Edit Name BAD' });
    await waitFor(() => expect(fix).toHaveFocus());
    await userEvent.click(fix);
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const one = within(dialog).getByLabelText('Category One');
    await userEvent.clear(one);
    await userEvent.type(one, 'Fruit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Updated product successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('checks the catalogue limit when the file is read, and says what the limit is', async () => {
    catalogue = Array.from({ length: CATALOGUE_LIMIT - 1 }, (_, i) => ({ id: i + 1 }));
    renderPage();
    await upload([bulkCsvHeaders('add').join(','), row('A', 'Fruit'), row('B', 'Fruit')].join('\r\n'));
    const problem = await screen.findByTestId('bulk-file-problem');
    expect(problem).toHaveTextContent(
      'This upload would take your catalogue to 20,001 products. A catalogue can hold at most 20,000 products',
    );
    expect(screen.queryByRole('table', { name: 'Pending Products' })).not.toBeInTheDocument();
  });

  it('revalidates an edited row and says whether it is now correct', async () => {
    renderPage();
    await upload([bulkCsvHeaders('add').join(','), row('A', 'Fruit'), row('A', 'Fruit')].join('\r\n'));
    expect(await screen.findAllByText('Product SKU is duplicated')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit Name A' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const price = within(dialog).getByLabelText('Price (Ex.GST)');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Updated product incorrectly')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit Name A' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Edit product' });
    const sku = within(again).getByLabelText('SKU');
    await userEvent.clear(sku);
    await userEvent.type(sku, 'B');
    const price2 = within(again).getByLabelText('Price (Ex.GST)');
    await userEvent.clear(price2);
    await userEvent.type(price2, '1.23');
    await userEvent.click(within(again).getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Updated product successfully')).toBeInTheDocument();
    expect(screen.getByText('2 products are ready to save.')).toBeInTheDocument();
  });

  it("numbers rows by the file's own lines, blank lines counted", async () => {
    renderPage();
    const csv = [bulkCsvHeaders('add').join(','), '', row('A', 'Fruit'), '', '', row('BAD', 'Nope')].join(
      '\r\n',
    );
    await upload(csv);
    const table = await screen.findByRole('table', { name: 'Pending Products' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    // Errors first: the bad record sits on line 6 of the file, the good one on line 3.
    expect(within(bodyRows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^6$/);
    expect(within(bodyRows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^3$/);
  });

  it('Ignore removes the row with Product deleted, and Undo delete brings it back', async () => {
    renderPage();
    await upload([bulkCsvHeaders('add').join(','), row('A', 'Fruit'), row('B', 'Fruit')].join('\r\n'));
    expect(await screen.findByText('2 products are ready to save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ignore Name A' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(screen.queryByText('Name A')).not.toBeInTheDocument();
    expect(screen.getByText('1 product is ready to save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo delete' }));
    expect(await screen.findByText('Name A')).toBeInTheDocument();
    expect(screen.getByText('2 products are ready to save.')).toBeInTheDocument();
  });

  it('keeps the pending rows, edits included, across a reload until Reset', async () => {
    const first = renderPage();
    await upload([bulkCsvHeaders('add').join(','), row('A', 'Fruit'), row('B', 'Fruit')].join('\r\n'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Name B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Name A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
    first.unmount();

    // A reload: a new page reads what the session kept.
    renderPage();
    const table = await screen.findByRole('table', { name: 'Pending Products' });
    expect(within(table).getByText('Renamed')).toBeInTheDocument();
    expect(within(table).queryByText('Name B')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 product is ready to save.')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('bulkRowsToCsv', () => {
  it('starts with a UTF-8 byte-order mark so Excel keeps Jalapeño, and reads back the same', async () => {
    const { bulkRowsToCsv, parseBulkCsvText } = await import('./lib/parse-csv.ts');
    const csv = bulkRowsToCsv(
      [
        {
          productId: '',
          sku: 'J-1',
          name: 'Jalapeño',
          categoryOne: 'Fruit',
          categoryTwo: '',
          categoryThree: '',
          price: '5.00',
          unitOfPrice: 'Kilogram',
          portions: '1',
          unitOfPortion: 'Kilogram',
          taxable: 'Y',
          enabled: 'Y',
          outOfStock: 'N',
        },
      ],
      'add',
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const back = parseBulkCsvText(csv, 'add');
    expect(back.ok && back.rows[0]?.name).toBe('Jalapeño');
    expect(back.ok && back.lines).toEqual([2]);
  });
});
