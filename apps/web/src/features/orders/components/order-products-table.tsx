import { useState } from 'react';
import { Box, Chip, IconButton, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ORDER_PRODUCTS_PAGE_SIZE, changePercent, gstOfInc } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Money } from '../../../components/money.tsx';
import { formatChange } from '../../../lib/format.ts';
import type { OrderEditor, OrderRow } from '../use-order-editor.ts';
import { RemoveProductDialog } from './order-dialogs.tsx';

/** Under 768 px: the product (SKU, portion and ordered beneath it), what is supplied, its total, and
 *  the line actions while the order can still be edited. */
const MOBILE_COLUMNS = new Set(['product', 'supplied', 'total', 'actions']);

const nameOf = (r: OrderRow) => (r.kind === 'line' ? r.line.name : r.custom.name);

function columnsFor(
  editor: OrderEditor,
  mobile: boolean,
  openMenu: (anchor: HTMLElement, row: OrderRow) => void,
): ColumnDef<OrderRow>[] {
  const { pending } = editor;
  return [
    { id: 'n', header: '#', cell: ({ row }) => row.index + 1 },
    {
      id: 'sku',
      header: 'SKU',
      cell: ({ row }) => (row.original.kind === 'line' ? row.original.line.sku : row.original.custom.sku),
    },
    {
      id: 'product',
      header: 'Product',
      cell: ({ row }) => {
        const r = row.original;
        const err = editor.rowError(r);
        return (
          <Box>
            <Typography variant="body2">{nameOf(r)}</Typography>
            {mobile && (
              <Typography variant="caption" color="text.secondary">
                {r.kind === 'line'
                  ? `${r.line.sku} · ${r.line.portionSize} ${r.line.unitOfPortion} · ordered ${r.line.originalQuantityPriced} ${r.line.unitOfPrice}`
                  : `${r.custom.sku} · 1.00 unit`}
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              {(r.kind === 'custom' || r.line.substitution) && <Chip size="small" label="Custom product" />}
              {r.kind === 'line' && r.line.isOnSpecial && (
                <Chip size="small" color="secondary" label="Special" />
              )}
              {r.kind === 'line' && r.line.isOnCustomPrice && <Chip size="small" label="Custom price" />}
              {r.kind === 'line' && editor.isRemoved(r.line) && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={`Removed: ${editor.reasonOf(r.line)}`}
                />
              )}
            </Stack>
            {err && (
              <Typography variant="caption" color="error" role="alert">
                {err}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      id: 'portion',
      header: 'Portion',
      cell: ({ row }) =>
        row.original.kind === 'line'
          ? `${row.original.line.portionSize} ${row.original.line.unitOfPortion}`
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
          ? `${row.original.line.originalQuantityPriced} ${row.original.line.unitOfPrice}`
          : '0',
    },
    {
      id: 'supplied',
      header: 'Supplied',
      cell: ({ row }) => {
        const r = row.original;
        if (r.kind === 'custom') return `${r.custom.quantity} unit`;
        const line = r.line;
        if (!pending)
          return line.finalQuantityPriced === null ? '' : `${line.finalQuantityPriced} ${line.unitOfPrice}`;
        if (editor.isRemoved(line)) return `0 ${line.unitOfPrice}`;
        const err = editor.fieldError(line);
        return (
          <TextField
            size="small"
            value={editor.edit(line)?.qty ?? String(editor.qtyOf(line))}
            onChange={(ev) => editor.setQty(line, ev.target.value)}
            error={!!err}
            helperText={err ?? undefined}
            sx={{ width: mobile ? 92 : 120 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'aria-label': `Supplied quantity for ${line.name}` },
              input: { endAdornment: <Typography variant="caption">{line.unitOfPrice}</Typography> },
            }}
          />
        );
      },
    },
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
    {
      id: 'gst',
      header: 'GST',
      cell: ({ row }) => {
        const r = row.original;
        const has = r.kind === 'line' ? r.line.hasGST : r.custom.hasGST;
        return <Money cents={has ? gstOfInc(editor.totalOf(r)) : 0} />;
      },
    },
    {
      id: 'total',
      header: 'Total Price',
      cell: ({ row }) => {
        const r = row.original;
        const total = editor.totalOf(r);
        const change =
          r.kind === 'line' && total !== r.line.originalTotalIncGST
            ? changePercent(r.line.originalTotalIncGST, total)
            : null;
        return (
          <Box>
            <Money cents={total} />
            {change !== null && (
              <Typography
                variant="caption"
                sx={{ display: 'block' }}
                color={change < 0 ? 'error' : 'success.main'}
              >
                {formatChange(change, 2)}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const r = row.original;
        const show = pending && (r.kind === 'custom' || editor.qtyOf(r.line) > 0);
        if (!show) return null;
        return (
          <IconButton
            size="small"
            aria-label={`Actions for ${nameOf(r)}`}
            onClick={(e) => openMenu(e.currentTarget, r)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        );
      },
    },
  ];
}

/**
 * The order's products, 150 to a page, with supplied quantities editable while the order is
 * pending and a per-line Actions menu: a custom product or substitution line is dropped at
 * once, any other line is removed with a reason.
 */
export function OrderProductsTable({ editor, mobile }: { editor: OrderEditor; mobile: boolean }) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: OrderRow } | null>(null);
  const [removing, setRemoving] = useState<OrderRow | null>(null);
  const columns = columnsFor(editor, mobile, (anchor, row) => setMenu({ anchor, row }));

  return (
    <>
      <DataTable
        aria-label="Order products"
        compact={mobile}
        columns={
          mobile
            ? columns.filter((c) => MOBILE_COLUMNS.has(c.id ?? '') && (editor.pending || c.id !== 'actions'))
            : columns
        }
        data={editor.rows}
        getRowId={(r) => (r.kind === 'line' ? `l${r.line.orderProductId}` : `c${r.custom.key}`)}
        empty={<EmptyState title="Welcome to the order page" />}
        paging={{ mode: 'client', pageSize: ORDER_PRODUCTS_PAGE_SIZE }}
        rowSx={(r) => (r.kind === 'line' && editor.qtyOf(r.line) === 0 ? { opacity: 0.6 } : undefined)}
      />
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const row = menu!.row;
            setMenu(null);
            if (row.kind === 'custom') editor.removeCustom(row.custom.key);
            else if (row.line.substitution) editor.removeLine(row.line, null);
            else setRemoving(row);
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
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}
