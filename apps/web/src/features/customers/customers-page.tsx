import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Tooltip } from '@mui/material';
import type { CustomerRow } from '@portal/domain';
import { DataTable, type ColumnDef, type SortingState } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { SearchField } from '../../components/search-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCan } from '../../lib/access.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import { useSession } from '../../lib/session.ts';
import { customersQuery, useCustomers, type CustomersQuery } from '../../api/customers.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { RakeDialog, type RakeTarget } from './components/rake-dialog.tsx';

const SORTABLE = new Set([
  'venueId',
  'venueCRN',
  'venueName',
  'venueGroup',
  'ownerName',
  'postcode',
  'suburb',
  'commission',
  'customPrices',
  'totalSpent',
  'orderCount',
  'lastOrdered',
]);

/** The list's page and sort as the URL holds them. */
function customersListState(params: URLSearchParams): Omit<CustomersQuery, 'search'> {
  const orderBy = params.get('orderBy') ?? '';
  return {
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    orderBy: SORTABLE.has(orderBy) ? orderBy : 'venueId',
    sortedBy: params.get('sortedBy') === 'asc' ? 'asc' : 'desc',
  };
}

/** A landing on the list draws its customers at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = (url) => [
  customersQuery({ ...customersListState(url.searchParams), search: url.searchParams.get('q') ?? '' }),
];

export function CustomersPage() {
  const { isStaff } = useSession();
  // 'View Custom Prices' only for a role that may open them (accounts sees customers read-only).
  const mayOpenPrices = useCan()('listCustomPrices');
  const [params, update] = useUrlParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text, 250);
  const { page, orderBy, sortedBy } = customersListState(params);
  const [rake, setRake] = useState<{ open: boolean; target: RakeTarget }>({ open: false, target: null });

  // The search lives in the URL (q), written once typing pauses; a new search starts at page 1.
  useEffect(() => update({ q: search || null }, { firstPage: true }), [search, update]);

  const customers = useCustomers({ page, search, orderBy, sortedBy });
  const sorting: SortingState = [{ id: orderBy, desc: sortedBy === 'desc' }];

  const columns = useMemo<ColumnDef<CustomerRow, unknown>[]>(
    () => [
      { id: 'venueId', header: 'Venue ID', accessorKey: 'venueId' },
      { id: 'venueCRN', header: 'CRN', accessorFn: (r) => r.venueCRN ?? '—' },
      { id: 'venueName', header: 'Venue Name', accessorKey: 'venueName' },
      { id: 'venueGroup', header: 'Venue Group', accessorFn: (r) => r.venueGroup ?? '—' },
      { id: 'ownerName', header: 'Owner Name', accessorFn: (r) => r.ownerName ?? '—' },
      { id: 'postcode', header: 'Postcode', accessorFn: (r) => r.postcode ?? '—' },
      { id: 'suburb', header: 'Suburb', accessorFn: (r) => r.suburb ?? '—' },
      {
        id: 'commission',
        header: 'Rake',
        accessorKey: 'commission',
        cell: ({ row }) => (row.original.commission === null ? 'Standard' : `${row.original.commission}%`),
      },
      { id: 'customPrices', header: 'Custom Prices', accessorKey: 'customPrices' },
      {
        id: 'totalSpent',
        header: 'Total Spent',
        accessorKey: 'totalSpent',
        cell: ({ row }) => <Money cents={row.original.totalSpent} />,
      },
      { id: 'orderCount', header: 'Orders', accessorKey: 'orderCount' },
      {
        id: 'lastOrdered',
        header: 'Last Ordered',
        accessorKey: 'lastOrdered',
        cell: ({ row }) => (row.original.lastOrdered ? formatDate(row.original.lastOrdered) : '—'),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          // One action under the other, so 13 columns fit 1366 px without scrolling sideways.
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
            {row.original.customPrices > 0 && mayOpenPrices && (
              <Button
                size="small"
                component={RouterLink}
                to={`${paths.customPrices}?q=${encodeURIComponent(row.original.venueName)}`}
              >
                View Custom Prices
              </Button>
            )}
            {isStaff && (
              <Tooltip title="This is an admin only option" describeChild>
                <Button
                  size="small"
                  // Two short lines rather than one wide one: all 13 columns fit at 1366 px.
                  sx={{ whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'left', px: 0.5 }}
                  onClick={() =>
                    setRake({
                      open: true,
                      target: {
                        venueId: row.original.venueId,
                        venueName: row.original.venueName,
                        commission: row.original.commission,
                        exists: row.original.customCommissionExists,
                      },
                    })
                  }
                >
                  {row.original.customCommissionExists ? 'Edit Venue Rake' : 'New Venue Rake'}
                </Button>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ],
    [isStaff, mayOpenPrices],
  );

  return (
    <>
      <PageHeader
        {...pageHeaderAt(paths.customers)}
        actions={
          isStaff && (
            <Button variant="contained" onClick={() => setRake({ open: true, target: null })}>
              New Venue Rake
            </Button>
          )
        }
      />
      <SearchField label="Search by venue name or ID" value={text} onChange={setText} />
      {customers.isError ? (
        <ErrorPanel
          error={customers.error}
          message="We were unable to load venues. Our engineers have been notified!"
          onRetry={() => void customers.refetch()}
        />
      ) : (
        <DataTable
          aria-label="Customers"
          compact
          columns={columns}
          data={customers.data?.data ?? []}
          getRowId={(r) => String(r.venueId)}
          loading={customers.isPending}
          sorting={sorting}
          onSortingChange={(updater) => {
            const next = typeof updater === 'function' ? updater(sorting) : updater;
            const first = next[0];
            update({
              orderBy: first?.id ?? null,
              sortedBy: first ? (first.desc ? 'desc' : 'asc') : null,
              page: null,
            });
          }}
          paging={{
            mode: 'server',
            pageSize: 20,
            pageIndex: page - 1,
            total: customers.data?.total ?? 0,
            onPageChange: (index) => update({ page: index > 0 ? String(index + 1) : null }),
          }}
          empty={
            <EmptyState
              title="No customers found"
              action={
                <Button variant="outlined" onClick={() => setText('')}>
                  Load all customers
                </Button>
              }
            >
              {search ? `No venue matches "${search}".` : 'Venues appear here once they order from you.'}
            </EmptyState>
          }
        />
      )}
      <RakeDialog
        open={rake.open}
        target={rake.target}
        onClose={() => setRake({ open: false, target: null })}
      />
    </>
  );
}
