import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import type { Special } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Money } from '../../../components/money.tsx';
import { SpecialStatusChip } from '../../../components/special-status-chip.tsx';
import { useCan } from '../../../lib/access.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSpecials } from '../../../api/specials.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { RowLinkButton } from './row-link-button.tsx';

/** The Active Specials block. */
export function ActiveSpecialsTable() {
  const navigate = useNavigate();
  const specials = useSpecials('active');
  const can = useCan();
  // Every role sees the active specials; the links only for roles that may open what they lead to.
  const mayOpenProduct = can('getProduct');
  const mayEditSpecials = can('createSpecial');
  const columns = useMemo<ColumnDef<Special, unknown>[]>(
    () => [
      { id: 'sku', header: 'SKU', cell: (c) => c.row.original.product.sku ?? '—' },
      { id: 'name', header: 'Product Name', cell: (c) => c.row.original.product.name },
      { id: 'start', header: 'Start', cell: (c) => formatDate(c.row.original.startDate) },
      { id: 'end', header: 'End', cell: (c) => formatDate(c.row.original.endDate) },
      { id: 'og', header: 'OG Price', cell: (c) => <Money cents={c.row.original.product.priceInCents} /> },
      { id: 'price', header: 'Special Price', cell: (c) => <Money cents={c.row.original.specialPrice} /> },
      { id: 'status', header: 'Status', cell: (c) => <SpecialStatusChip status={c.row.original.status} /> },
      {
        id: 'actions',
        header: 'Actions',
        cell: (c) =>
          mayOpenProduct && (
            <RowLinkButton
              to={paths.product(c.row.original.product.id)}
              label={`View Product ${c.row.original.product.name}`}
            >
              View Product
            </RowLinkButton>
          ),
      },
    ],
    [mayOpenProduct],
  );
  return (
    <DashboardSection
      title="Active Specials"
      viewAll={mayEditSpecials ? { to: paths.specials, label: 'View all specials' } : undefined}
    >
      {specials.isError ? (
        <ErrorPanel error={specials.error} onRetry={() => specials.refetch()} />
      ) : (
        <DataTable
          aria-label="Active Specials"
          columns={columns}
          data={specials.data?.active ?? []}
          getRowId={(s) => String(s.id)}
          loading={specials.isPending}
          onRowClick={mayOpenProduct ? (s) => navigate(paths.product(s.product.id)) : undefined}
          empty={
            <EmptyState
              title="No active specials"
              action={
                mayEditSpecials && (
                  <Button variant="contained" component={RouterLink} to={paths.specialsNew}>
                    Get Started with specials
                  </Button>
                )
              }
            >
              Put a product on special for a few days or weeks and venues will see it in the marketplace.
            </EmptyState>
          }
        />
      )}
    </DashboardSection>
  );
}
