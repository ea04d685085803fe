import { describe, expect, it } from 'vitest';
import { decimalProblem, decimalToCents } from '../primitives/decimal.ts';
import {
  CREDIT_AMOUNT_MESSAGES,
  CREDIT_AMOUNT_RULE,
  createCreditNoteBodySchema,
  creditLeft,
  creditReasonProblem,
  planCreditNote,
  quantityCreditAmount,
  type CreditableLine,
} from './index.ts';

const line = (over: Partial<CreditableLine> = {}): CreditableLine => ({
  orderProductId: 11,
  priceIncGst: 1299,
  suppliedQuantity: 3,
  suppliedTotal: 3897,
  hasGst: true,
  creditedQuantity: 0,
  creditedAmount: 0,
  ...over,
});

describe('credit note rules', () => {
  it('prices a quantity at the supplied price and takes GST only on a taxable line', () => {
    const plan = planCreditNote(
      [
        line(),
        line({
          orderProductId: 12,
          priceIncGst: 850,
          suppliedQuantity: 2.5,
          suppliedTotal: 2125,
          hasGst: false,
        }),
      ],
      [
        { orderProductId: 11, quantity: 2, reason: 'Damaged' },
        { orderProductId: 12, amountInCents: 333, reason: 'Price adjustment' },
      ],
    );
    expect(plan).toEqual({
      ok: true,
      lines: [
        { orderProductId: 11, quantity: 2, amountIncGst: 2598, gst: 236, reason: 'Damaged', comment: null },
        {
          orderProductId: 12,
          quantity: null,
          amountIncGst: 333,
          gst: 0,
          reason: 'Price adjustment',
          comment: null,
        },
      ],
      totalIncGst: 2931,
      gst: 236,
    });
  });

  it('leaves the line less earlier credits and credits the rest exactly', () => {
    const credited = line({ creditedQuantity: 1, creditedAmount: 1299 + 100 });
    expect(creditLeft(credited)).toEqual({ amount: 2498, quantity: 2 });
    expect(quantityCreditAmount(credited, 2)).toBe(2498);
    expect(
      quantityCreditAmount(line({ suppliedQuantity: 0.3, suppliedTotal: 390, priceIncGst: 1299 }), 0.1),
    ).toBe(130);
  });

  it('refuses more than is left, and a line credited in full, on the field', () => {
    const plan = planCreditNote(
      [line(), line({ orderProductId: 12, creditedQuantity: 3, creditedAmount: 3897 })],
      [
        { orderProductId: 11, quantity: 3.5, reason: 'Damaged' },
        { orderProductId: 12, amountInCents: 1, reason: 'Quality' },
      ],
    );
    expect(plan).toEqual({
      ok: false,
      errors: [
        { param: 'lines.0.quantity', message: 'At most 3 can be credited on this line' },
        { param: 'lines.1.amountInCents', message: 'Nothing is left to credit on this line' },
      ],
    });
    expect(
      planCreditNote([line()], [{ orderProductId: 11, amountInCents: 3898, reason: 'Quality' }]),
    ).toEqual({
      ok: false,
      errors: [{ param: 'lines.0.amountInCents', message: 'At most $38.97 can be credited on this line' }],
    });
  });

  it('refuses a quantity worth less than a cent', () => {
    expect(
      planCreditNote(
        [line({ priceIncGst: 100 })],
        [{ orderProductId: 11, quantity: 0.004, reason: 'Damaged' }],
      ),
    ).toEqual({
      ok: false,
      errors: [{ param: 'lines.0.quantity', message: 'This quantity is worth less than a cent' }],
    });
  });

  it("uses the order page's reason rule: 'Other' needs text", () => {
    expect(creditReasonProblem('Other', ' ')).toEqual({
      field: 'comment',
      message: 'Please enter a reason for the credit',
    });
    expect(creditReasonProblem('Other', 'Wrong size')).toBeNull();
    expect(creditReasonProblem('Broken', null)).toEqual({
      field: 'reason',
      message: 'Reason for the credit is required',
    });
  });

  it('takes exactly one of quantity and amount, quantities as plain decimals', () => {
    const result = createCreditNoteBodySchema.safeParse({
      lines: [
        { orderProductId: 1, reason: 'Damaged' },
        { orderProductId: 2, quantity: 1, amountInCents: 5, reason: 'Damaged' },
        { orderProductId: 3, quantity: 1.2345, reason: 'Damaged' },
        { orderProductId: 4, amountInCents: 0, reason: 'Damaged' },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.0.quantity', 'Enter a quantity or an amount to credit'],
      ['lines.1.quantity', 'Credit either a quantity or an amount, not both'],
      ['lines.2.quantity', 'Quantity cannot be over 3 decimal places'],
      ['lines.3.amountInCents', 'Amount must be a positive whole number of cents'],
    ]);
  });

  it('takes an amount typed in dollars as a plain decimal of at most 2 places', () => {
    const check = (typed: string) => decimalProblem(typed, CREDIT_AMOUNT_RULE, CREDIT_AMOUNT_MESSAGES);
    expect(['', '1e2', '0', '$12.505', '1000000.01', '$12.50'].map(check)).toEqual([
      'Amount is required',
      'Amount must be a number',
      'Amount must be a positive number',
      'Amount cannot be over 2 decimal places',
      'Amount must be $1,000,000.00 or less',
      null,
    ]);
    expect(decimalToCents('$12.50')).toBe(1250);
  });
});
