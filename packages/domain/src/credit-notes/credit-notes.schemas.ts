import { z } from 'zod';
import { checkReason, joinReason } from '../orders/orders.schemas.ts';
import { decimalProblem, id, MAX_MONEY_CENTS, storable, wireNumber } from '../primitives/index.ts';
import {
  CREDIT_NOTE_LIMITS,
  CREDIT_NOTE_MESSAGES as M,
  CREDIT_QUANTITY_MESSAGES,
  CREDIT_QUANTITY_RULE,
  CREDIT_REASONS,
} from './credit-notes.messages.ts';

/** A credited quantity on the wire: a JSON number under the one number rule (as it would be typed). */
const creditQuantity = wireNumber(M.quantityNumber, M.quantityRequired).superRefine((n, ctx) => {
  const message = decimalProblem(String(n), CREDIT_QUANTITY_RULE, CREDIT_QUANTITY_MESSAGES);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A credited amount: whole cents above 0, incl GST on a taxable line. */
const creditAmount = z
  .number({ error: M.amountInvalid })
  .int(M.amountInvalid)
  .min(1, M.amountInvalid)
  .max(MAX_MONEY_CENTS, M.amountMax);

/**
 * The reason rule of the order page's removals (`checkReason`): a reason from the list, and 'Other' with
 * text (here the comment). The message lands on `reason`, or on `comment` when Other's text is missing.
 */
export function creditReasonProblem(
  reason: string | null | undefined,
  comment: string | null | undefined,
): { field: 'reason' | 'comment'; message: string } | null {
  const base = (reason ?? '').trim();
  if (!(CREDIT_REASONS as readonly string[]).includes(base))
    return { field: 'reason', message: M.reasonRequired };
  const message = checkReason(joinReason(base, comment), CREDIT_REASONS, M.reasonRequired, M.otherText);
  return message ? { field: message === M.otherText ? 'comment' : 'reason', message } : null;
}

export const creditNoteLineInputSchema = z
  .object({
    orderProductId: id().describe("The order's line (its orderProductId)"),
    quantity: creditQuantity
      .nullish()
      .describe(
        "The quantity credited, in the line's priced unit (up to 3 decimals); or amountInCents, not both",
      ),
    amountInCents: creditAmount
      .nullish()
      .describe(
        'The amount credited instead, in whole cents incl GST on a taxable line; or quantity, not both',
      ),
    reason: storable(z.string({ error: M.reasonRequired }).max(100, M.reasonRequired)).describe(
      `Why the line is credited: ${CREDIT_REASONS.join(', ')} ('Other' needs the comment's text)`,
    ),
    comment: storable(z.string().max(CREDIT_NOTE_LIMITS.comment, M.commentMax))
      .nullish()
      .describe("The line's comment: the text of the reason 'Other'"),
  })
  .superRefine((line, ctx) => {
    const hasQuantity = line.quantity != null;
    const hasAmount = line.amountInCents != null;
    if (hasQuantity === hasAmount)
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: hasQuantity ? M.notBoth : M.quantityOrAmount,
      });
    const reason = creditReasonProblem(line.reason, line.comment);
    if (reason) ctx.addIssue({ code: 'custom', path: [reason.field], message: reason.message });
  });

/** POST suppliers/orders/{id}/credit-notes. What is left of each line is checked by `planCreditNote`. */
export const createCreditNoteBodySchema = z.object({
  lines: z
    .array(creditNoteLineInputSchema)
    .min(1, M.noLines)
    .max(CREDIT_NOTE_LIMITS.lines)
    .describe('The lines of the order to credit, each once'),
  note: storable(z.string().max(CREDIT_NOTE_LIMITS.note, M.noteMax))
    .nullish()
    .describe('A note on the whole credit note'),
});
export type CreateCreditNoteBody = z.input<typeof createCreditNoteBodySchema>;
export type CreateCreditNoteInput = z.output<typeof createCreditNoteBodySchema>;

export const creditNoteLineSchema = z
  .object({
    orderProductId: z.number(),
    name: z.string(),
    quantity: z.number().nullable().describe('The credited quantity of the priced unit; null for an amount'),
    unit: z.string().describe("The priced unit (the line's unit of price)"),
    amountIncGstInCents: z.number().describe('Cents credited, incl GST on a taxable line'),
    gstInCents: z.number().describe('The GST adjustment of the line (0 when GST-free)'),
    reason: z.enum(CREDIT_REASONS),
    comment: z.string().nullable(),
  })
  .meta({ id: 'CreditNoteLine' });
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>;

export const creditNoteSchema = z
  .object({
    id: z.number(),
    number: z.string().describe('CN-<n>: one sequence per supplier, never reused'),
    orderId: z.number(),
    invoiceNumber: z.string().describe('The tax invoice it adjusts (INV-<order id>)'),
    issuedAt: z.string().describe('ISO 8601 instant'),
    note: z.string().nullable(),
    lines: z.array(creditNoteLineSchema),
    totalIncGstInCents: z.number(),
    gstInCents: z.number(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;
