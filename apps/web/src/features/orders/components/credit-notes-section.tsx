import { Suspense, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { CREDIT_REASONS, type CreditNote, type OrderDetail } from '@portal/domain';
import { downloadCreditNotePdf, useCreditNotes } from '../../../api/credit-notes.ts';
import { useCan } from '../../../lib/access.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';
import { useDownload } from '../../../lib/use-download.ts';

// The dialog (its fields and the domain's credit rules) loads when Credit is pressed, not with the order.
const CreditNoteDialog = retryableLazy(
  async () => (await import('./credit-note-dialog.tsx')).CreditNoteDialog,
);

const CREDIT_NOTES_MESSAGES = {
  empty: 'No credit notes for this order',
  loadFailed: 'Unable to load the credit notes',
  downloadFailed: 'Unable to download the credit note. Please try again later',
} as const;

/** The reasons of a note's lines, each once, in the list's order ('Other' with its comments). */
function reasonsOf(note: CreditNote): string {
  const seen = CREDIT_REASONS.filter((r) => r !== 'Other' && note.lines.some((l) => l.reason === r));
  const others = note.lines.filter((l) => l.reason === 'Other').map((l) => `Other: ${l.comment ?? ''}`);
  return [...seen, ...new Set(others)].join(', ');
}

/**
 * 'Credit notes' under the invoice of an invoiced order: each note's number, date, amount, reasons and its
 * PDF, and 'Credit' for the roles that may raise one. It sits last on the page, and its loading placeholder
 * keeps the height of one note, so nothing above moves when the list arrives.
 */
export function CreditNotesSection({ order }: { order: OrderDetail }) {
  const can = useCan();
  const notes = useCreditNotes(order.orderId, true);
  const [open, setOpen] = useState(false);
  const creditButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Back to where the dialog was opened from (the dialog unmounts with its focus trap).
    requestAnimationFrame(() => creditButton.current?.focus());
  };
  return (
    <Box component="section" aria-labelledby="credit-notes-title" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="credit-notes-title" variant="h6" component="h2">
          Credit notes
        </Typography>
        {can('createCreditNote') && (
          <Button ref={creditButton} variant="outlined" disabled={!notes.data} onClick={() => setOpen(true)}>
            Credit
          </Button>
        )}
      </Stack>
      <CreditNotesBody notes={notes} />
      {open && notes.data && (
        <Suspense fallback={null}>
          <CreditNoteDialog order={order} notes={notes.data} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}

function CreditNotesBody({ notes }: { notes: ReturnType<typeof useCreditNotes> }) {
  if (notes.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
            Retry
          </Button>
        }
      >
        {CREDIT_NOTES_MESSAGES.loadFailed}
      </Alert>
    );
  if (!notes.data)
    return <Skeleton variant="rounded" height={72} aria-label="Loading credit notes" role="progressbar" />;
  if (!notes.data.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {CREDIT_NOTES_MESSAGES.empty}
      </Typography>
    );
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {notes.data.map((note) => (
        <CreditNoteRow key={note.id} note={note} />
      ))}
    </Stack>
  );
}

function CreditNoteRow({ note }: { note: CreditNote }) {
  const pdf = useDownload(downloadCreditNotePdf, {
    failed: CREDIT_NOTES_MESSAGES.downloadFailed,
    action: 'download credit note',
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={`Credit note ${note.number}`}>
      {/* A phone: number, date and PDF on one line, the amount and reasons under them; wider, one row. */}
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          gridTemplateColumns: { xs: 'auto 1fr auto', sm: '64px 110px 110px 1fr auto' },
          gridTemplateAreas: {
            xs: '"number date pdf" "amount reasons reasons"',
            sm: '"number date amount reasons pdf"',
          },
        }}
      >
        <Typography sx={{ gridArea: 'number', fontWeight: 600 }}>{note.number}</Typography>
        <Typography variant="body2" sx={{ gridArea: 'date' }}>
          {formatDate(note.issuedAt)}
        </Typography>
        <Typography variant="body2" sx={{ gridArea: 'amount', fontWeight: 600 }}>
          {formatCents(note.totalIncGstInCents)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: 'reasons', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {reasonsOf(note)}
        </Typography>
        <Box sx={{ gridArea: 'pdf' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={pdf.busy}
            aria-label={`Download ${note.number} (PDF)`}
            onClick={() => pdf.start(note)}
          >
            PDF
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
