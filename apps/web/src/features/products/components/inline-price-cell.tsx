import { useLayoutEffect, useRef, useState } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  centsToDollarText,
  exGstPrice,
  formatCents,
  PRODUCT_MESSAGES as M,
  type Product,
} from '@portal/domain';
import { notifyError } from '../../../lib/notify.ts';
import type { checkInlinePrice } from './inline-price-check.ts';

type PriceCheck = typeof checkInlinePrice;
let priceCheck: PriceCheck | null = null;
let loadingCheck: Promise<PriceCheck> | null = null;

/**
 * The price check validates with zod (the product schemas), so it loads when a price edit starts, not
 * with the list: the list's first paint stays small and fast. Loaded once; a failed load is tried again
 * by the next save.
 */
function loadPriceCheck(): Promise<PriceCheck> {
  loadingCheck ??= import('./inline-price-check.ts').then(
    (module) => (priceCheck = module.checkInlinePrice),
    (error: unknown) => {
      loadingCheck = null;
      throw error;
    },
  );
  return loadingCheck;
}

/** One width for both states, so the table does not reflow when editing starts (field + two buttons). */
export const PRICE_CELL_WIDTH = 150;

/**
 * Price (Ex. GST) of a list row; a click turns it into a field (Enter saves, Escape cancels). Without
 * `onSave` (a role that may not change prices) the price is plain text.
 */
export function InlinePriceCell({
  product,
  onSave,
}: {
  product: Product;
  onSave?: (dollarsExGst: string) => void;
}) {
  const ex = exGstPrice(product.priceInCents, product.gstExempt);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // The edit a save belongs to: a save that waited for the price check is dropped if that edit has
  // ended (cancelled, or saved) in the meantime.
  const edit = useRef(0);

  // The price's button, which takes the focus back when an edit ends (it fell to <body>).
  const priceButton = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);

  // Focus the field without scrolling the table sideways (on a phone that hid the product's name).
  useLayoutEffect(() => {
    if (editing) input.current?.focus({ preventScroll: true });
    else if (refocus.current) priceButton.current?.focus({ preventScroll: true });
    refocus.current = false;
  }, [editing]);

  if (!onSave) return <Box sx={{ width: PRICE_CELL_WIDTH }}>{formatCents(ex)}</Box>;
  // A plain button with the browser's hover title, not MUI's Button and Tooltip: one per row.
  if (!editing) {
    return (
      <Box sx={{ width: PRICE_CELL_WIDTH }}>
        <button
          ref={priceButton}
          type="button"
          className="cell-text-button"
          title="Click to change the price"
          onClick={() => {
            loadPriceCheck().catch(() => undefined); // a failed load is tried again on save
            edit.current += 1;
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
  const cancel = () => {
    edit.current += 1;
    refocus.current = true;
    setEditing(false);
  };
  const check = (run: PriceCheck, typed: string) => {
    const checked = run(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    edit.current += 1;
    refocus.current = true;
    setEditing(false);
    onSave(checked.dollarsExGst);
  };
  // The check has normally loaded while the price was being typed; otherwise the save waits for it.
  const save = () => {
    if (priceCheck) return check(priceCheck, value);
    const typed = value;
    const of = edit.current;
    loadPriceCheck().then(
      (loaded) => {
        if (edit.current === of) check(loaded, typed);
      },
      () => {
        if (edit.current === of) notifyError(M.priceFailed);
      },
    );
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
          // Its keypress must not reach the price's button, which takes the focus as the edit ends (a
          // second edit would start).
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
          if (e.key === 'Escape') cancel();
        }}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `New price for ${product.name}` } }}
        sx={{ width: 86, '& .MuiInputBase-input': { px: 1 } }}
      />
      <IconButton size="small" aria-label="Save price" onClick={save}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel price change" onClick={cancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
