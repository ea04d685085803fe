import { createContext, useContext, useState, type ReactNode } from 'react';
import { Box, Button, Chip, IconButton, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ORDER_PRODUCTS_PAGE_SIZE, changePercent, formatAmountOfUnit, gstOfInc } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Money } from '../../../components/money.tsx';
import { formatChange } from '../../../lib/format.ts';
import type { OrderEditor, OrderRow } from '../use-order-editor.ts';
import { RemoveProductDialog } from './order-dialogs.tsx';

/** Under 768 px: the product (SKU, portion and ordered beneath it), what is supplied, its total, and
 *  the line actions while the order can still be edited. */
const MOBILE_COLUMNS = new Set(['product', 'supplied', 'total', 'actions']);

/** A row's key for the page's row hooks: `line-{orderProductId}` or `custom-{key}`. */
const rowKey = (row: OrderRow) =>
  row.kind === 'line' ? `line-${row.line.orderProductId}` : `custom-${row.custom.key}`;

const nameOf = (r: OrderRow) => (r.kind === 'line' ? r.line.name : r.custom.name);

type RowHooks = {
  /** Called with the row's key when its supplied quantity is typed or it is removed or restored. */
  onEdited?: (key: string) => void;
  /** Anything to show at a row (the over-100% alert beside the quantity that caused it). */
  rowAlert?: (key: string) => ReactNode;
};

type TableState = RowHooks & {
  editor: OrderEditor;
  mobile: boolean;
  openMenu: (anchor: HTMLElement, row: OrderRow) => void;
};

/**
 * The cells read the editor from here, so the column definitions are module constants: a cell's
 * renderer keeps its identity from one render to the next and the quantity being typed is not
 * remounted (and does not lose focus) on every keystroke.
 */
const TableContext = createContext<TableState | null>(null);
const useTable = () => useContext(TableContext)!;

function ProductCell({ row: r }: { row: OrderRow }) {
  const { editor, mobile, rowAlert } = useTable();
  const err = editor.rowError(r);
  return (
    <Box>
      <Typography variant="body2">{nameOf(r)}</Typography>
      {mobile && (
        <Typography variant="caption" color="text.secondary">
          {r.kind === 'line'
            ? `${r.line.sku} · ${formatAmountOfUnit(r.line.portionSize, r.line.unitOfPortion)} · ordered ${formatAmountOfUnit(r.line.originalQuantityPriced, r.line.unitOfPrice)}`
            : `${r.custom.sku} · 1.00 unit`}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        {(r.kind === 'custom' || r.line.substitution) && <Chip size="small" label="Custom product" />}
        {r.kind === 'line' && r.line.isOnSpecial && <Chip size="small" color="secondary" label="Special" />}
        {r.kind === 'line' && r.line.isOnCustomPrice && <Chip size="small" label="Custom price" />}
        {r.kind === 'line' && editor.isRemoved(r.line) && (
          <Chip size="small" color="error" variant="outlined" label={`Removed: ${editor.reasonOf(r.line)}`} />
        )}
      </Stack>
      {err && (
        <Typography variant="caption" color="error" role="alert">
          {err}
        </Typography>
      )}
      {rowAlert?.(rowKey(r))}
    </Box>
  );
}

function SuppliedCell({ row: r }: { row: OrderRow }) {
  const { editor, mobile, onEdited } = useTable();
  if (r.kind === 'custom') return formatAmountOfUnit(r.custom.quantity, 'unit');
  const line = r.line;
  if (!editor.pending)
    return line.finalQuantityPriced === null
      ? ''
      : formatAmountOfUnit(line.finalQuantityPriced, line.unitOfPrice);
  if (!editor.editable) return formatAmountOfUnit(editor.qtyOf(line), line.unitOfPrice);
  if (editor.isRemoved(line)) return formatAmountOfUnit(0, line.unitOfPrice);
  const err = editor.fieldError(line);
  return (
    <TextField
      size="small"
      value={editor.edit(line)?.qty ?? String(editor.qtyOf(line))}
      onChange={(ev) => {
        editor.setQty(line, ev.target.value);
        onEdited?.(rowKey(r));
      }}
      error={!!err}
      helperText={err ?? undefined}
      sx={{ width: mobile ? 104 : 120 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': `Supplied quantity for ${line.name}` },
        // The unit keeps its width and stays on one line ('unit', not 'u/ni/t', on a phone).
        input: {
          endAdornment: (
            <Typography variant="caption" sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: 0.5 }}>
              {line.unitOfPrice}
            </Typography>
          ),
        },
      }}
    />
  );
}

function GstCell({ row: r }: { row: OrderRow }) {
  const { editor } = useTable();
  const has = r.kind === 'line' ? r.line.hasGST : r.custom.hasGST;
  return <Money cents={has ? gstOfInc(editor.totalOf(r)) : 0} />;
}

