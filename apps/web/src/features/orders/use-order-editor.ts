import { useMemo, useState } from 'react';
import {
  checkSuppliedQuantity,
  priceLine,
  totalIncreaseTooHigh,
  type ApiFieldError,
  type OrderDetail,
  type OrderProductDetail,
} from '@portal/domain';
import type { CustomLine } from './components/order-dialogs.tsx';

/** A supplied quantity being typed, and the removal reason when it is a removal. */
type Edit = { qty: string; reason: string | null };

export type OrderRow =
  | { kind: 'line'; index: number; line: OrderProductDetail }
  | { kind: 'custom'; index: number; custom: CustomLine };

export type ProcessBody = {
  modifiedOrderProducts: { id: number; suppliedQuantity: number; reason: string | null }[];
  substitutions: {
    sku: string;
    name: string;
    priceIncGST: number;
    gstExempt: 0 | 1;
    suppliedQuantity: number;
  }[];
};

export const rowKey = (row: OrderRow) =>
  row.kind === 'line' ? `line-${row.line.orderProductId}` : `custom-${row.custom.key}`;

/**
 * The supplier's unsaved work on a pending order: supplied quantities, removals with their
 * reasons and custom products, with the totals and the rules that decide whether it can be
 * processed. Prices come from the domain (`priceLine`); the server recomputes them all again.
 */
export function useOrderEditor(order: OrderDetail, { isStaff }: { isStaff: boolean }) {
  const pending = order.orderStatus === 'PENDING';
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [customs, setCustoms] = useState<CustomLine[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});

  const rows: OrderRow[] = useMemo(
    () => [
      ...order.orderProducts.map((line, index) => ({ kind: 'line' as const, index, line })),
      ...customs.map((custom, index) => ({ kind: 'custom' as const, index, custom })),
    ],
    [order.orderProducts, customs],
  );

  const edit = (line: OrderProductDetail) => edits[line.orderProductId];
  /** The quantity a line stands at now: the edit, else the supplied quantity, else the ordered one. */
  const qtyOf = (line: OrderProductDetail) => {
    const e = edit(line);
    if (e) return Number(e.qty);
    return line.finalQuantityPriced ?? line.originalQuantityPriced;
  };
  const reasonOf = (line: OrderProductDetail) => edit(line)?.reason ?? line.reason;
  const isRemoved = (line: OrderProductDetail) => qtyOf(line) === 0 && !!reasonOf(line);
  const fieldError = (line: OrderProductDetail) => {
    const e = edit(line);
    if (!e || (e.qty === '0' && e.reason)) return null;
    return checkSuppliedQuantity(e.qty);
  };
  const totalOf = (row: OrderRow) => {
    if (row.kind === 'custom')
      return priceLine(row.custom.priceIncGST, row.custom.quantity, row.custom.hasGST).total;
    const line = row.line;
    if (!pending) return line.finalTotalIncGST ?? line.originalTotalIncGST;
    const q = qtyOf(line);
    return Number.isFinite(q) && q >= 0
      ? priceLine(line.priceIncGST, q, line.hasGST).total
      : line.originalTotalIncGST;
  };

  const original = order.originalTotalIncGST;
  const finalTotal = pending ? rows.reduce((sum, r) => sum + totalOf(r), 0) : order.finalTotalIncGST;
  const everythingRemoved =
    pending && customs.length === 0 && order.orderProducts.every((l) => qtyOf(l) === 0);
  const tooHigh = pending && totalIncreaseTooHigh(original, finalTotal);
  // Ready: every removed line carries its reason and every typed quantity is valid.
  const ready =
    !order.orderProducts.some((l) => fieldError(l)) &&
    order.orderProducts.every((l) => qtyOf(l) !== 0 || !!reasonOf(l));
  const blocked = !ready || everythingRemoved || (tooHigh && !isStaff);

  const setQty = (line: OrderProductDetail, qty: string) =>
    setEdits((e) => ({ ...e, [line.orderProductId]: { qty, reason: null } }));
  const removeLine = (line: OrderProductDetail, reason: string | null) =>
    setEdits((e) => ({ ...e, [line.orderProductId]: { qty: '0', reason } }));
  const addCustom = (line: Omit<CustomLine, 'key'>) =>
    setCustoms((c) => [...c, { ...line, key: `${Date.now()}-${c.length}` }]);
  const removeCustom = (key: string) => setCustoms((c) => c.filter((x) => x.key !== key));

  const changed = order.orderProducts.filter((l) => edit(l));
  const processBody = (): ProcessBody => ({
    modifiedOrderProducts: changed.map((l) => ({
      id: l.orderProductId,
      suppliedQuantity: Number(edit(l)!.qty),
      reason: edit(l)!.reason,
    })),
    substitutions: customs.map((c) => ({
      sku: c.sku,
      name: c.name,
      priceIncGST: c.priceIncGST,
      gstExempt: (c.hasGST ? 0 : 1) as 0 | 1,
      suppliedQuantity: c.quantity,
    })),
  });

  /** The server's row errors (`modifiedOrderProducts.{i}.field`, `substitutions.{i}.field`) beside their rows. */
  const showServerErrors = (errors: ApiFieldError[]) => {
    const mapped: Record<string, string> = {};
    for (const e of errors) {
      const [group, index] = e.param.split('.');
      const i = Number(index);
      const line = group === 'modifiedOrderProducts' ? changed[i] : undefined;
      const custom = group === 'substitutions' ? customs[i] : undefined;
      if (line) mapped[`line-${line.orderProductId}`] = e.message;
      else if (custom) mapped[`custom-${custom.key}`] = e.message;
      else mapped.order = e.message;
    }
    setRowErrors(mapped);
  };

  return {
    pending,
    rows,
    edit,
    qtyOf,
    reasonOf,
    isRemoved,
    fieldError,
    totalOf,
    rowError: (row: OrderRow) => rowErrors[rowKey(row)],
    orderError: rowErrors.order,
    original,
    finalTotal,
    everythingRemoved,
    tooHigh,
    blocked,
    setQty,
    removeLine,
    addCustom,
    removeCustom,
    processBody,
    showServerErrors,
  };
}

export type OrderEditor = ReturnType<typeof useOrderEditor>;
