import { useState } from 'react';
import { Box, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import {
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  EMAIL_LOG_PAGE_SIZE,
  NOTIFICATION_MESSAGES,
  type EmailKind,
} from '@portal/domain';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { useEmailLog } from '../../../api/notifications.ts';
import { EmailLogCard, emailLogColumns } from './email-log-rows.tsx';

/** The e-mail types a staff member can keep to (every one the portal sends), by the log's own names. */
function KindFilter({ value, onChange }: { value?: EmailKind; onChange: (kind?: EmailKind) => void }) {
  return (
    <TextField
      select
      label="What"
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value as EmailKind) || undefined)}
      sx={{ minWidth: 260, mb: 2 }}
    >
      <MenuItem value="">All e-mails</MenuItem>
      {EMAIL_KINDS.map((kind) => (
        <MenuItem key={kind} value={kind}>
          {EMAIL_KIND_LABELS[kind]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The Activity page's e-mail log: what the portal e-mailed for this supplier, to whom, when, and how it went. */
export function EmailLogSection() {
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<EmailKind>();
  const log = useEmailLog({ page, pageSize: EMAIL_LOG_PAGE_SIZE, kind });
  const rows = log.data?.data ?? [];
  const total = log.data?.total ?? 0;
  const empty = (
    <EmptyState title="No e-mails">
      {kind
        ? 'No e-mails of this type have been sent for this supplier.'
        : 'No e-mails have been sent for this supplier yet.'}
    </EmptyState>
  );

  return (
    <Box component="section" aria-labelledby="email-log-heading" sx={{ mt: 4 }}>
      <Typography id="email-log-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        E-mails sent
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every e-mail the portal sent for this supplier (its notifications, and each credit note to the venue
        and the order recipients): what, to whom, when, and whether the mail server took it.
      </Typography>
      <KindFilter
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPage(1);
        }}
      />
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
            rows.map((entry) => <EmailLogCard key={entry.id} entry={entry} />)
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
          columns={emailLogColumns}
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
