import { useMemo, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  centsToDollarText,
  exGstPrice,
  CUSTOM_PRICE_MESSAGES as CM,
  customPriceDialogSchema,
  decimalToCents,
  storedPrice,
  type CustomPriceDialogForm,
  type Product,
} from '@portal/domain';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useSaveCustomPriceRows,
  type CustomPriceRowResult,
  type CustomPriceRowWrite,
} from '../../../api/custom-prices.ts';

export type Row = CustomPriceDialogForm['rows'][number];
type Method = Row['apiMethod'];

/** A new row: no venue chosen yet (0 is no venue; the schema asks for one). */
export const newRow = (): Row => ({ id: null, venueId: 0, priceInDollarsExGST: '', apiMethod: 'post' });

function initialRows(product: Product): Row[] {
  return product.customPricing.map((c) => ({
    id: c.id,
    venueId: c.venue.id,
    priceInDollarsExGST: centsToDollarText(exGstPrice(c.priceInCents, product.gstExempt)),
    apiMethod: 'patch' as const,
  }));
}

const failedMessage: Record<Method, (venue: string) => string> = {
  post: CM.createFailed,
  patch: CM.updateFailed,
  delete: CM.deleteFailed,
};
const savedMessage: Record<Method, (venue: string) => string> = {
  post: CM.created,
  patch: CM.updated,
  delete: CM.deleted,
};

/**
 * The per-product custom prices form and its save: new rows are posted, changed existing rows patched,
 * removed existing rows deleted (spec 000 section 4), through the data layer's `useSaveCustomPriceRows`.
 * A partial failure keeps what was saved as saved: a posted row becomes an existing one, a deleted one
 * leaves the form and a patched price becomes the baseline, so Save again sends only what failed.
 */
export function useCustomPricingForm(
  product: Product,
  venueName: (id: number) => string,
  onSaved: () => void,
) {
  const saveRows = useSaveCustomPriceRows();
  const original = useMemo(() => initialRows(product), [product]);
  // The saved price (cents ex GST) of each venue's existing row, as of the last successful write.
  const baseline = useRef(new Map(original.map((r) => [r.venueId, decimalToCents(r.priceInDollarsExGST)])));
  const form = useForm<CustomPriceDialogForm>({
    resolver: zodResolver(customPriceDialogSchema),
    defaultValues: { rows: original },
  });
  const array = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });

  /** Only new, removed and changed existing prices are written (spec 000 section 4). */
  const pendingOf = (values: Row[]) =>
    values
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => {
        if (row.apiMethod !== 'patch') return true;
        const before = baseline.current.get(row.venueId);
        return before === undefined || before !== decimalToCents(row.priceInDollarsExGST);
      });

  const writeOf = (row: Row): CustomPriceRowWrite => ({
    method: row.apiMethod,
    id: row.id,
    body: {
      venueId: row.venueId,
      productId: product.id,
      priceInCents: storedPrice(decimalToCents(row.priceInDollarsExGST), product.gstExempt),
    },
  });

  /** Makes what was saved the row's starting point; returns true when the row leaves the form. */
  const settle = (row: Row, index: number, result: CustomPriceRowResult): boolean => {
    const venue = venueName(row.venueId);
    if (!result.ok) {
      notifyError(failedMessage[row.apiMethod](venue));
      return false;
    }
    notifySuccess(savedMessage[row.apiMethod](venue));
    if (row.apiMethod === 'delete') {
      baseline.current.delete(row.venueId);
      return true;
    }
    baseline.current.set(row.venueId, decimalToCents(row.priceInDollarsExGST));
    if (row.apiMethod === 'post') {
      form.setValue(`rows.${index}.id`, result.id);
      form.setValue(`rows.${index}.apiMethod`, 'patch');
    }
    return false;
  };

  const onSave = form.handleSubmit(async ({ rows }) => {
    const pending = pendingOf(rows);
    const results = await saveRows.mutateAsync(pending.map(({ row }) => writeOf(row)));
    const dropped = pending
      .filter(({ row, index }, k) => settle(row, index, results[k] ?? { ok: false }))
      .map(({ index }) => index);
    if (dropped.length) array.remove(dropped);
    if (results.every((r) => r.ok)) onSaved();
  });

  return { form, ...array, onSave, saving: saveRows.isPending };
}
