/*
 * Credit notes' (adjustment notes') words and limits: the reasons, the number and the messages. No zod: the
 * order page's dialog and the API share them.
 */
import { MAX_MONEY_CENTS, MAX_QUANTITY } from '../primitives/numbers.ts';
import type { DecimalMessages, DecimalRule } from '../primitives/decimal.ts';

/** Why a line is credited; 'Other' needs the comment's text (the order page's reason rule, `checkReason`). */
export const CREDIT_REASONS = [
  'Damaged',
  'Short delivered',
  'Quality',
  'Wrong item',
  'Price adjustment',
  'Other',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDIT_NOTE_LIMITS = { comment: 500, note: 1000, lines: 1000 } as const;

/** The number a note is shown, printed and exported under: one sequence per supplier, never reused. */
export function creditNoteNumber(n: number): string {
  return `CN-${n}`;
}

export const CREDIT_NOTE_MESSAGES = {
  notInvoiced: 'Credit notes can be raised only on an invoiced order',
  noLines: 'Select at least one line to credit',
  lineNotInOrder: 'Product is not part of this order',
  lineTwice: 'This line is credited more than once',
  quantityOrAmount: 'Enter a quantity or an amount to credit',
  notBoth: 'Credit either a quantity or an amount, not both',
  quantityRequired: 'Quantity is required',
  quantityNumber: 'Quantity must be a number',
  quantityPositive: 'Quantity must be a positive number',
  quantityDecimals: 'Quantity cannot be over 3 decimal places',
  quantityMax: 'Quantity must be 100,000 or less',
  amountInvalid: 'Amount must be a positive whole number of cents',
  amountMax: 'Amount must be $1,000,000.00 or less',
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number',
  amountDecimals: 'Amount cannot be over 2 decimal places',
  amountPositive: 'Amount must be a positive number',
  reasonRequired: 'Reason for the credit is required',
  otherText: 'Please enter a reason for the credit',
  commentMax: `Comment must be at most ${CREDIT_NOTE_LIMITS.comment} characters`,
  noteMax: `Note must be at most ${CREDIT_NOTE_LIMITS.note.toLocaleString('en-AU')} characters`,
  fullyCredited: 'Nothing is left to credit on this line',
  lessThanACent: 'This quantity is worth less than a cent',
  quantityLeft: (left: string) => `At most ${left} can be credited on this line`,
  amountLeft: (left: string) => `At most ${left} can be credited on this line`,
} as const;

/** A credited quantity, typed or on the wire: a plain decimal above 0, up to 3 places (primitives/decimal.ts). */
export const CREDIT_QUANTITY_RULE: DecimalRule = { places: 3, min: 0, minExclusive: true, max: MAX_QUANTITY };
export const CREDIT_QUANTITY_MESSAGES: DecimalMessages = {
  required: CREDIT_NOTE_MESSAGES.quantityRequired,
  number: CREDIT_NOTE_MESSAGES.quantityNumber,
  decimals: CREDIT_NOTE_MESSAGES.quantityDecimals,
  min: CREDIT_NOTE_MESSAGES.quantityPositive,
  max: CREDIT_NOTE_MESSAGES.quantityMax,
};

/** A credited amount as typed in the order page's dialog, in dollars: above 0, up to 2 places ('$' allowed). */
export const CREDIT_AMOUNT_RULE: DecimalRule = {
  places: 2,
  min: 0,
  minExclusive: true,
  max: MAX_MONEY_CENTS / 100,
  dollars: true,
};
export const CREDIT_AMOUNT_MESSAGES: DecimalMessages = {
  required: CREDIT_NOTE_MESSAGES.amountRequired,
  number: CREDIT_NOTE_MESSAGES.amountNumber,
  decimals: CREDIT_NOTE_MESSAGES.amountDecimals,
  min: CREDIT_NOTE_MESSAGES.amountPositive,
  max: CREDIT_NOTE_MESSAGES.amountMax,
};
