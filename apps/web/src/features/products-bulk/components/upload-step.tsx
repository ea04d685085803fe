import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BULK_MESSAGES as M } from '@portal/domain';
import { FileButton } from '../../../components/file-button.tsx';
import { products } from '../lib/counts.ts';
import type { BulkUpload } from '../use-bulk-upload.ts';
import { BulkInstructions } from './bulk-instructions.tsx';
import { HeadersTable } from './headers-table.tsx';

/** Step 1 'Upload': instructions, the template or current products, and the file input. */
export function UploadStep({ bulk }: { bulk: BulkUpload }) {
  const [instructions, setInstructions] = useState(false);
  const { mode, problem } = bulk;
  // With the instructions open the problem lands below the fold: bring it into view and focus it, so
  // the supplier (and a screen reader) is told at once.
  const problemRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const alert = problemRef.current;
    if (!problem || !alert) return;
    alert.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    alert.focus({ preventScroll: true });
  }, [problem]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {bulk.loadError && <Alert severity="error">{M.generic(bulk.loadError)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="text" onClick={() => setInstructions((v) => !v)} aria-expanded={instructions}>
            {instructions ? 'Hide instructions' : 'Show instructions'}
          </Button>
          {mode === 'add' ? (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={bulk.downloadTemplate}>
              Download CSV template
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={bulk.downloadProducts}
              disabled={bulk.catalogueLoading}
            >
              Download Products
            </Button>
          )}
          <FileButton
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={!bulk.ready}
            accept="text/csv,.csv"
            inputLabel="CSV file"
            inputTestId="bulk-csv-input"
            onFile={(file) => void bulk.readFile(file)}
          >
            Upload CSV file
          </FileButton>
        </Stack>
        <Collapse in={instructions}>
          <BulkInstructions mode={mode} />
        </Collapse>
        {bulk.fileName && !problem && bulk.rows.length > 0 && (
          <Typography variant="body2">
            {bulk.fileName}: {products(bulk.rows.length)} read.
          </Typography>
        )}
        {problem && (
          <Alert severity="error" ref={problemRef} tabIndex={-1} data-testid="bulk-file-problem">
            <AlertTitle>{problem.message}</AlertTitle>
            {problem.kind === 'headers' && (
              <HeadersTable expected={problem.expected} uploaded={problem.uploaded} />
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
