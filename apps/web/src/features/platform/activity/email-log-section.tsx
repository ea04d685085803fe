import { useState } from 'react';
import { Box, Chip, Pagination, Paper, Stack, Typography } from '@mui/material';
import {
  EMAIL_LOG_PAGE_SIZE,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  type EmailLogEntry,
  type EmailStatus,
} from '@portal/domain';
import { DataTable, type ColumnDef } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEmailLog } from '../../../api/notifications.ts';

const STATUS: Record<EmailStatus, { label: string; color: 'success' | 'error' | 'warning' | 'default' }> = {
  sent: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  retrying: { label: 'Retrying', color: 'warning' },
  queued: { label: 'Queued', color: 'default' },
  skipped: { label: 'Not sent', color: 'default' },
};

function Status({ entry }: { entry: EmailLogEntry }) {
  const s = STATUS[entry.status];
  return (
    <Box>
      <Chip label={s.label} color={s.color} size="small" variant="outlined" />
      {entry.error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {entry.error}
        </Typography>
      )}
    </Box>
  );
}

const recipients = (e: EmailLogEntry) => (e.recipients.length ? e.recipients.join(', ') : '—');

const columns: ColumnDef<EmailLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => formatDateTime(row.original.sentAt ?? row.original.createdAt),
  },
  { id: 'kind', header: 'What', cell: ({ row }) => NOTIFICATION_KIND_LABELS[row.original.kind] },
  {
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => (
      <>
        {row.original.subject ?? '—'}
        {row.original.attachment && (
          <Typography variant="body2" color="text.secondary">
            Attached: {row.original.attachment}
          </Typography>
        )}
      </>
    ),
  },
  {
    id: 'to',
    header: 'To',
    cell: ({ row }) => <Box sx={{ wordBreak: 'break-word' }}>{recipients(row.original)}</Box>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <Status entry={row.original} /> },
];

/** The Activity page's e-mail log: what the portal e-mailed for this supplier, to whom, when, and how it went. */
export function EmailLogSection() {
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const log = useEmailLog(page, EMAIL_LOG_PAGE_SIZE);
  const rows = log.data?.data ?? [];
  const total = log.data?.total ?? 0;
  const empty = (
    <EmptyState title="No e-mails">No notification e-mails have been sent for this supplier yet.</EmptyState>
  );

  return (
    <Box component="section" aria-labelledby="email-log-heading" sx={{ mt: 4 }}>
      <Typography id="email-log-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        E-mails sent
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Notification e-mails sent to this supplier&apos;s recipients: what, to whom, when, and whether the
        mail server took them.
      </Typography>
      {log.isError ? (
        <ErrorPanel
          message={NOTIFICATION_MESSAGES.logLoadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : mobile ? (
        <Stack spacing={1.5} aria-label="E-mails sent">
          {log.isPending ? (
            <Typography color="text.secondary">Loading e-mails…</Typography>
          ) : rows.length === 0 ? (
            empty
          ) : (
            rows.map((entry) => (
              <Paper key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(entry.sentAt ?? entry.createdAt)} · {NOTIFICATION_KIND_LABELS[entry.kind]}
                </Typography>
                <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
                  {entry.subject ?? '—'}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word', mb: 1 }}>
                  To: {recipients(entry)}
                </Typography>
                <Status entry={entry} />
              </Paper>
            ))
          )}
          {total > EMAIL_LOG_PAGE_SIZE && (
            <Pagination
              count={Math.ceil(total / EMAIL_LOG_PAGE_SIZE)}
              page={page}
              onChange={(_e, p) => setPage(p)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      ) : (
        <DataTable
          aria-label="E-mails sent"
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={log.isPending}
          empty={empty}
          paging={{
            mode: 'server',
            pageSize: EMAIL_LOG_PAGE_SIZE,
            pageSizeOptions: [EMAIL_LOG_PAGE_SIZE],
            pageIndex: page - 1,
            total,
            onPageChange: (index) => setPage(index + 1),
          }}
        />
      )}
    </Box>
  );
}
