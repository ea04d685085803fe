import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  CANCEL_REASONS,
  ORDER_MESSAGES,
  ORDER_TEXT_LIMITS,
  REMOVAL_REASONS,
  checkReason,
  customProductFormSchema,
  checkDollarPrice,
  decimalToCents,
  exGst,
  formatCents,
  joinReason,
  type CustomProductForm,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** A reason from a list, with a free-text box for 'Other'; answers "Other: text" as the API expects. */
function ReasonDialog({
  open,
  title,
  label,
  reasons,
  requiredMessage,
  otherMessage,
  maxLength,
  confirmLabel,
  busy,
  serverError,
  failure,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  label: string;
  reasons: readonly string[];
  requiredMessage: string;
  otherMessage: string;
  /** The server's limit of the whole reason ("Other: text"). */
  maxLength: number;
  confirmLabel: string;
  busy?: boolean;
  serverError?: string | null;
  failure?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [touched, setTouched] = useState(false);
  const value = reason === 'Other' ? joinReason('Other', other) : reason;
  const error = checkReason(value, reasons, requiredMessage, otherMessage);
  // The server's answer on `reason` shows on the field the supplier filled in: the free text for 'Other',
  // else the reason list (so it is never hidden behind a box that is not there).
  const reasonError =
    touched && error === requiredMessage ? error : reason !== 'Other' ? (serverError ?? null) : null;
  const otherError = touched && error === otherMessage ? error : (serverError ?? null);
  // The free text's own limit: the whole reason, less the 'Other: ' in front of it.
  const otherMax = maxLength - 'Other: '.length;

  return (
    <FormDialog
      open={open}
      title={title}
      description={children}
      problems={failure ? [failure] : []}
      submitLabel={confirmLabel}
      busyLabel="Working"
      busy={busy ?? false}
      cancelLabel="Close"
      destructive
      onSubmit={() => {
        setTouched(true);
        if (!error) onConfirm(value);
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!reasonError}
          helperText={reasonError ?? undefined}
        >
          {reasons.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        {reason === 'Other' && (
          <TextField
            label="Please specify"
            value={other}
            onChange={(e) => setOther(e.target.value)}
            error={!!otherError}
            helperText={
              otherError ?? `${other.length.toLocaleString('en-AU')}/${otherMax.toLocaleString('en-AU')}`
            }
            slotProps={{ htmlInput: { maxLength: otherMax } }}
            multiline
            minRows={2}
            autoFocus
          />
        )}
      </Stack>
    </FormDialog>
  );
}

export function CancelOrderDialog(props: {
  open: boolean;
  busy?: boolean;
  serverError?: string | null;
  failure?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...props}
      title="Cancel Order"
      label="Reason for cancelling"
      reasons={CANCEL_REASONS}
      requiredMessage={ORDER_MESSAGES.cancelReasonRequired}
      maxLength={ORDER_TEXT_LIMITS.cancelReason}
      otherMessage={ORDER_MESSAGES.cancelOtherText}
      confirmLabel="Cancel Order"
    >
      <Typography variant="body2">
        Cancelling cannot be undone. The venue will be told that the order is cancelled.
      </Typography>
    </ReasonDialog>
  );
}

export function RemoveProductDialog(props: {
  open: boolean;
  productName: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...props}
      title="Remove product from order"
      label="Reason for removal"
      reasons={REMOVAL_REASONS}
      requiredMessage={ORDER_MESSAGES.removalReasonRequired}
      maxLength={ORDER_TEXT_LIMITS.removalReason}
      otherMessage={ORDER_MESSAGES.removalOtherText}
      confirmLabel="Remove"
    >
      <Typography variant="body2">{props.productName} will not be supplied.</Typography>
    </ReasonDialog>
  );
}

/** Add or Edit order ID: required; an unchanged value only closes the dialog. */
export function SupplierReferenceDialog({
  open,
  current,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  current: string | null;
  busy?: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const title = current ? 'Edit order ID' : 'Add order ID';
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel="Save"
      busyLabel="Saving"
      busy={busy ?? false}
      onSubmit={() => {
        const v = value.trim();
        if (!v) return setError(ORDER_MESSAGES.supplierReferenceRequired);
        if (v === (current ?? '')) return onClose();
        onSave(v);
      }}
      onClose={onClose}
    >
      <TextField
        label="Supplier order ID"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? 'Your own reference for this order'}
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}

export type CustomLine = {
  key: string;
  sku: string;
  name: string;
  priceIncGST: number;
  hasGST: boolean;
  quantity: number;
};

/** Add Custom Product: SKU, name, total price (incl GST when GST applies), default portion 1.00 unit. */
export function CustomProductDialog({
  open,
  onAdd,
  onClose,
}: {
  open: boolean;
  onAdd: (line: Omit<CustomLine, 'key'>) => void;
  onClose: () => void;
}) {
  const form = useForm<CustomProductForm>({
    resolver: zodResolver(customProductFormSchema),
    defaultValues: { sku: '', name: '', totalPrice: '', hasGst: true },
  });
  const { errors } = form.formState;
  const price = form.watch('totalPrice');
  const hasGst = form.watch('hasGst');
  // The preview shows only a price the form takes (never one under its own limit error).
  const cents = checkDollarPrice(price) === null ? decimalToCents(price) : null;
  const add = form.handleSubmit((v) => {
    onAdd({
      sku: v.sku.trim(),
      name: v.name.trim(),
      priceIncGST: decimalToCents(v.totalPrice),
      hasGST: v.hasGst,
      quantity: 1,
    });
    form.reset();
  });
  return (
    <FormDialog
      open={open}
      title="Add Custom Product"
      submitLabel="Add Product"
      busyLabel="Adding"
      busy={false}
      onSubmit={() => void add()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label="SKU"
          {...form.register('sku')}
          slotProps={{ htmlInput: { maxLength: ORDER_TEXT_LIMITS.customProductText } }}
          error={!!errors.sku}
          helperText={errors.sku?.message}
        />
        <TextField
          label="Product name"
          {...form.register('name')}
          slotProps={{ htmlInput: { maxLength: ORDER_TEXT_LIMITS.customProductText } }}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          label="Total price ($)"
          inputMode="decimal"
          {...form.register('totalPrice')}
          error={!!errors.totalPrice}
          helperText={errors.totalPrice?.message ?? 'Portion: 1.00 unit'}
        />
        <FormControlLabel
          control={<Checkbox {...form.register('hasGst')} checked={hasGst} />}
          label="GST is applicable to this product"
        />
        {cents !== null && (
          <Box aria-live="polite">
            <Typography variant="body2">
              Final price: {formatCents(hasGst ? exGst(cents) : cents)} ex GST
            </Typography>
            {hasGst && <Typography variant="body2">Final price: {formatCents(cents)} inc GST</Typography>}
          </Box>
        )}
      </Stack>
    </FormDialog>
  );
}
