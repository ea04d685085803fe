import { formatAmountOfUnit, formatPortions, type Product } from '@portal/domain';
import type { ColumnDef } from '../../../components/data-table.tsx';
import { CellMarker } from '../../../components/table/cell-marker.tsx';
import { CellIconButton } from '../../../components/table/cell-parts.tsx';
import { formatDate } from '../../../lib/format.ts';
import { InlinePriceCell } from '../components/inline-price-cell.tsx';
import { ImageCell } from './image-cell.tsx';
import { MarkersCell } from './markers-cell.tsx';
import { NameCell, SkuText } from './name-cell.tsx';
import { ToggleCell } from './toggle-cell.tsx';

/** What the row's controls do; an action left out is one the person's role may not do. */
export type ProductColumnActions = {
  openImage: (p: Product) => void;
  openPricing?: (p: Product) => void;
  setStatus?: (p: Product, enabled: boolean) => void;
  setStock?: (p: Product, outOfStock: boolean) => void;
  setPrice?: (p: Product, dollarsExGst: string) => void;
};

/**
 * The products list's columns (spec 000 section 2), in order; staff get ID and Best Buy. On a phone
 * every column shows too, each row as a card (DataTable).
 */
export function productColumns({
  staff,
  query,
  actions,
}: {
  staff: boolean;
  query: string;
  actions: ProductColumnActions;
}): ColumnDef<Product>[] {
  const cols: Array<ColumnDef<Product> | false> = [
    {
      id: 'sku',
      header: 'SKU',
      accessorFn: (p) => p.sku ?? '',
      cell: ({ row }) => <SkuText sku={row.original.sku} />,
    },
    staff && { id: 'id', header: 'ID', accessorKey: 'id' },
    {
      id: 'image',
      header: 'Image',
      enableSorting: false,
      cell: ({ row }) => (
        <ImageCell product={row.original} staff={staff} onOpen={() => actions.openImage(row.original)} />
      ),
    },
    {
      id: 'name',
      header: 'Product Name',
      accessorKey: 'name',
      cell: ({ row }) => <NameCell product={row.original} query={query} />,
    },
    {
      id: 'markers',
      header: '',
      meta: { hiddenHeader: 'Markers' },
      enableSorting: false,
      cell: ({ row }) => <MarkersCell product={row.original} />,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (p) => (p.enabled ? 1 : 0),
      cell: ({ row: { original: p } }) => (
        <ToggleCell
          checked={p.enabled}
          onChange={actions.setStatus && ((v) => actions.setStatus?.(p, v))}
          label={`Enabled: ${p.name}`}
          on="Enabled"
          off="Disabled"
        />
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      accessorFn: (p) => (p.outOfStock ? 0 : 1),
      cell: ({ row: { original: p } }) => (
        <ToggleCell
          checked={!p.outOfStock}
          onChange={actions.setStock && ((v) => actions.setStock?.(p, !v))}
          label={`In stock: ${p.name}`}
          on="In stock"
          off="Out of stock"
        />
      ),
    },
    {
      id: 'price',
      header: 'Price (Ex. GST)',
      accessorKey: 'priceInCents',
      cell: ({ row }) => (
        <InlinePriceCell
          product={row.original}
          onSave={actions.setPrice && ((v) => actions.setPrice?.(row.original, v))}
        />
      ),
    },
    { id: 'unit', header: 'Price Unit', accessorFn: (p) => p.unitOfPrice.title },
    {
      id: 'portions',
      header: 'Portions',
      enableSorting: false,
      accessorFn: (p) => formatPortions(p.portions, p.unitOfPortion.unit),
      // A line may break between portions, never between a number and its unit ('20 / kg').
      cell: ({ row: { original: p } }) =>
        p.portions.map((n, i) => (
          <span key={i} className="cell-nowrap">
            {formatAmountOfUnit(n, p.unitOfPortion.unit)}
            {i < p.portions.length - 1 ? ', ' : ''}
          </span>
        )),
    },
    {
      id: 'updated',
      header: 'Updated',
      accessorKey: 'dateModified',
      cell: ({ row }) => <span className="cell-nowrap">{formatDate(row.original.dateModified)}</span>,
    },
    staff && {
      id: 'bestBuy',
      header: 'Best Buy',
      accessorFn: (p) => (p.isBestBuy ? 1 : 0),
      cell: ({ row }) =>
        row.original.isBestBuy ? <CellMarker icon="star" tone="warning" label="Best Buy" /> : null,
    },
    !!actions.openPricing && {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <CellIconButton
          icon="priceChange"
          title="Custom prices"
          label={`Edit custom prices for ${p.name}`}
          onClick={() => actions.openPricing?.(p)}
        />
      ),
    },
  ];
  return cols.filter(Boolean) as ColumnDef<Product>[];
}
