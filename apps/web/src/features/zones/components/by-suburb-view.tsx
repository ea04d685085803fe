import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Chip, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ZONE_MESSAGES, formatCutoff, type ZoneSuburbRow } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Money } from '../../../components/money.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { useZoneSuburbRows } from '../../../api/zones.ts';
import { WeekdayInitials, ZoneStatusChip } from './zone-card.tsx';

const STATUS_LABELS = { all: 'All Statuses', on: 'Only On', off: 'Only Off' } as const;
type Status = keyof typeof STATUS_LABELS;

/** Suburbs across the supplier's zones: search by suburb or postcode (held in the query), filter by status. */
export function BySuburbView({ onViewZone }: { onViewZone: (id: number) => void }) {
  const [params, setParams] = useUrlParams();
  const initial = params.get('postcode') ?? params.get('suburb') ?? '';
  const [text, setText] = useState(initial);
  const debounced = useDebouncedValue(text.trim(), 250);
  const status: Status =
    params.get('status') === 'on' || params.get('status') === 'off'
      ? (params.get('status') as Status)
      : 'all';
  const [menu, setMenu] = useState<HTMLElement | null>(null);

  // The search lives in the query string (postcode= or suburb=) so the view can be linked and reloaded.
  useEffect(() => {
    const postcode = /^\d+$/.test(debounced);
    setParams({ postcode: postcode ? debounced : null, suburb: postcode ? null : debounced });
  }, [debounced, setParams]);

  const filter = /^\d{1,4}$/.test(debounced)
    ? { postcode: debounced }
    : debounced
      ? { suburb: debounced }
      : {};
  const rows = useZoneSuburbRows(filter);
  const data = useMemo(
    () => (rows.data ?? []).filter((r) => status === 'all' || (status === 'on') === r.enabled),
    [rows.data, status],
  );

  const setStatus = (s: Status) => {
    setParams({ status: s === 'all' ? null : s });
    setMenu(null);
  };

  const columns = useMemo<ColumnDef<ZoneSuburbRow>[]>(
    () => [
      { id: 'status', header: 'Status', cell: ({ row }) => <ZoneStatusChip on={row.original.enabled} /> },
      { id: 'postcode', header: 'Postcode', accessorFn: (r) => r.suburb.postcode },
      { id: 'suburb', header: 'Suburb', accessorFn: (r) => r.suburb.name },
      { id: 'zone', header: 'Delivery Zone', accessorFn: (r) => r.deliveryZone.name },
      {
        id: 'zoneStatus',
        header: 'Zone Status',
        accessorFn: (r) => (r.deliveryZone.published ? 'Published' : 'Unpublished'),
      },
      {
        id: 'days',
        header: 'Days',
        cell: ({ row }) => <WeekdayInitials days={row.original.deliveryZone.deliveryDays} />,
      },
      {
        id: 'minimum',
        header: 'Minimum',
        accessorFn: (r) => r.deliveryZone.minimumOrderTotal,
        cell: ({ row }) => <Money cents={row.original.deliveryZone.minimumOrderTotal} />,
      },
      { id: 'cutoff', header: 'Cut Off', accessorFn: (r) => formatCutoff(r.deliveryZone.cutoff) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => onViewZone(row.original.deliveryZone.id)}
          >
            View Zone
          </Button>
        ),
      },
    ],
    [onViewZone],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 600 }}>
        Suburbs
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Search for a suburb or postcode"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          {STATUS_LABELS[status]}
        </Button>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {(Object.keys(STATUS_LABELS) as Status[]).map((s) => (
            <MenuItem key={s} selected={s === status} onClick={() => setStatus(s)}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {status !== 'all' && (
        <Box>
          <Chip label={STATUS_LABELS[status]} onDelete={() => setStatus('all')} />
        </Box>
      )}
      {!debounced ? (
        <EmptyState title={ZONE_MESSAGES.bySuburbEmpty} />
      ) : rows.isError ? (
        <ErrorPanel
          error={rows.error}
          message={ZONE_MESSAGES.loadZonesRetry}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <DataTable
          aria-label="Suburbs by delivery zone"
          compact
          columns={columns}
          data={data}
          loading={rows.isLoading}
          getRowId={(r) => `${r.deliveryZone.id}-${r.suburb.postcode}-${r.suburb.name}-${r.suburb.state}`}
          onRowClick={(r) => onViewZone(r.deliveryZone.id)}
          paging={{ mode: 'client', pageSize: 25 }}
          empty={
            <EmptyState
              title={ZONE_MESSAGES.bySuburbNone}
              action={
                status !== 'all' ? (
                  <Button variant="outlined" onClick={() => setStatus('all')}>
                    Remove Filter
                  </Button>
                ) : undefined
              }
            />
          }
        />
      )}
    </Stack>
  );
}
