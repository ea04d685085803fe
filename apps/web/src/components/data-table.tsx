import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Column,
  type OnChangeFn,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import {
  Box,
  Paper,
  Table,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { styled, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_styleFunctionSx as styleFunctionSx } from '@mui/system';
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { useIsMobile } from '../lib/breakpoints.ts';
import { Pager } from './simple-pager.tsx';
import { RowCheckbox } from './table/row-checkbox.tsx';
import { tableBodyStyles, type RowTone } from './table/table-body-styles.ts';
import { CARDS_CLASS, cardStyles, VISUALLY_HIDDEN } from './table/card-styles.ts';

export type { ColumnDef, RowSelectionState, SortingState };

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters are TanStack's own.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** An unlabelled column's name for screen readers and a phone's card (default 'Actions'). */
    hiddenHeader?: string;
  }
}

type Paging =
  | {
      mode: 'client';
      pageSize: number;
      pageSizeOptions?: number[];
      pageIndex?: number;
      onPageChange?: (pageIndex: number) => void;
    }
  | {
      mode: 'server';
      pageSize: number;
      pageSizeOptions?: number[];
      /** 0-based. */
      pageIndex: number;
      total: number;
      onPageChange: (pageIndex: number) => void;
      onPageSizeChange?: (pageSize: number) => void;
    };

export type DataTableProps<T> = {
  'aria-label': string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column values are heterogeneous.
  columns: ColumnDef<T, any>[];
  data: T[];
  /**
   * A row's key (and its id for selection). `index` is its place in the rows the table is given, which for
   * a client-paged table without a sort is the page's rows alone: keyed by it, a page change writes the
   * new values into the rows on screen instead of replacing them.
   */
  getRowId: (row: T, index: number) => string;
  loading?: boolean;
  /** Shown instead of the table when there are no rows and nothing is loading. */
  empty?: ReactNode;
  paging?: Paging;
  /** Controlled sorting; with server paging the server sorts (manualSorting). */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  selection?: RowSelectionState;
  onSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Under 768 px a row click acts (opens the row); on wider screens the row's buttons do. */
  onRowClick?: (row: T) => void;
  /** A row shown muted (e.g. a line taken out of an order) or as an error (a row that will not save). */
  rowTone?: (row: T) => RowTone | undefined;
  size?: 'small' | 'medium';
  /**
   * Half the cells' side padding, headers that may wrap and cells that break long words when they
   * must, for wide tables that must fit a laptop screen without scrolling sideways.
   */
  compact?: boolean;
  stickyHeader?: boolean;
  /**
   * The header's height in lines of text per breakpoint, for a compact table whose headers wrap once its
   * rows have set the columns: kept from the first paint, the rows below do not move when they arrive.
   */
  headerLines?: { xs: number; md: number };
  /** How many placeholder rows stand in while loading (default: the page size, at most 20, else 5). */
  skeletonRows?: number;
};

/** A column's name on a phone's card: its header when that is text (a selection column has none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as DataTableProps' columns.
const labelOf = (column: ColumnDef<any, unknown>) =>
  typeof column.header === 'string' && column.header !== '' ? column.header : column.meta?.hiddenHeader;

/** One height for placeholder and real rows (a row with a small button or chip), so nothing jumps. */
const ROW_HEIGHT = { small: 45, medium: 57 } as const;
const MAX_SKELETON_ROWS = 20;
/** A header row of `lines` lines: MUI's head cell line height (1.5rem) plus its padding and rule. */
const headerHeight = (lines: number, size: 'small' | 'medium') =>
  lines * 24 + (size === 'small' ? 12 : 32) + 1;

