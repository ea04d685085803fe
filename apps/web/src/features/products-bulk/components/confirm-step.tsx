import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { MissingCategory } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { formatCount, products } from '../lib/counts.ts';
import { useFocusNext } from '../lib/focus-next.ts';
import { errorsOf } from '../lib/pending-rows.ts';
import type { BulkUpload } from '../use-bulk-upload.ts';
import { EditRowDialog } from './edit-row-dialog.tsx';
import { PendingProductsTable } from './pending-products-table.tsx';

/** Step 2 'Confirm and Save': the pending rows, their edit dialog, undo of a removal, Create Categories. */
export function ConfirmStep({ bulk, staff }: { bulk: BulkUpload; staff: boolean }) {
  const { mode, rows, errorCount } = bulk;
  const [editing, setEditing] = useState<number | null>(null);
  const [creating, setCreating] = useState<'confirm' | 'busy' | null>(null);
  // The list confirmed in the dialog, kept while it closes (the rows revalidate underneath).
  const [toCreate, setToCreate] = useState<MissingCategory[]>([]);
  const editingRow = editing === null ? null : (rows.find((r) => r.line === editing) ?? null);
  const changing = rows.filter((r) => r.result.change).length;
  const focusNext = useFocusNext(errorCount > 0);
  // Arriving here (the file just read, or Next) the focus goes to what to do next, not the page.
  useEffect(focusNext, [focusNext]);

  const askCreate = () => {
    const blocker = bulk.createCategoriesBlocker();
    if (blocker) return notifyError(blocker);
    setToCreate(bulk.missing);
    setCreating('confirm');
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Pending Products
        </Typography>
        {bulk.removed > 0 && (
          <Button startIcon={<UndoIcon />} onClick={bulk.undoRemove}>
            Undo delete
          </Button>
        )}
        {staff && bulk.missing.length > 0 && (
          <Button variant="outlined" onClick={askCreate}>
            Create Categories
          </Button>
        )}
      </Box>
      {rows.length === 0 ? (
        <Alert severity="info">
          No products left to save. Undo a delete, or Reset to upload another file.
        </Alert>
      ) : errorCount > 0 ? (
        <Alert severity="error">
          {formatCount(errorCount)} of {products(rows.length)} {rows.length === 1 ? 'has' : 'have'} errors.
          Edit or delete them to continue.
        </Alert>
      ) : (
        <Alert severity="success">
          {mode === 'edit'
            ? `${formatCount(changing)} of ${products(rows.length)} will be changed.`
            : `${products(rows.length)} ${rows.length === 1 ? 'is' : 'are'} ready to save.`}
        </Alert>
      )}
      <PendingProductsTable mode={mode} rows={rows} onEdit={setEditing} onRemove={bulk.removeRow} />
      <EditRowDialog
        open={editingRow !== null}
        mode={mode}
        row={editingRow?.row ?? null}
        errors={editingRow ? errorsOf(editingRow) : {}}
        onClose={() => setEditing(null)}
        onSave={(row) => {
          if (editing !== null) bulk.updateRow(editing, row);
          setEditing(null);
          focusNext();
        }}
      />
      <ConfirmDialog
        open={creating !== null}
        title="Create Categories"
        confirmLabel="Create Categories"
        busy={creating === 'busy'}
        onConfirm={async () => {
          setCreating('busy');
          await bulk.createCategories(toCreate);
          setCreating(null);
          focusNext();
        }}
        onClose={() => setCreating(null)}
      >
        <Typography gutterBottom>These categories do not exist yet and will be created:</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="Missing categories">
          {toCreate.map((m) => (
            <li key={m.path.join('>')}>{m.path.join(' > ')}</li>
          ))}
        </Box>
      </ConfirmDialog>
    </Stack>
  );
}
