import { useMemo } from 'react';
import { Box, Button, Chip, MenuItem, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { ROLE_LABELS, type AuditEntryView } from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { useSession } from '../../../lib/session.ts';
import { useAudit, useAuditEntities, type AuditFilters } from '../../../api/platform.ts';
import { describeChanges } from './audit-changes.ts';
import { EmailLogSection } from './email-log-section.tsx';

const PAGE_SIZE = 25;

/** The person who acted: name and e-mail, and their role, or Staff for marketplace staff. */
function Who({ entry }: { entry: AuditEntryView }) {
  const role = entry.actorRole && entry.actorRole !== 'staff' ? ROLE_LABELS[entry.actorRole] : null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {entry.actorName && <strong>{entry.actorName} </strong>}
        {entry.actorName ? `(${entry.actorEmail})` : entry.actorEmail}
      </span>
      {entry.isStaff && <Chip label="Staff" size="small" color="warning" variant="outlined" />}
      {role && <Chip label={role} size="small" variant="outlined" />}
    </Stack>
  );
}

function Changes({ entry }: { entry: AuditEntryView }) {
  const changes = describeChanges(entry.before, entry.after);
  if (!changes.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changes
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography variant="body2" component="span">
            <strong>{c.field}</strong>:{' '}
            {c.before !== undefined && (
              <Box component="span" sx={{ color: 'text.secondary' }} aria-label={`before ${c.before}`}>
                {c.before}
              </Box>
            )}
            {c.before !== undefined && c.after !== undefined && ' → '}
            {c.after !== undefined && <span aria-label={`after ${c.after}`}>{c.after}</span>}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

const columns: ColumnDef<AuditEntryView>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => formatDateTime(row.original.at) },
  { id: 'who', header: 'Who', cell: ({ row }) => <Who entry={row.original} /> },
  { id: 'action', header: 'Action', accessorKey: 'action' },
  { id: 'entity', header: 'Entity', accessorKey: 'entity' },
  { id: 'entityId', header: 'ID', cell: ({ row }) => row.original.entityId ?? '—' },
  { id: 'changes', header: 'Changes', cell: ({ row }) => <Changes entry={row.original} /> },
];

/** /activity — the read-only audit trail of the current supplier, for staff. */
export function ActivityPage() {
  const { isStaff } = useSession();
  const mobile = useIsMobile();
  const [params, patch] = useUrlParams();
  const filters: AuditFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
    entity: params.get('entity') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const rangeInvalid = !!filters.from && !!filters.to && filters.from > filters.to;
  const audit = useAudit(rangeInvalid ? { ...filters, to: undefined } : filters);
  const entities = useAuditEntities();

  const setFilter = (key: 'entity' | 'from' | 'to', value: string) => patch({ [key]: value, page: null });
  const setPage = (page: number) => patch({ page: String(page) }, { push: true });

  const entityOptions = useMemo(() => entities.data?.data ?? [], [entities.data]);
  const hasFilters = !!(filters.entity || filters.from || filters.to);

  if (!isStaff || (audit.error instanceof ApiError && audit.error.status === 403)) {
    return (
      <>
        <PageHeader title="Activity" />
        <EmptyState title="Staff only">The activity log is available to marketplace staff.</EmptyState>
      </>
    );
  }

  const rows = audit.data?.data ?? [];
  const total = audit.data?.total ?? 0;
  const empty = (
    <EmptyState title="No activity">
      {hasFilters
        ? 'No changes match these filters.'
        : 'No changes have been recorded for this supplier yet.'}
    </EmptyState>
  );

  return (
    <>
      <PageHeader
        title="Activity"
        crumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Activity' }]}
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every change made in this supplier&apos;s portal: who made it, when, and the values before and after.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          label="Entity"
          size="small"
          value={filters.entity ?? ''}
          onChange={(e) => setFilter('entity', e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {entityOptions.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {entity}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="From"
          type="date"
          size="small"
          value={filters.from ?? ''}
          onChange={(e) => setFilter('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={filters.to ?? ''}
          onChange={(e) => setFilter('to', e.target.value)}
          error={rangeInvalid}
          helperText={rangeInvalid ? 'The start date must be on or before the end date' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {hasFilters && (
          <Button onClick={() => patch({ entity: null, from: null, to: null, page: null })}>
            Clear filters
          </Button>
        )}
      </Stack>

      {audit.isError ? (
        <ErrorPanel error={audit.error} onRetry={() => void audit.refetch()} />
      ) : mobile ? (
        <Stack spacing={1.5} aria-label="Activity" component="section">
          {audit.isPending ? (
            <Typography color="text.secondary">Loading activity…</Typography>
          ) : rows.length === 0 ? (
            empty
          ) : (
            rows.map((entry) => (
              <Paper key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(entry.at)}
                </Typography>
                <Typography variant="subtitle2">
                  {entry.action} {entry.entity}
                  {entry.entityId ? ` #${entry.entityId}` : ''}
                </Typography>
                <Who entry={entry} />
                <Box sx={{ mt: 1 }}>
                  <Changes entry={entry} />
                </Box>
              </Paper>
            ))
          )}
          {total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(total / PAGE_SIZE)}
              page={filters.page}
              onChange={(_e, page) => setPage(page)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      ) : (
        <DataTable
          aria-label="Activity"
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={audit.isPending}
          empty={empty}
          paging={{
            mode: 'server',
            pageSize: PAGE_SIZE,
            pageSizeOptions: [PAGE_SIZE],
            pageIndex: filters.page - 1,
            total,
            onPageChange: (index) => setPage(index + 1),
          }}
        />
      )}
      <EmailLogSection />
    </>
  );
}
