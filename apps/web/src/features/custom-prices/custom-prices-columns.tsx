import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { exGstPrice, type CustomPriceListItem } from '@portal/domain';
import type { ColumnDef } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';

/** The product's own price ex GST: stored prices include GST unless the product is GST exempt. */
export const originalExGst = (r: CustomPriceListItem) =>
  exGstPrice(r.product.priceInCents, r.product.gstExempt);

type Actions = { onEdit: (row: CustomPriceListItem) => void; onDelete: (row: CustomPriceListItem) => void };

/** The Custom Prices table's columns, with Edit and Delete in each row. */
export function customPriceColumns({ onEdit, onDelete }: Actions): ColumnDef<CustomPriceListItem, unknown>[] {
  return [
    { id: 'sku', header: 'SKU', accessorFn: (r) => r.product.sku ?? '' },
    { id: 'product', header: 'Product Name', accessorFn: (r) => r.product.name },
    { id: 'venue', header: 'Venue', accessorFn: (r) => r.venue.venue },
    {
      id: 'original',
      header: 'Original (Ex GST)',
      accessorFn: originalExGst,
      cell: ({ row }) => <Money cents={originalExGst(row.original)} />,
    },
    {
      id: 'exGst',
      header: 'Ex GST',
      accessorFn: (r) => r.priceInCentsExGST,
      cell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Money cents={row.original.priceInCentsExGST} />
          {originalExGst(row.original) < row.original.priceInCentsExGST && (
            <Tooltip title="The product's own price is lower than this custom price">
              <WarningAmberIcon
                color="warning"
                fontSize="small"
                aria-label="Original price is lower than the custom price"
              />
            </Tooltip>
          )}
        </Stack>
      ),
    },
    {
      id: 'incGst',
      header: 'Inc GST',
      accessorFn: (r) => r.priceInCents,
      cell: ({ row }) => <Money cents={row.original.priceInCents} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="Edit Custom Price" describeChild>
            <IconButton
              size="small"
              aria-label={`Edit Custom Price for ${row.original.product.name} at ${row.original.venue.venue}`}
              onClick={(e) => {
                e.stopPropagation();
                onEdit(row.original);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete Custom Price" describeChild>
            <IconButton
              size="small"
              aria-label={`Delete Custom Price for ${row.original.product.name} at ${row.original.venue.venue}`}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(row.original);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}
