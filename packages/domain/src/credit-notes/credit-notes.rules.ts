/*
 * The rules of crediting an invoiced order's lines (docs/decisions.md, "Credit notes"): what a credit is
 * worth, its GST, and what is left of a line after earlier notes. Pure: the API reads the lines and earlier
 * credits under the order's row lock and stores what `planCreditNote` returns.
 */
import { formatCents, gstOfInc, lineTotal } from '../money.ts';
import { formatDecimal } from '../primitives/decimal.ts';
import { CREDIT_NOTE_MESSAGES as M } from './credit-notes.messages.ts';

/** A supplied line of the invoice, with what earlier notes credited of it. */
export type CreditableLine = {
  orderProductId: number;
  /** The supplied price of the priced unit, incl GST unless GST-free (cents). */
  priceIncGst: number;
  /** The supplied quantity and final total of the invoice line. */
  suppliedQuantity: number;
  suppliedTotal: number;
  hasGst: boolean;
  /** Earlier notes: the quantity credited by quantity lines, the amount credited by all lines (cents). */
  creditedQuantity: number;
  creditedAmount: number;
};

/** A line of the request once read: exactly one of quantity and amountInCents. */
export type CreditRequestLine = {
  orderProductId: number;
  quantity?: number | null;
  amountInCents?: number | null;
  reason: string;
  comment?: string | null;
};

export type PlannedCreditLine = {
  orderProductId: number;
  quantity: number | null;
  amountIncGst: number;
  gst: number;
  reason: string;
  comment: string | null;
};

export type CreditPlan =
  | { ok: true; lines: PlannedCreditLine[]; totalIncGst: number; gst: number }
  | { ok: false; errors: { param: string; message: string }[] };

/** Quantities to thousandths as integers, so 0.1 + 0.2 leaves exactly 0.3. */
const milli = (q: number): number => Math.round(q * 1000);

/** What is left of a line: its supplied total less every earlier credit, its quantity less credited quantities. */
export function creditLeft(line: CreditableLine): { amount: number; quantity: number } {
  return {
    amount: Math.max(0, line.suppliedTotal - line.creditedAmount),
    quantity: Math.max(0, milli(line.suppliedQuantity) - milli(line.creditedQuantity)) / 1000,
  };
}

/** GST of a credited amount: one eleventh on a taxable line, none on a GST-free one. */
export function creditGst(amountIncGst: number, hasGst: boolean): number {
  return hasGst ? gstOfInc(amountIncGst) : 0;
}

/**
 * What crediting a quantity is worth: lineTotal(supplied price, quantity), never more than the amount left;
 * crediting all the quantity left credits all the amount left (the line then sums to its total exactly).
 */
export function quantityCreditAmount(line: CreditableLine, quantity: number): number {
  const left = creditLeft(line);
  if (milli(quantity) === milli(left.quantity)) return left.amount;
  return Math.min(lineTotal(line.priceIncGst, quantity), left.amount);
}

/** The message of crediting too much of a line, or null (field: quantity or amountInCents). */
export function overCreditProblem(
  line: CreditableLine,
  credit: { quantity?: number | null; amountInCents?: number | null },
): string | null {
  const left = creditLeft(line);
  if (left.amount <= 0) return M.fullyCredited;
  if (credit.quantity != null) {
    if (left.quantity <= 0) return M.fullyCredited;
    if (milli(credit.quantity) > milli(left.quantity)) return M.quantityLeft(formatDecimal(left.quantity));
    return quantityCreditAmount(line, credit.quantity) > 0 ? null : M.lessThanACent;
  }
  if ((credit.amountInCents ?? 0) > left.amount) return M.amountLeft(formatCents(left.amount));
  return null;
}

/** Checks a note's lines against the order's and prices them; the errors name `lines.N.<field>`. */
export function planCreditNote(order: CreditableLine[], requested: CreditRequestLine[]): CreditPlan {
  const byId = new Map(order.map((line) => [line.orderProductId, line]));
  const seen = new Set<number>();
  const errors: { param: string; message: string }[] = [];
  const lines: PlannedCreditLine[] = [];
  requested.forEach((req, i) => {
    const line = byId.get(req.orderProductId);
    const at = `lines.${i}`;
    if (!line) return void errors.push({ param: `${at}.orderProductId`, message: M.lineNotInOrder });
    if (seen.has(line.orderProductId))
      return void errors.push({ param: `${at}.orderProductId`, message: M.lineTwice });
    seen.add(line.orderProductId);
    const byQuantity = req.quantity != null;
    const problem = overCreditProblem(line, req);
    if (problem)
      return void errors.push({
        param: `${at}.${byQuantity ? 'quantity' : 'amountInCents'}`,
        message: problem,
      });
    const amountIncGst = byQuantity
      ? quantityCreditAmount(line, req.quantity as number)
      : (req.amountInCents as number);
    lines.push({
      orderProductId: line.orderProductId,
      quantity: byQuantity ? (req.quantity as number) : null,
      amountIncGst,
      gst: creditGst(amountIncGst, line.hasGst),
      reason: req.reason,
      comment: req.comment?.trim() || null,
    });
  });
  if (errors.length) return { ok: false, errors };
  const totalIncGst = lines.reduce((sum, l) => sum + l.amountIncGst, 0);
  const gst = lines.reduce((sum, l) => sum + l.gst, 0);
  return { ok: true, lines, totalIncGst, gst };
}