/**
 * The one table of the portal: MUI Table rendered from TanStack Table, with sorting, client or
 * server paging, row selection, loading skeleton rows, an empty state, and the mobile row click.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, paging, loading, empty, selection, onSelectionChange, onRowClick } = props;
  const mobile = useIsMobile();
  const server = paging?.mode === 'server';
  const allColumns = useWithSelection(columns, onSelectionChange);

  // On a phone each row is a card of 'Label  value' lines (card-styles.ts): every column shows.
  const cards = mobile;
  const cellRole = (role: string) => (cards ? { role } : {});

  // Client paging without a sort hands TanStack only the page's rows: it builds a row object (with a
  // closure per feature) for every row it is given, which for a list of 10,000 was seconds of work and
  // garbage on each new list, while a page shows 30. With a sort the whole list must be sorted first.
  const slice = useClientPage(data, paging, props.sorting);

  // New rows render in the background, in slices the browser can interrupt (a page of 100 orders was
  // one long task of ~1 s on a throttled phone, so typing and scrolling stalled): until they are ready the
  // previous rows, or the placeholders, stay. A table mounted with more rows than a block of placeholders
  // (a cold load whose rows arrived early) draws that many first, which sets its columns, and the rest likewise.
  const pageData = slice?.rows ?? data;
  const firstRows = useMemo(() => pageData.slice(0, MAX_SKELETON_ROWS), [pageData]);
  const shownData = useDeferredValue(pageData, firstRows);
  const settling = shownData !== pageData;
  const table = useReactTable<T>({
    data: shownData,
    columns: allColumns,
    getRowId: props.getRowId,
    state: {
      ...(props.sorting ? { sorting: props.sorting } : {}),
      ...(selection ? { rowSelection: selection } : {}),
      // Client paging keeps its own page unless the caller controls it (e.g. from the URL).
      ...(slice
        ? { pagination: { pageIndex: 0, pageSize: slice.pageSize } }
        : paging && (server || paging.pageIndex !== undefined)
          ? { pagination: { pageIndex: paging.pageIndex ?? 0, pageSize: paging.pageSize } }
          : {}),
    },
    initialState: paging ? { pagination: { pageIndex: 0, pageSize: paging.pageSize } } : undefined,
    onSortingChange: props.onSortingChange,
    onRowSelectionChange: onSelectionChange,
    enableRowSelection: !!onSelectionChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getPaginationRowModel: paging && !server && !slice ? getPaginationRowModel() : undefined,
    manualSorting: server,
    manualPagination: server || !!slice,
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const size = props.size ?? 'small';
  const skeletonRows = props.skeletonRows ?? (paging ? Math.min(paging.pageSize, MAX_SKELETON_ROWS) : 5);
  const visibleColumns = table.getVisibleLeafColumns();
  const total = paging?.mode === 'server' ? paging.total : data.length;
  const tableStyles = useTableStyles(size, props.compact, props.headerLines);
  if (!loading && data.length === 0 && empty) return <>{empty}</>;
  const placeholders = (loading || settling) && rows.length === 0;

  return (
    <Paper variant="outlined" sx={{ width: '100%', minWidth: 0, maxWidth: '100%', overflow: 'hidden' }}>
      {/* A table wider than the screen scrolls inside this box, never the page; the box takes focus so a
          keyboard can scroll it too. */}
      <TableContainer
        tabIndex={0}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <StyledTable
          size={size}
          aria-label={props['aria-label']}
          className={cards ? CARDS_CLASS : undefined}
          {...cellRole('table')}
          stickyHeader={props.stickyHeader}
          aria-busy={loading || placeholders || undefined}
          styles={tableStyles}
        >
          <DataTableHead
            table={table}
            cards={cards}
            sortable={!!props.onSortingChange}
            compact={props.compact}
          />
          {/* The body is plain rows and cells styled once by the table (table-body-styles.ts): a page of 100
              orders was ~1,000 styled MUI cells, checkboxes and rows, the most of its render time. */}
          <DataTableBody
            rows={rows}
            columns={visibleColumns}
            placeholders={placeholders ? skeletonRows : 0}
            cards={cards}
            onRowClick={mobile ? onRowClick : undefined}
            rowTone={props.rowTone}
            selection={table.getState().rowSelection}
          />
        </StyledTable>
      </TableContainer>
      {paging && (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Pager
            count={total}
            page={
              slice
                ? slice.pageIndex
                : Math.min(
                    table.getState().pagination.pageIndex,
                    Math.max(0, Math.ceil(total / table.getState().pagination.pageSize) - 1),
                  )
            }
            rowsPerPage={slice ? slice.pageSize : table.getState().pagination.pageSize}
            rowsPerPageOptions={paging.pageSizeOptions ?? [paging.pageSize]}
            onPageChange={(page) =>
              paging.onPageChange
                ? paging.onPageChange(page)
                : slice
                  ? slice.setPageIndex(page)
                  : table.setPageIndex(page)
            }
            onRowsPerPageChange={(size) => {
              if (paging.mode === 'server') paging.onPageSizeChange?.(size);
              else if (slice) slice.setPageSize(size);
              else table.setPageSize(size);
            }}
          />
        </Box>
      )}
    </Paper>
  );
}