function TotalCell({ row: r }: { row: OrderRow }) {
  const { editor } = useTable();
  const total = editor.totalOf(r);
  const change =
    r.kind === 'line' && total !== r.line.originalTotalIncGST
      ? changePercent(r.line.originalTotalIncGST, total)
      : null;
  return (
    <Box>
      <Money cents={total} />
      {change !== null && (
        <Typography variant="caption" sx={{ display: 'block' }} color={change < 0 ? 'error' : 'success.main'}>
          {formatChange(change, 2)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * What a row's Actions cell holds: Restore for a line removed in this session (it can be put back until
 * the order is processed), the menu for a line still supplied or a custom product, else nothing.
 */
function rowAction(editor: OrderEditor, r: OrderRow): 'restore' | 'menu' | null {
  if (!editor.editable) return null;
  if (r.kind === 'line' && editor.edit(r.line)?.removed) return 'restore';
  return r.kind === 'custom' || editor.qtyOf(r.line) > 0 ? 'menu' : null;
}

function ActionsCell({ row: r }: { row: OrderRow }) {
  const { editor, openMenu, onEdited } = useTable();
  const action = rowAction(editor, r);
  if (action === 'restore' && r.kind === 'line')
    return (
      <Button
        size="small"
        aria-label={`Restore ${r.line.name}`}
        onClick={() => {
          editor.restoreLine(r.line);
          onEdited?.(rowKey(r));
        }}
      >
        Restore
      </Button>
    );
  if (action !== 'menu') return null;
  return (
    <IconButton
      size="small"
      aria-label={`Actions for ${nameOf(r)}`}
      onClick={(e) => openMenu(e.currentTarget, r)}
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  );
}

const COLUMNS: ColumnDef<OrderRow>[] = [
  { id: 'n', header: '#', cell: ({ row }) => row.index + 1 },
  {
    id: 'sku',
    header: 'SKU',
    cell: ({ row }) => (row.original.kind === 'line' ? row.original.line.sku : row.original.custom.sku),
  },
  { id: 'product', header: 'Product', cell: ({ row }) => <ProductCell row={row.original} /> },
  {
    id: 'portion',
    header: 'Portion',
    cell: ({ row }) =>
      row.original.kind === 'line'
        ? formatAmountOfUnit(row.original.line.portionSize, row.original.line.unitOfPortion)
        : '1.00 unit',
  },
  {
    id: 'qty',
    header: 'QTY',
    cell: ({ row }) => (row.original.kind === 'line' ? row.original.line.originalNumberOfPortions : ''),
  },
  {
    id: 'ordered',
    header: 'Ordered',
    cell: ({ row }) =>
      row.original.kind === 'line'
        ? formatAmountOfUnit(row.original.line.originalQuantityPriced, row.original.line.unitOfPrice)
        : '0',
  },
  { id: 'supplied', header: 'Supplied', cell: ({ row }) => <SuppliedCell row={row.original} /> },
  {
    id: 'unitPrice',
    header: 'Unit Price',
    cell: ({ row }) => {
      const r = row.original;
      return r.kind === 'line' ? (
        <>
          <Money cents={r.line.priceIncGST} />/{r.line.unitOfPrice}
        </>
      ) : (
        <Money cents={r.custom.priceIncGST} />
      );
    },
  },
  { id: 'gst', header: 'GST', cell: ({ row }) => <GstCell row={row.original} /> },
  { id: 'total', header: 'Total Price', cell: ({ row }) => <TotalCell row={row.original} /> },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <ActionsCell row={row.original} /> },
];
const MOBILE = COLUMNS.filter((c) => MOBILE_COLUMNS.has(c.id ?? ''));
/** Without the Actions column: shown only when some row has an action (none on a completed order). */
const COLUMNS_NO_ACTIONS = COLUMNS.filter((c) => c.id !== 'actions');
const MOBILE_NO_ACTIONS = MOBILE.filter((c) => c.id !== 'actions');

/**
 * The order's products, 150 to a page, with supplied quantities editable while the order is
 * pending and a per-line Actions menu: a custom product or substitution line is dropped at
 * once, any other line is removed with a reason (and can be restored until the order is processed).
 */
export function OrderProductsTable({
  editor,
  mobile,
  ...hooks
}: { editor: OrderEditor; mobile: boolean } & RowHooks) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: OrderRow } | null>(null);
  const [removing, setRemoving] = useState<OrderRow | null>(null);
  const state: TableState = { editor, mobile, ...hooks, openMenu: (anchor, row) => setMenu({ anchor, row }) };
  const hasActions = editor.rows.some((r) => rowAction(editor, r) !== null);

  return (
    <TableContext.Provider value={state}>
      <DataTable
        aria-label="Order products"
        compact={mobile}
        columns={hasActions ? (mobile ? MOBILE : COLUMNS) : mobile ? MOBILE_NO_ACTIONS : COLUMNS_NO_ACTIONS}
        data={editor.rows}
        getRowId={(r) => (r.kind === 'line' ? `l${r.line.orderProductId}` : `c${r.custom.key}`)}
        empty={<EmptyState title="Welcome to the order page" />}
        paging={{ mode: 'client', pageSize: ORDER_PRODUCTS_PAGE_SIZE }}
        rowTone={(r) => (r.kind === 'line' && editor.qtyOf(r.line) === 0 ? 'muted' : undefined)}
      />
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const row = menu!.row;
            setMenu(null);
            if (row.kind === 'custom') editor.removeCustom(row.custom.key);
            else if (row.line.substitution) {
              editor.removeLine(row.line, null);
              hooks.onEdited?.(rowKey(row));
            } else setRemoving(row);
          }}
        >
          Remove product
        </MenuItem>
      </Menu>
      {removing?.kind === 'line' && (
        <RemoveProductDialog
          open
          productName={removing.line.name}
          onClose={() => setRemoving(null)}
          onConfirm={(reason) => {
            editor.removeLine(removing.line, reason);
            hooks.onEdited?.(rowKey(removing));
            setRemoving(null);
          }}
        />
      )}
    </TableContext.Provider>
  );
}
