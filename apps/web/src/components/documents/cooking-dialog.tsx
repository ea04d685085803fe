import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { DOCUMENTS, type DocumentJob } from './document-types.ts';

/** What is being prepared: 'Preparing the invoice…', 'Preparing 3 invoices…'. */
function preparing({ kind, orderIds }: DocumentJob): string {
  const doc = DOCUMENTS[kind];
  return `Preparing ${orderIds.length === 1 ? `the ${doc.singular}` : `${orderIds.length} ${doc.plural}`}…`;
}

/**
 * 'Cooking up your PDF': shown while documents download, with Cancel. Its own module, loaded with the
 * first download (use-document-downloads.tsx), not with the first paint of every list that offers documents.
 */
export function CookingDialog({ job, onCancel }: { job: DocumentJob | null; onCancel: () => void }) {
  return (
    <Dialog open={!!job} aria-labelledby="cooking-title" fullWidth maxWidth="xs">
      <DialogTitle id="cooking-title">Cooking up your PDF</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{job && preparing(job)}</DialogContentText>
        <LinearProgress aria-label="Preparing PDF" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
