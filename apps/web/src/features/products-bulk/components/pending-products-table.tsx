import { memo, useMemo, type ReactNode } from 'react';
import { BULK_LIMITS, type BulkMode, type BulkRowField } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { CellChip, CellIconButton } from '../../../components/table/cell-parts.tsx';
import { errorOf, errorsOf, hasErrors, orderRows, type PendingRow } from '../lib/pending-rows.ts';

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
 * seventeen columns share a laptop's width, a long word breaking where it must. A value without an error
 * is its text alone, no element around it: a page of 100 rows is 1,700 cells, and each element more in
 * each of them was React's work, the browser's style and layout, and paint at every page change.
 */
function cellOf(p: PendingRow, field: BulkRowField): ReactNode {
  const error = errorOf(p, field);
  const value = p.row[field];
  if (!error) return value;
  return (
    <div>
      <span className="cell-error">{value || '(blank)'}</span>
      <span className="cell-error-caption" role="alert">
        {error}
      </span>
    </div>
  );
}

const CATEGORY_FIELDS = ['categoryOne', 'categoryTwo', 'categoryThree'] as const;

/** The three category levels, each on its line with its error (a blank level without one takes no line). */
function categoriesOf(p: PendingRow): ReactNode {
  return CATEGORY_FIELDS.map((f) => (p.row[f] || errorOf(p, f) ? <div key={f}>{cellOf(p, f)}</div> : null));
}

const col = (field: BulkRowField, header: string): ColumnDef<PendingRow> => ({
  id: field,
  header,
  cell: ({ row }) => cellOf(row.original, field),
});

const rowPlace = (_p: PendingRow, index: number) => String(index);

/** 'Pending Products': rows with errors first and highlighted; each row can be edited, ignored or deleted. */
export const PendingProductsTable = memo(function PendingProductsTable({
  mode,
  rows,
  onEdit,
  onRemove,
}: Props) {
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
            <span className="cell-actions">
              <CellIconButton
                icon="edit"
                title="Edit"
                label={`Edit ${name}`}
                onClick={() => onEdit(p.line)}
              />
              <CellIconButton
                icon="visibilityOff"
                title="Ignore"
                label={`Ignore ${name}`}
                onClick={() => onRemove(p.line)}
              />
              <CellIconButton
                icon="delete"
                title="Delete"
                label={`Delete ${name}`}
                danger
                onClick={() => onRemove(p.line)}
              />
            </span>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const p = row.original;
          if (hasErrors(p))
            return <CellChip tone="error" label={`${Object.keys(errorsOf(p)).length} error(s)`} />;
          if (mode === 'edit' && !p.result.change) return <CellChip outlined label="No changes" />;
          return <CellChip tone="success" label={mode === 'edit' ? 'Changed' : 'Valid'} />;
        },
      },
    ];
    if (mode === 'edit') {
      list.push(col('productId', 'Product Id'));
      list.push({
        id: 'changes',
        header: 'Changes',
        cell: ({ row }) => (
          <ul className="cell-caption" style={{ margin: 0, paddingLeft: 16, minWidth: 160 }}>
            {row.original.result.changes.map((c) => (
              <li key={c.field}>
                {c.label}: {c.from || '(blank)'} → {c.to || '(blank)'}
              </li>
            ))}
          </ul>
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
        cell: ({ row }) => categoriesOf(row.original),
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
      // Keyed by place on the page (the rows hold no state of their own): a page change writes the next
      // page's values into the same rows and cells rather than removing and building ~1,500 elements.
      getRowId={rowPlace}
      paging={{
        mode: 'client',
        pageSize: BULK_LIMITS.pageSize,
        pageSizeOptions: [...BULK_LIMITS.pageSizeOptions],
      }}
      rowTone={(p) => (hasErrors(p) ? 'error' : undefined)}
    />
  );
});
