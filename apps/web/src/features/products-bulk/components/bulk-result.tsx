import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { BulkMode } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useUndoBulkUpload, type BulkUploadResult } from '../../../api/products-bulk.ts';
import { products } from '../lib/counts.ts';

/** The result screen: what was saved, the products with custom prices, and (after an edit) undo. */
export function BulkResult({
  mode,
  count,
  data,
  onReset,
  covered = false,
}: {
  mode: BulkMode;
  count: number;
  data: BulkUploadResult | null;
  onReset: () => void;
  /** The save's progress dialog is still over the screen (it closes 1 s after the answer). */
  covered?: boolean;
}) {
  const undo = useUndoBulkUpload();
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState(false);
  const customPriced = data?.customPriced ?? [];
  const verb = mode === 'add' ? 'added' : 'updated';

  async function runUndo() {
    if (!data) return;
    try {
      await undo.mutateAsync(data.uploadId);
      // The page says so (the alert and the button): no toast repeating it.
      setUndone(true);
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.fieldErrors[0]
          ? error.fieldErrors[0].message
          : 'Unable to undo these changes',
      );
    } finally {
      setConfirming(false);
    }
  }

  // The save's outcome takes the focus: the Save button it was on is gone, and this is what to read next.
  // Not while the progress dialog is open (it keeps the focus inside it): when it has closed.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!covered) outcome.current?.focus();
  }, [covered]);

  return (
    <Stack spacing={2}>
      <Box ref={outcome} tabIndex={-1} data-testid="bulk-outcome">
        {count === 0 ? (
          <Alert severity="info">Your products are already up to date</Alert>
        ) : undone ? (
          <Alert severity="info">The changes to {products(count)} were undone.</Alert>
        ) : (
          <Alert severity="success">
            Successfully {verb} {products(count)}.
          </Alert>
        )}
      </Box>
      {customPriced.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2">
            Products with custom prices
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Custom prices are not updated automatically. Review these products' custom prices.
          </Typography>
          <List dense aria-label="Products with custom prices">
            {customPriced.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText
                  primary={`${p.name}${p.sku ? ` (${p.sku})` : ''}`}
                  secondary={`${p.venues} venue${p.venues === 1 ? '' : 's'} with a custom price`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={RouterLink} to={paths.products}>
          Return to all Products
        </Button>
        {mode === 'edit' && data && count > 0 && (
          <Button
            variant="outlined"
            startIcon={<UndoIcon />}
            onClick={() => setConfirming(true)}
            disabled={undone || undo.isPending}
          >
            {undone ? 'Changes undone' : 'Undo these changes'}
          </Button>
        )}
        <Button onClick={onReset}>Upload another file</Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Undo these changes?"
        confirmLabel="Undo changes"
        busy={undo.isPending}
        onConfirm={runUndo}
        onClose={() => setConfirming(false)}
      >
        Every product changed by this upload goes back to the values it had before ({products(count)}).
      </ConfirmDialog>
    </Stack>
  );
}
