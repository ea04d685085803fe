import { useEffect, useRef, useState } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { centsToDollarText, exGstPrice, formatCents, inlinePriceSchema, type Product } from '@portal/domain';

/** One width for both states, so the table does not reflow when editing starts (field + two buttons). */
export const PRICE_CELL_WIDTH = 150;

/** Price (Ex. GST) of a list row; a click turns it into a field (Enter saves, Escape cancels). */
export function InlinePriceCell({
  product,
  onSave,
}: {
  product: Product;
  onSave: (dollarsExGst: string) => void;
}) {
  const ex = exGstPrice(product.priceInCents, product.gstExempt);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  // Focus the field without scrolling the table sideways (on a phone that hid the product's name).
  useEffect(() => {
    if (editing) input.current?.focus({ preventScroll: true });
  }, [editing]);

  // A plain button with the browser's hover title, not MUI's Button and Tooltip: one per row.
  if (!editing) {
    return (
      <Box sx={{ width: PRICE_CELL_WIDTH }}>
        <button
          type="button"
          className="cell-text-button"
          title="Click to change the price"
          onClick={() => {
            setValue(centsToDollarText(ex));
            setError(null);
            setEditing(true);
          }}
          aria-label={`Price of ${product.name}: ${formatCents(ex)}. Change price`}
        >
          {formatCents(ex)}
        </button>
      </Box>
    );
  }
  const save = () => {
    const parsed = inlinePriceSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid price');
      return;
    }
    setEditing(false);
    onSave(parsed.data);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, width: PRICE_CELL_WIDTH }}>
      <TextField
        size="small"
        inputRef={input}
        hiddenLabel
        placeholder="0.00"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setEditing(false);
        }}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `New price for ${product.name}` } }}
        sx={{ width: 86, '& .MuiInputBase-input': { px: 1 } }}
      />
      <IconButton size="small" aria-label="Save price" onClick={save}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel price change" onClick={() => setEditing(false)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
