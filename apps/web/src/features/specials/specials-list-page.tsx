import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import StarIcon from '@mui/icons-material/Star';
import {
  SPECIAL_MESSAGES,
  SPECIAL_RULES,
  SPECIAL_STATUSES,
  type Special,
  type SpecialStatus,
} from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type ColumnDef, type SortingState } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { SearchField } from '../../components/search-field.tsx';
import { SpecialStatusChip } from '../../components/special-status-chip.tsx';
import { reportError } from '../../lib/error-reporter.ts';
import { formatDate } from '../../lib/format.ts';
import { useMe } from '../../api/auth.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { specialsQuery, useArchiveSpecial, useFeatureSpecial, useSpecials } from '../../api/specials.ts';
import { SpecialRowActions } from './components/special-row-actions.tsx';
import { SpecialsInfoCard } from './components/specials-info-card.tsx';

const statusLabel = (s: SpecialStatus | undefined) => (s ? `Only ${s} specials` : 'All specials');

/** The status filter the URL names, or none (all specials). */
function statusOf(params: URLSearchParams): SpecialStatus | undefined {
  const raw = params.get('status');
  return (SPECIAL_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as SpecialStatus) : undefined;
}

/** A landing on the list draws its specials at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = (url) => [specialsQuery(statusOf(url.searchParams))];

/** The table's columns; staff also see the Banner column. */
function specialColumns(
  isStaff: boolean,
  onArchive: (special: Special) => void,
  onFeature: (special: Special, isBanner: boolean) => Promise<void>,
): ColumnDef<Special, unknown>[] {
  return [
    { id: 'sku', header: 'SKU', accessorFn: (s) => s.product.sku ?? '' },
    { id: 'name', header: 'Product Name', accessorFn: (s) => s.product.name },
    {
      id: 'startDate',
      header: 'Start',
      accessorKey: 'startDate',
      cell: (c) => formatDate(c.row.original.startDate),
    },
    {
      id: 'endDate',
      header: 'End',
      accessorKey: 'endDate',
      cell: (c) => formatDate(c.row.original.endDate),
    },
    {
      id: 'ogPrice',
      header: 'OG Price (inc GST)',
      accessorFn: (s) => s.product.priceInCents,
      cell: (c) => <Money cents={c.row.original.product.priceInCents} />,
    },
    {
      id: 'price',
      header: 'Price (inc GST)',
      accessorKey: 'specialPrice',
      cell: (c) => <Money cents={c.row.original.specialPrice} />,
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      cell: (c) => <SpecialStatusChip status={c.row.original.status} />,
    },
    ...(isStaff
      ? [
          {
            id: 'banner',
            header: 'Banner',
            accessorFn: (s: Special) => (s.isBanner ? 1 : 0),
            cell: ({ row }: { row: { original: Special } }) =>
              row.original.isBanner ? (
                <StarIcon color="warning" fontSize="small" titleAccess="Featured as a banner" />
              ) : (
                <Typography component="span" color="text.secondary" aria-label="Not featured">
                  —
                </Typography>
              ),
          } satisfies ColumnDef<Special, unknown>,
        ]
      : []),
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: (c) => (
        <SpecialRowActions
          special={c.row.original}
          isStaff={isStaff}
          onArchive={onArchive}
          onFeature={onFeature}
        />
      ),
    },
  ];
}

/** 'All specials' or 'Only <status> specials', chosen from a menu. */
function StatusFilter({
  status,
  onChange,
}: {
  status: SpecialStatus | undefined;
  onChange: (next: SpecialStatus | undefined) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-label={`Status filter: ${statusLabel(status)}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        {statusLabel(status)}
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {[undefined, ...SPECIAL_STATUSES].map((s) => (
          <MenuItem
            key={s ?? 'all'}
            selected={s === status}
            onClick={() => {
              setMenu(null);
              onChange(s);
            }}
          >
            {statusLabel(s)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function SpecialsListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams();
  const status = statusOf(params);
  const isStaff = useMe().data?.isStaff ?? false;
  const specials = useSpecials(status);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SPECIAL_RULES.searchDebounceMs).trim().toLowerCase();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'startDate', desc: true }]);
  const [archiving, setArchiving] = useState<Special | null>(null);
  const archive = useArchiveSpecial();
  const feature = useFeatureSpecial();

  const all = useMemo(() => {
    const d = specials.data;
    return d ? [...d.active, ...d.scheduled, ...d.archived] : [];
  }, [specials.data]);
  const rows = useMemo(
    () =>
      term ? all.filter((s) => `${s.product.sku ?? ''} ${s.product.name}`.toLowerCase().includes(term)) : all,
    [all, term],
  );

  const onFeature = async (special: Special, isBanner: boolean) => {
    try {
      await feature.mutateAsync({ id: special.id, isBanner });
      notifySuccess(SPECIAL_MESSAGES.updated(special.product.name));
    } catch (error) {
      reportError(error, { action: 'feature special' });
      notifyError(SPECIAL_MESSAGES.updateFailed);
    }
  };

  const onArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      notifySuccess(SPECIAL_MESSAGES.archived);
    } catch (error) {
      reportError(error, { action: 'archive special' });
      notifyError(SPECIAL_MESSAGES.archiveFailed);
    } finally {
      setArchiving(null);
    }
  };

  const columns = useMemo(
    () => specialColumns(isStaff, setArchiving, onFeature),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onFeature only closes over stable mutation helpers.
    [isStaff],
  );

  const createButton = (
    <Button component={RouterLink} to={paths.specialsNew} variant="contained" startIcon={<AddIcon />}>
      Create Special
    </Button>
  );

  let empty;
  if (status) {
    empty = (
      <EmptyState
        title={`No ${status} specials found`}
        action={<Button onClick={() => setParams({ status: null })}>Show all specials</Button>}
      />
    );
  } else if (term) {
    empty = (
      <EmptyState title="No specials match your search">Try a different SKU or product name.</EmptyState>
    );
  } else {
    empty = (
      <EmptyState title="Welcome to the specials page" action={createButton}>
        Run a time-limited lower price on one of your products and venues will see it in the marketplace.
      </EmptyState>
    );
  }

  return (
    <>
      <PageHeader {...pageHeaderAt(paths.specials)} actions={createButton} />
      <SpecialsInfoCard isStaff={isStaff} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          label="Search specials"
          value={search}
          onChange={setSearch}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <StatusFilter status={status} onChange={(next) => setParams({ status: next ?? null })} />
      </Box>
      {specials.isError ? (
        <ErrorPanel error={specials.error} onRetry={() => specials.refetch()} />
      ) : (
        <DataTable
          aria-label="Specials"
          columns={columns}
          data={rows}
          getRowId={(s) => String(s.id)}
          loading={specials.isPending}
          empty={empty}
          sorting={sorting}
          onSortingChange={setSorting}
          paging={{ mode: 'client', pageSize: 25, pageSizeOptions: [25, 50, 100] }}
          onRowClick={(s) => navigate(paths.product(s.product.id))}
        />
      )}
      <ConfirmDialog
        open={!!archiving}
        title="Archive Special"
        confirmLabel="Archive Special"
        destructive
        busy={archive.isPending}
        onConfirm={onArchive}
        onClose={() => setArchiving(null)}
      >
        Archive the special on {archiving?.product.name}? Venues stop seeing it straight away, and an archived
        special cannot be brought back.
      </ConfirmDialog>
    </>
  );
}
