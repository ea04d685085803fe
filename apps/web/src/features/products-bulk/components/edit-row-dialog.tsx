import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import {
  BULK_FIELD_LABELS,
  BULK_ROW_FIELDS,
  UNITS,
  type BulkCsvRow,
  type BulkMode,
  type BulkRowErrors,
  type BulkRowField,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';

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
    <FormDialog
      open={open}
      title="Edit product"
      submitLabel="Update product"
      busyLabel="Updating product"
      busy={false}
      maxWidth="md"
      onSubmit={() => onSave(draft)}
      onClose={onClose}
    >
      <Box
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
    </FormDialog>
  );
}
