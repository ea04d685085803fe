import { useMemo, useState } from 'react';
import {
  checkSuppliedQuantity,
  parsePlainDecimal,
  planProcessing,
  type ApiFieldError,
  type OrderDetail,
  type OrderProductDetail,
  type ProcessingError,
  type ProcessOrderInput,
} from '@portal/domain';
import type { CustomLine } from './components/order-dialogs.tsx';

/** A supplied quantity being typed, or a removal (quantity 0) with its reason. */
type Edit = { qty: string; reason: string | null; removed: boolean };

export type OrderRow =
  | { kind: 'line'; index: number; line: OrderProductDetail }
  | { kind: 'custom'; index: number; custom: CustomLine };

/** What PUT …/process is sent (the domain's body, defaults applied). */
export type ProcessBody = ProcessOrderInput;

const rowKey = (row: OrderRow) =>
  row.kind === 'line' ? `line-${row.line.orderProductId}` : `custom-${row.custom.key}`;

/**
 * The supplier's unsaved work on a pending order: supplied quantities, removals with their reasons and
 * custom products. Each typed quantity is checked by the domain's `checkSuppliedQuantity` (plain decimals
 * only, as the server); the totals and the rules that decide whether it can be processed are the domain's
 * `planProcessing`, the very function the server runs on the same body.
 */
export function useOrderEditor(
  order: OrderDetail,
  { isStaff, canProcess = true }: { isStaff: boolean; canProcess?: boolean },
) {
  const pending = order.orderStatus === 'PENDING';
  /** Whether the person may change what is supplied (a role that may process the order). */
  const editable = pending && canProcess;
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

  const edit = (line: OrderProductDetail): Edit | undefined => edits[line.orderProductId];
  const fieldError = (line: OrderProductDetail) => {
    const e = edit(line);
    return !e || e.removed ? null : checkSuppliedQuantity(e.qty);
  };

  // The body as it stands: every valid edit (a quantity still being fixed is left out) and the customs.
  const { body, sentIds } = useMemo(() => {
    const modified: ProcessBody['modifiedOrderProducts'] = [];
    for (const line of order.orderProducts) {
      const e = edits[line.orderProductId];
      if (!e) continue;
      if (e.removed) modified.push({ id: line.orderProductId, suppliedQuantity: 0, reason: e.reason });
      else if (!checkSuppliedQuantity(e.qty))
        modified.push({ id: line.orderProductId, suppliedQuantity: parsePlainDecimal(e.qty)!, reason: null });
    }
    const body: ProcessBody = {
      modifiedOrderProducts: modified,
      substitutions: customs.map((c) => ({
        sku: c.sku,
        name: c.name,
        priceIncGST: c.priceIncGST,
        gstExempt: c.hasGST ? 0 : 1,
        suppliedQuantity: c.quantity,
      })),
    };
    return { body, sentIds: modified.map((m) => m.id) };
  }, [order.orderProducts, edits, customs]);
  const result = useMemo(() => planProcessing(order, body, { staff: isStaff }), [order, body, isStaff]);
  const { plan } = result;

  /** The quantity a line stands at now: the edit, else the supplied quantity, else the ordered one. */
  const qtyOf = (line: OrderProductDetail) => {
    const e = edit(line);
    if (e) return e.removed ? 0 : (parsePlainDecimal(e.qty) ?? Number.NaN);
    return line.finalQuantityPriced ?? line.originalQuantityPriced;
  };
  const reasonOf = (line: OrderProductDetail) => edit(line)?.reason ?? line.reason;
  const isRemoved = (line: OrderProductDetail) => qtyOf(line) === 0 && !!reasonOf(line);
  const totalOf = (row: OrderRow) => {
    if (row.kind === 'custom') return plan.substitutions[row.index]?.total ?? 0;
    const line = row.line;
    if (!pending) return line.finalTotalIncGST ?? line.originalTotalIncGST;
    return plan.lines.find((l) => l.id === line.orderProductId)?.total ?? 0;
  };

  const original = order.originalTotalIncGST;
  const finalTotal = pending ? plan.finalTotal : order.finalTotalIncGST;
  const everythingRemoved = pending && plan.everythingRemoved;
  const tooHigh = pending && plan.tooHigh;
  // Blocked while a typed quantity is wrong or the plan refuses (a missing reason, nothing left, over 100%).
  const blocked = order.orderProducts.some((l) => fieldError(l)) || !result.ok;

  const setQty = (line: OrderProductDetail, qty: string) =>
    setEdits((e) => ({ ...e, [line.orderProductId]: { qty, reason: null, removed: false } }));
  const removeLine = (line: OrderProductDetail, reason: string | null) =>
    setEdits((e) => ({ ...e, [line.orderProductId]: { qty: '0', reason, removed: true } }));
  /** Undo a removal before processing: the line goes back to the quantity it had (orders-ui). */
  const restoreLine = (line: OrderProductDetail) =>
    setEdits(({ [line.orderProductId]: _removed, ...rest }) => rest);
  const addCustom = (line: Omit<CustomLine, 'key'>) =>
    setCustoms((c) => [...c, { ...line, key: `${Date.now()}-${c.length}` }]);
  const removeCustom = (key: string) => setCustoms((c) => c.filter((x) => x.key !== key));

  const processBody = (): ProcessBody => body;

  /** Row errors (`modifiedOrderProducts.{i}.field`, `substitutions.{i}.field`) by row; the rest under 'order'. */
  const byRow = (errors: ReadonlyArray<ProcessingError | ApiFieldError>) => {
    const mapped: Record<string, string> = {};
    for (const e of errors) {
      const [group, index] = e.param.split('.');
      const i = Number(index);
      const lineId = group === 'modifiedOrderProducts' ? sentIds[i] : undefined;
      const custom = group === 'substitutions' ? customs[i] : undefined;
      if (lineId !== undefined) mapped[`line-${lineId}`] = e.message;
      else if (custom) mapped[`custom-${custom.key}`] = e.message;
      else mapped.order = e.message;
    }
    return mapped;
  };
  // The plan's own row errors (a removal without its reason) show until the server has spoken.
  const planRowErrors = result.ok ? {} : byRow(result.errors.filter((e) => /\.\d+\./.test(e.param)));
  const showServerErrors = (errors: ApiFieldError[]) => setRowErrors(byRow(errors));

  return {
    pending,
    editable,
    rows,
    edit,
    qtyOf,
    reasonOf,
    isRemoved,
    fieldError,
    totalOf,
    rowError: (row: OrderRow) => rowErrors[rowKey(row)] ?? planRowErrors[rowKey(row)],
    orderError: rowErrors.order,
    original,
    finalTotal,
    everythingRemoved,
    tooHigh,
    blocked,
    setQty,
    removeLine,
    restoreLine,
    addCustom,
    removeCustom,
    processBody,
    showServerErrors,
  };
}

export type OrderEditor = ReturnType<typeof useOrderEditor>;
