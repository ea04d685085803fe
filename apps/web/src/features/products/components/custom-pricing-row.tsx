import { IconButton, MenuItem, TextField, Box } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import {
  CUSTOM_PRICE_MESSAGES as CM,
  decimalToCents,
  formatCents,
  incGst,
  type CustomPriceDialogForm,
  type Product,
} from '@portal/domain';
import type { Row } from './use-custom-pricing-form.ts';

type Venue = { id: number; venue: string };

type Props = {
  index: number;
  row: Row;
  product: Product;
  /** The venues this row may pick: its own and those no other row has. */
  choices: Venue[];
  venueName: (id: number) => string;
  errors: FieldErrors<CustomPriceDialogForm>['rows'];
  register: UseFormRegister<CustomPriceDialogForm>;
  setValue: UseFormSetValue<CustomPriceDialogForm>;
  onDrop: () => void;
};

/** The price's helper line: the error, 'Removed when you save', free, or the price incl. GST. */
function priceHelper(row: Row, product: Product, error: string | undefined): string {
  if (error) return error;
  if (row.apiMethod === 'delete') return 'Removed when you save';
  const cents = decimalToCents(row.priceInDollarsExGST ?? '');
  if (cents === 0) return CM.priceFree;
  if (!product.gstExempt && Number.isFinite(cents) && cents > 0)
    return `${formatCents(incGst(cents))} incl. GST`;
  return ' ';
}

/** One venue's custom price: venue (fixed once saved), price ex GST, and remove or keep. */
export function CustomPricingRow({
  index,
  row,
  product,
  choices,
  venueName,
  errors,
  register,
  setValue,
  onDrop,
}: Props) {
  const removed = row.apiMethod === 'delete';
  const err = errors?.[index];
  return (
    <Box
      role="group"
      aria-label={`Custom price row ${index + 1}`}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        opacity: removed ? 0.5 : 1,
      }}
    >
      <TextField
        select
        size="small"
        label="Venue"
        value={row.venueId || ''}
        disabled={row.apiMethod !== 'post'}
        onChange={(e) => setValue(`rows.${index}.venueId`, Number(e.target.value), { shouldValidate: true })}
        error={!!err?.venueId}
        helperText={err?.venueId?.message}
        sx={{ flex: '2 1 200px' }}
      >
        {row.apiMethod !== 'post' && !choices.some((v) => v.id === row.venueId) && (
          <MenuItem value={row.venueId}>{venueName(row.venueId)}</MenuItem>
        )}
        {choices.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.venue}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Price (Ex. GST)"
        disabled={removed}
        {...register(`rows.${index}.priceInDollarsExGST`)}
        error={!!err?.priceInDollarsExGST}
        helperText={priceHelper(row, product, err?.priceInDollarsExGST?.message)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '1 1 140px' }}
      />
      {removed ? (
        <IconButton
          aria-label={`Keep custom price for ${venueName(row.venueId)}`}
          onClick={() => setValue(`rows.${index}.apiMethod`, 'patch')}
        >
          <UndoIcon />
        </IconButton>
      ) : (
        <IconButton
          aria-label={`Remove custom price row ${index + 1}`}
          onClick={() =>
            row.apiMethod === 'post' ? onDrop() : setValue(`rows.${index}.apiMethod`, 'delete')
          }
        >
          <DeleteIcon />
        </IconButton>
      )}
    </Box>
  );
}
