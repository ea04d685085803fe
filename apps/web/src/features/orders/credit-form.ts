/*
 * The Credit dialog's form, pure: the order's lines as the server credits them, each field's message under
 * the domain's rules (the same number, reason and what-is-left rules the API applies), the body to send,
 * the note's total and GST as the domain plans it, and the server's 400 put back on its fields.
 */
import {
  CREDIT_AMOUNT_MESSAGES,
  CREDIT_AMOUNT_RULE,
  CREDIT_NOTE_LIMITS,
  CREDIT_NOTE_MESSAGES as M,
  CREDIT_QUANTITY_MESSAGES,
  CREDIT_QUANTITY_RULE,
  creditReasonProblem,
  decimalProblem,
  decimalToCents,
  overCreditProblem,
  parseDecimal,
  planCreditNote,
  type CreditableLine,
  type CreditNote,
  type CreditRequestLine,
  type OrderDetail,
} from '@portal/domain';

/** A supplied line of the invoice with what the dialog shows of it. */
export type CreditLine = CreditableLine & { name: string; unit: string };

type CreditMode = 'quantity' | 'amount';
export type CreditRow = {
  selected: boolean;
  mode: CreditMode;
  quantity: string;
  amount: string;
  reason: string;
  comment: string;
};
export const emptyRow = (): CreditRow => ({
  selected: false,
  mode: 'quantity',
  quantity: '',
  amount: '',
  reason: '',
  comment: '',
});

/** Messages by field: `<orderProductId>.<quantity|amount|reason|comment|line>`, `note` and `form`. */
export type CreditErrors = Record<string, string>;
export const fieldKey = (orderProductId: number, field: string) => `${orderProductId}.${field}`;

/** The supplied lines (as the invoice prints them) with what earlier notes credited of each. */
export function creditLinesOf(order: OrderDetail, notes: readonly CreditNote[]): CreditLine[] {
  const credited = new Map<number, { quantity: number; amount: number }>();
  for (const line of notes.flatMap((n) => n.lines)) {
    const sum = credited.get(line.orderProductId) ?? { quantity: 0, amount: 0 };
    sum.quantity += line.quantity ?? 0;
    sum.amount += line.amountIncGstInCents;
    credited.set(line.orderProductId, sum);
  }
  return order.orderProducts
    .map((p) => ({
      orderProductId: p.orderProductId,
      name: p.name,
      unit: p.unitOfPrice,
      priceIncGst: p.priceIncGST,
      suppliedQuantity: p.finalQuantityPriced ?? p.originalQuantityPriced,
      suppliedTotal: p.finalTotalIncGST ?? p.originalTotalIncGST,
      hasGst: p.hasGST,
      creditedQuantity: credited.get(p.orderProductId)?.quantity ?? 0,
      creditedAmount: credited.get(p.orderProductId)?.amount ?? 0,
    }))
    .filter((line) => line.suppliedQuantity > 0);
}

/** A selected row as the API reads it, or its messages. */
function readRow(line: CreditLine, row: CreditRow): { request?: CreditRequestLine; errors: CreditErrors } {
  const errors: CreditErrors = {};
  const id = line.orderProductId;
  const value = row.mode === 'quantity' ? row.quantity : row.amount;
  const numberProblem =
    row.mode === 'quantity'
      ? decimalProblem(value, CREDIT_QUANTITY_RULE, CREDIT_QUANTITY_MESSAGES)
      : decimalProblem(value, CREDIT_AMOUNT_RULE, CREDIT_AMOUNT_MESSAGES);
  const credit =
    numberProblem !== null
      ? null
      : row.mode === 'quantity'
        ? { quantity: parseDecimal(value) }
        : { amountInCents: decimalToCents(value) };
  const problem = numberProblem ?? (credit && overCreditProblem(line, credit));
  if (problem) errors[fieldKey(id, row.mode)] = problem;
  const reason = creditReasonProblem(row.reason, row.comment);
  if (reason) errors[fieldKey(id, reason.field)] = reason.message;
  else if (row.comment.length > CREDIT_NOTE_LIMITS.comment) errors[fieldKey(id, 'comment')] = M.commentMax;
  if (problem || !credit) return { errors };
  const comment = row.comment.trim();
  return {
    errors,
    request: { orderProductId: id, ...credit, reason: row.reason, ...(comment ? { comment } : {}) },
  };
}

type CreditFormState = {
  errors: CreditErrors;
  /** The body to send, when every field is right. */
  body: { lines: CreditRequestLine[]; note?: string } | null;
  /** The note's total and GST (cents) over the lines whose numbers are right so far. */
  totalIncGst: number;
  gst: number;
};

export function readCreditForm(
  lines: readonly CreditLine[],
  rows: Readonly<Record<number, CreditRow>>,
  note: string,
): CreditFormState {
  const errors: CreditErrors = {};
  const requests: CreditRequestLine[] = [];
  const selected = lines.filter((line) => rows[line.orderProductId]?.selected);
  for (const line of selected) {
    const read = readRow(line, rows[line.orderProductId]!);
    Object.assign(errors, read.errors);
    if (read.request) requests.push(read.request);
  }
  if (!selected.length) errors.form = M.noLines;
  if (note.length > CREDIT_NOTE_LIMITS.note) errors.note = M.noteMax;
  const plan = planCreditNote([...lines], requests);
  const [totalIncGst, gst] = plan.ok ? [plan.totalIncGst, plan.gst] : [0, 0];
  const ok = Object.keys(errors).length === 0 && requests.length === selected.length;
  const trimmed = note.trim();
  return {
    errors,
    body: ok ? { lines: requests, ...(trimmed ? { note: trimmed } : {}) } : null,
    totalIncGst,
    gst,
  };
}

const SERVER_FIELDS: Record<string, string> = {
  quantity: 'quantity',
  amountInCents: 'amount',
  reason: 'reason',
  comment: 'comment',
  orderProductId: 'line',
};

/**
 * The server's field errors (`lines.N.<field>`, `note`) on the fields of the rows sent; a message it
 * pinned on nothing the dialog has lands under `form`.
 */
export function serverErrorsOf(
  sent: readonly CreditRequestLine[],
  fieldErrors: readonly { param: string; message: string }[],
): CreditErrors {
  const errors: CreditErrors = {};
  const form: string[] = [];
  for (const { param, message } of fieldErrors) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(param);
    const id = match ? sent[Number(match[1])]?.orderProductId : undefined;
    const field = match ? SERVER_FIELDS[match[2]!] : undefined;
    if (id !== undefined && field) errors[fieldKey(id, field)] = message;
    else if (param === 'note') errors.note = message;
    else form.push(message);
  }
  if (form.length) errors.form = form.join(' ');
  return errors;
}
