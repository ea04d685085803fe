import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type ColumnDef } from './data-table.tsx';

type Row = { id: number; name: string };
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
];
const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
}));

/** Under 768 px: every max-width media query matches. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('DataTable', () => {
  it('pages client-side', async () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.id)}
        paging={{ mode: 'client', pageSize: 15 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Item 20')).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        data={[]}
        getRowId={(r) => String(r.id)}
        empty={<p>Nothing here</p>}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('while loading, holds as many placeholder rows as the page will (at most 20)', () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        data={[]}
        loading
        getRowId={(r) => String(r.id)}
        paging={{ mode: 'server', pageSize: 25, pageIndex: 0, total: 0, onPageChange: () => {} }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('mounted with more rows than a block of placeholders, fills them in', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    render(<DataTable aria-label="Items" columns={columns} data={many} getRowId={(r) => String(r.id)} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(await within(table).findByText('Row 60')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('marks rows by their tone; on a phone a row opens, its checkbox only selects', async () => {
    asPhone();
    const opened = vi.fn();
    const changed = vi.fn();
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        data={rows.slice(0, 3)}
        getRowId={(r) => String(r.id)}
        rowTone={(r) => (r.id === 2 ? 'muted' : undefined)}
        selection={{}}
        onSelectionChange={changed}
        onRowClick={opened}
      />,
    );
    expect(screen.getByText('Item 02').closest('tr')).toHaveClass('row-muted');
    expect(screen.getByText('Item 01').closest('tr')).not.toHaveClass('row-muted');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(opened).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Item 01'));
    expect(opened).toHaveBeenCalledWith(rows[0]);
    vi.unstubAllGlobals();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('draws every column, each cell named by its column for the card', () => {
      asPhone();
      render(
        <DataTable
          aria-label="Items"
          columns={columns}
          data={rows.slice(0, 2)}
          getRowId={(r) => String(r.id)}
        />,
      );
      const table = screen.getByRole('table', { name: 'Items' });
      expect(table).toHaveClass('table-cards');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['ID', 'Name']);
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual([
        ['ID', '1'],
        ['Name', 'Item 01'],
      ]);
    });

    it('keeps a plain table on wider screens', () => {
      render(
        <DataTable
          aria-label="Items"
          columns={columns}
          data={rows.slice(0, 2)}
          getRowId={(r) => String(r.id)}
        />,
      );
      const table = screen.getByRole('table', { name: 'Items' });
      expect(table).not.toHaveClass('table-cards');
      expect(within(table).getAllByRole('cell')[0]).not.toHaveAttribute('data-label');
    });
  });
  it('draws the next page once on a page change: the rows still shown are not drawn again', async () => {
    let drawn = 0;
    const counted: ColumnDef<Row, unknown>[] = [
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => {
          drawn += 1;
          return row.original.name;
        },
      },
    ];
    render(
      <DataTable
        aria-label="Items"
        columns={counted}
        data={rows}
        getRowId={(r) => String(r.id)}
        paging={{ mode: 'client', pageSize: 5 }}
      />,
    );
    await screen.findByText('Item 05');
    drawn = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Item 10');
    expect(drawn).toBe(5);
  });

  it('keyed by place on the page, a page change writes the next page into the same rows', async () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        data={rows}
        getRowId={(_r, index) => String(index)}
        paging={{ mode: 'client', pageSize: 5 }}
      />,
    );
    const first = (await screen.findByText('Item 01')).closest('tr');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect((await screen.findByText('Item 06')).closest('tr')).toBe(first);
  });
});