type BodyProps<T> = {
  rows: Row<T>[];
  columns: Column<T, unknown>[];
  /** How many placeholder rows to draw instead of the rows (0: the rows). */
  placeholders: number;
  cards: boolean;
  /** The row's click, on a phone only. */
  onRowClick?: (row: T) => void;
  rowTone?: (row: T) => RowTone | undefined;
  /** Read by the rows (row.getIsSelected): a new selection draws them again. */
  selection: RowSelectionState;
};

/**
 * The rows (or their placeholders), drawn again only when what they show changes: a render of the table
 * alone, such as a page change's first render (the pager moves at once while the new page's rows render
 * in the background), no longer draws every row of the page still shown a second time.
 */
const DataTableBody = memo(function DataTableBody<T>({
  rows,
  columns,
  placeholders,
  cards,
  onRowClick,
  rowTone,
}: BodyProps<T>) {
  const cellRole = (role: string) => (cards ? { role } : {});
  return (
    <tbody {...cellRole('rowgroup')}>
      {placeholders
        ? Array.from({ length: placeholders }, (_, i) => (
            <tr key={`skeleton-${i}`} {...cellRole('row')}>
              {columns.map((c) => (
                <td key={c.id} data-label={cards ? labelOf(c.columnDef) : undefined} {...cellRole('cell')}>
                  <span className="cell-skeleton" />
                </td>
              ))}
            </tr>
          ))
        : rows.map((row) => {
            const tone = rowTone?.(row.original);
            const classes = [
              row.getIsSelected() && 'row-selected',
              onRowClick && 'row-clickable',
              tone && `row-${tone}`,
            ].filter(Boolean);
            return (
              <tr
                key={row.id}
                className={classes.join(' ') || undefined}
                {...cellRole('row')}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={cards ? labelOf(cell.column.columnDef) : undefined}
                    {...cellRole('cell')}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
    </tbody>
  );
}) as <T>(props: BodyProps<T>) => ReactNode;

/**
 * The page of a client-paged table that is not sorted: its rows, and its page (the caller's, e.g. from the
 * URL, or the table's own) kept within the list. Null when the table sorts or pages otherwise.
 */
function useClientPage<T>(data: T[], paging: Paging | undefined, sorting: SortingState | undefined) {
  const [ownPage, setOwnPage] = useState(0);
  const [ownSize, setOwnSize] = useState(paging?.pageSize ?? 0);
  const active = paging?.mode === 'client' && !sorting?.length;
  const pageSize = ownSize || (paging?.pageSize ?? 1);
  const last = Math.max(0, Math.ceil(data.length / pageSize) - 1);
  const pageIndex = Math.min(active ? (paging.pageIndex ?? ownPage) : 0, last);
  const rows = useMemo(
    () => (active ? data.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) : null),
    [active, data, pageIndex, pageSize],
  );
  if (!rows) return null;
  return {
    rows,
    pageIndex,
    pageSize,
    setPageIndex: setOwnPage,
    setPageSize: (size: number) => {
      setOwnSize(size);
      setOwnPage(0);
    },
  };
}

/** The columns with a row-selection checkbox column in front when rows can be selected. */
function useWithSelection<T>(
  columns: DataTableProps<T>['columns'],
  onSelectionChange: DataTableProps<T>['onSelectionChange'],
): ColumnDef<T, unknown>[] {
  return useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!onSelectionChange) return columns;
    const select: ColumnDef<T, unknown> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <RowCheckbox
          label="Select all rows on this page"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <RowCheckbox
          label={`Select row ${row.id}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, onSelectionChange]);
}

/**
 * The table's own styles (tableSx) made into one emotion style once per theme and kind of table, not at
 * each render: as an `sx` they were read and hashed again at every render of the table (two for each
 * page change), 8-13 ms of the 10,000-row bulk preview's page change of ~40 ms of script (issue 53 §3).
 */
const madeStyles = new WeakMap<Theme, Map<string, SerializedStyles>>();
function useTableStyles(
  size: 'small' | 'medium',
  compact: boolean | undefined,
  headerLines: DataTableProps<unknown>['headerLines'],
): SerializedStyles {
  const theme = useTheme();
  const key = `${size} ${!!compact} ${headerLines?.xs ?? ''} ${headerLines?.md ?? ''}`;
  let ofTheme = madeStyles.get(theme);
  if (!ofTheme) madeStyles.set(theme, (ofTheme = new Map<string, SerializedStyles>()));
  let styles = ofTheme.get(key);
  if (!styles) {
    // tableSx is an array: so is what styleFunctionSx makes of it (its type says one object).
    const objects = styleFunctionSx({ sx: tableSx(size, compact, headerLines), theme }) as unknown;
    styles = css(objects as CSSObject[]);
    ofTheme.set(key, styles);
  }
  return styles;
}

const StyledTable = styled(Table, { shouldForwardProp: (prop) => prop !== 'styles' })<{
  styles: SerializedStyles;
}>(({ styles }) => styles);

/** The table's own styles: body rows, phone cards, row height, padding and header height. */
function tableSx(
  size: 'small' | 'medium',
  compact: boolean | undefined,
  headerLines: DataTableProps<unknown>['headerLines'],
): SxProps<Theme> {
  return [
    tableBodyStyles(size),
    cardStyles,
    {
      '& tbody tr': { height: ROW_HEIGHT[size] },
      // Narrower cell padding on phones: the phone columns fit 390 px without scrolling the box.
      '& .MuiTableCell-root, & td': { px: compact ? { xs: 0.75, md: 1 } : { xs: 0.75, md: 2 } },
      '& .MuiTableCell-head': { whiteSpace: { xs: 'normal', md: undefined } },
      // A compact table that still would not fit breaks its longest words rather than its box.
      ...(compact && { '& tbody td': { overflowWrap: 'anywhere' } }),
      ...(headerLines && {
        '& thead tr': {
          height: {
            xs: headerHeight(headerLines.xs, size),
            md: headerHeight(headerLines.md, size),
          },
        },
      }),
    },
  ];
}

/** The header row: sort labels where the column sorts, a hidden name where it has no header. */
function DataTableHead<T>({
  table,
  cards,
  sortable,
  compact,
}: {
  table: TanstackTable<T>;
  cards: boolean;
  sortable: boolean;
  compact: boolean | undefined;
}) {
  const cellRole = (role: string) => (cards ? { role } : {});
  return (
    <TableHead {...cellRole('rowgroup')}>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} {...cellRole('row')}>
          {group.headers.map((header) => {
            const canSort = header.column.getCanSort() && sortable;
            const sorted = header.column.getIsSorted();
            return (
              <TableCell
                key={header.id}
                sortDirection={sorted || false}
                {...cellRole('columnheader')}
                sx={{ fontWeight: 700, whiteSpace: compact ? 'normal' : 'nowrap' }}
              >
                {header.isPlaceholder ? null : canSort ? (
                  <TableSortLabel
                    active={!!sorted}
                    direction={sorted || 'asc'}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableSortLabel>
                ) : header.column.columnDef.header === '' ? (
                  // An unlabelled column (row actions) still names itself to screen readers
                  // (axe empty-table-header).
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {header.column.columnDef.meta?.hiddenHeader ?? 'Actions'}
                  </Box>
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
