import { z } from 'zod';
import { decimalProblem, type DecimalMessages, type DecimalRule } from './decimal.ts';

// The one number rule's zod builders, apart from primitives/decimal.ts so the rule itself (parse, check,
// format) loads no zod on a page that only reads numbers (the pages' bundle budgets).

/** A number on the wire (JSON): finite and not -0 ('-0' is not a value a person means). */
export const wireNumber = (message: string, required: string = message) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : message) })
    .refine((n) => !Object.is(n, -0), message);

/** A form field's text under the rule, as zod: the text stays a string; read it with parseDecimal. */
export function decimalText(rule: DecimalRule, messages: DecimalMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .superRefine((v, ctx) => {
      const message = decimalProblem(v, rule, messages);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
