import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { invoiceNumber, type CreditNote, type OrderDetail } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateCreditNote } from '../../../api/credit-notes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCents } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  creditLinesOf,
  emptyRow,
  readCreditForm,
  serverErrorsOf,
  type CreditErrors,
  type CreditRow,
} from '../credit-form.ts';
import { CreditLineFields, CreditNoteField } from './credit-line-fields.tsx';

/** What the dialog says when the server failed without naming a field. */
const CREDIT_FAILED = 'Unable to raise the credit note. Please try again later';

/**
 * 'Credit': pick supplied lines of the invoiced order, a quantity of each line's priced unit or an amount in
 * dollars, a reason (Other with a comment) and an optional note. Messages show under the fields once the
 * form was sent, the server's 400 on the field it names; the total and GST are the domain's plan.
 */
export function CreditNoteDialog({
  order,
  notes,
  onClose,
}: {
  order: OrderDetail;
  notes: readonly CreditNote[];
  onClose: () => void;
}) {
  const lines = creditLinesOf(order, notes);
  const [rows, setRows] = useState<Record<number, CreditRow>>({});
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<CreditErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCreditNote(order.orderId);
  const form = readCreditForm(lines, rows, note);
  const errors: CreditErrors = { ...(sent ? form.errors : {}), ...serverErrors };

  const change = (id: number, patch: Partial<CreditRow>) => {
    setRows((old) => ({ ...old, [id]: { ...(old[id] ?? emptyRow()), ...patch } }));
    // A field changed: the server's word on that line no longer holds.
    setServerErrors((old) =>
      Object.fromEntries(Object.entries(old).filter(([key]) => !key.startsWith(`${id}.`) && key !== 'form')),
    );
  };

  async function submit() {
    setSent(true);
    setFailure(null);
    if (!form.body) return;
    try {
      const created = await create.mutateAsync(form.body);
      onClose();
      notifySuccess(`Credit note ${created.number} has been raised`);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
      if (fields.length) setServerErrors(serverErrorsOf(form.body.lines, fields));
      else if (error instanceof ApiError && error.fieldErrors[0]) setFailure(error.fieldErrors[0].message);
      else setFailure(CREDIT_FAILED);
    }
  }

  const problems = [failure, errors.form].filter((p): p is string => !!p);
  return (
    <FormDialog
      title={`Credit order #${order.orderId}`}
      description={`Adjusts tax invoice ${invoiceNumber(order.orderId)}. Choose the lines to credit: a quantity, or an amount in dollars.`}
      problems={problems}
      submitLabel="Raise credit note"
      busyLabel="Raising credit note"
      busy={create.isPending}
      maxWidth="md"
      dividers
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        {lines.map((line, i) => (
          <CreditLineFields
            key={line.orderProductId}
            line={line}
            row={rows[line.orderProductId] ?? emptyRow()}
            errors={errors}
            autoFocus={i === 0}
            onChange={(patch) => change(line.orderProductId, patch)}
          />
        ))}
        <CreditNoteField value={note} error={errors.note} onChange={setNote} />
        <Box aria-live="polite" sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Credit total: {formatCents(form.totalIncGst)}
          </Typography>
          <Typography variant="body2">Includes GST of {formatCents(form.gst)}</Typography>
        </Box>
      </Stack>
    </FormDialog>
  );
}
