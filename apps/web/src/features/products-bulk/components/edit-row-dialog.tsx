import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import {
  BULK_FIELD_LABELS,
  BULK_ROW_FIELDS,
  UNITS,
  type BulkCsvRow,
  type BulkMode,
  type BulkRowErrors,
  type BulkRowField,
} from '@portal/domain';

const YN_FIELDS: BulkRowField[] = ['taxable', 'enabled', 'outOfStock'];
const UNIT_FIELDS: BulkRowField[] = ['unitOfPrice', 'unitOfPortion'];

/** Edits one pending row; the page revalidates every row when it is saved. */
export function EditRowDialog({
  open,
  mode,
  row,
  errors,
  onClose,
  onSave,
}: {
  open: boolean;
  mode: BulkMode;
  row: BulkCsvRow | null;
  errors: BulkRowErrors;
  onClose: () => void;
  onSave: (row: BulkCsvRow) => void;
}) {
  const [draft, setDraft] = useState<BulkCsvRow | null>(row);
  useEffect(() => setDraft(row), [row]);
  if (!draft) return null;
  const fields: BulkRowField[] = mode === 'edit' ? ['productId', ...BULK_ROW_FIELDS] : BULK_ROW_FIELDS;
  const set = (field: BulkRowField, value: string) => setDraft({ ...draft, [field]: value });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-row-title" maxWidth="md" fullWidth>
      <DialogTitle id="edit-row-title">Edit product</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="edit-row-form"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(draft);
          }}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            gap: 2,
            pt: 1,
          }}
        >
          {fields.map((field) => {
            const select = YN_FIELDS.includes(field) || UNIT_FIELDS.includes(field);
            const options = YN_FIELDS.includes(field) ? ['Y', 'N'] : UNITS.map((u) => u.title);
            const value = draft[field];
            return (
              <TextField
                key={field}
                id={`edit-row-${field}`}
                label={BULK_FIELD_LABELS[field]}
                value={value}
                onChange={(e) => set(field, e.target.value)}
                error={!!errors[field]}
                helperText={errors[field] ?? (field === 'portions' ? 'Separate portions with commas' : ' ')}
                select={select}
                size="small"
              >
                {select &&
                  [...(value && !options.includes(value) ? [value] : []), ...options].map((o) => (
                    <MenuItem key={o} value={o}>
                      {o}
                    </MenuItem>
                  ))}
              </TextField>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="edit-row-form" variant="contained">
          Update product
        </Button>
      </DialogActions>
    </Dialog>
  );
}
