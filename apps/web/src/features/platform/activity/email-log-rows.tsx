import { Box, Chip, Paper, Typography } from '@mui/material';
import { EMAIL_KIND_LABELS, type EmailLogEntry, type EmailStatus } from '@portal/domain';
import type { ColumnDef } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

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

/** The e-mail log's table columns (wide screens). */
export const emailLogColumns: ColumnDef<EmailLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => formatDateTime(row.original.sentAt ?? row.original.createdAt),
  },
  { id: 'kind', header: 'What', cell: ({ row }) => EMAIL_KIND_LABELS[row.original.kind] },
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

/** One e-mail of the log as a card (phones). */
export function EmailLogCard({ entry }: { entry: EmailLogEntry }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(entry.sentAt ?? entry.createdAt)} · {EMAIL_KIND_LABELS[entry.kind]}
      </Typography>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
        {entry.subject ?? '—'}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word', mb: 1 }}>
        To: {recipients(entry)}
      </Typography>
      <Status entry={entry} />
    </Paper>
  );
}
