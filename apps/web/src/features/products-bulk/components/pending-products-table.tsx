import { useMemo } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BULK_LIMITS, type BulkMode, type BulkRowField } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { errorsOf, hasErrors, orderRows, type PendingRow } from '../lib/pending-rows.ts';

type Props = {
  mode: BulkMode;
  rows: PendingRow[];
  onEdit: (line: number) => void;
  /**
   * Ignore and Delete both take the row out of the upload ('Product deleted', spec 000 section 4); they look
   * different (Ignore a crossed-out eye, Delete a bin in the error red) so neither is mistaken for the other.
   */
  onRemove: (line: number) => void;
};

/**
 * A value with its error under it, in the darker red that reaches 4.5:1 on an error row's tint (axe
 * color-contrast; the main red did not), so the supplier sees what to fix where it is. No minimum width:
 * seventeen columns share a laptop's width (issue 35), a long word breaking where it must.
 */
function Cell({ p, field }: { p: PendingRow; field: BulkRowField }) {
  const error = errorsOf(p)[field];
  const value = p.row[field];
  return (
    <Box>
      <Typography
        variant="body2"
        sx={{ color: error ? 'error.dark' : undefined, fontWeight: error ? 600 : undefined }}
      >
        {value || (error ? '(blank)' : '')}
      </Typography>
      {error && (
        <Typography
          variant="caption"
          role="alert"
          sx={{ display: 'block', maxWidth: 220, color: 'error.dark' }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}

const CATEGORY_FIELDS = ['categoryOne', 'categoryTwo', 'categoryThree'] as const;

const col = (field: BulkRowField, header: string): ColumnDef<PendingRow> => ({
  id: field,
  header,
  cell: ({ row }) => <Cell p={row.original} field={field} />,
});

/** 'Pending Products': rows with errors first and highlighted; each row can be edited, ignored or deleted. */
export function PendingProductsTable({ mode, rows, onEdit, onRemove }: Props) {
  const ordered = useMemo(() => orderRows(rows), [rows]);
  const columns = useMemo<ColumnDef<PendingRow>[]>(() => {
    const list: ColumnDef<PendingRow>[] = [
      {
        id: 'line',
        header: 'Row',
        cell: ({ row }) => row.original.line,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const p = row.original;
          const name = p.row.name || `row ${p.line}`;
          return (
            <Stack direction="row" spacing={0.5}>
              <Tooltip title="Edit">
                <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => onEdit(p.line)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Ignore">
                <IconButton size="small" aria-label={`Ignore ${name}`} onClick={() => onRemove(p.line)}>
                  <VisibilityOffIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  size="small"
                  aria-label={`Delete ${name}`}
                  onClick={() => onRemove(p.line)}
                  sx={{ color: 'error.dark' }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const p = row.original;
          if (hasErrors(p))
            return <Chip size="small" color="error" label={`${Object.keys(errorsOf(p)).length} error(s)`} />;
          if (mode === 'edit' && !p.result.change)
            return <Chip size="small" variant="outlined" label="No changes" />;
          return <Chip size="small" color="success" label={mode === 'edit' ? 'Changed' : 'Valid'} />;
        },
      },
    ];
    if (mode === 'edit') {
      list.push(col('productId', 'Product Id'));
      list.push({
        id: 'changes',
        header: 'Changes',
        cell: ({ row }) => (
          <Box component="ul" sx={{ m: 0, pl: 2, minWidth: 160 }}>
            {row.original.result.changes.map((c) => (
              <Typography component="li" variant="caption" key={c.field} sx={{ display: 'list-item' }}>
                {c.label}: {c.from || '(blank)'} → {c.to || '(blank)'}
              </Typography>
            ))}
          </Box>
        ),
      });
    }
    list.push(
      col('sku', 'SKU'),
      col('name', 'Name'),
      // One column for the three levels, each on its line with its error: a laptop's width fits.
      {
        id: 'categories',
        header: 'Categories',
        cell: ({ row }) => CATEGORY_FIELDS.map((f) => <Cell key={f} p={row.original} field={f} />),
      },
      col('price', 'Price (Ex.GST)'),
      col('unitOfPrice', 'Price Unit'),
      col('portions', 'Portions'),
      col('unitOfPortion', 'Portion Unit'),
      col('taxable', 'GST'),
      col('enabled', 'Enabled'),
      col('outOfStock', 'Out of Stock'),
    );
    return list;
  }, [mode, onEdit, onRemove]);

  return (
    <DataTable<PendingRow>
      aria-label="Pending Products"
      compact
      columns={columns}
      data={ordered}
      getRowId={(p) => String(p.line)}
      paging={{
        mode: 'client',
        pageSize: BULK_LIMITS.pageSize,
        pageSizeOptions: [...BULK_LIMITS.pageSizeOptions],
      }}
      rowTone={(p) => (hasErrors(p) ? 'error' : undefined)}
    />
  );
}
