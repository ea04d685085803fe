import { describe, expect, it } from 'vitest';
import {
  checkDollarPrice,
  checkSuppliedQuantity,
  customProductFormSchema,
  ORDER_MESSAGES,
  processOrderBodySchema,
  type ProcessOrderBody,
} from './orders.schemas.ts';
import { planProcessing, type OrderToProcess } from './process.ts';

// Beef by the kilogram, GST-free, 1.235 kg at $23.99 = $29.63; napkins with GST, 3 at $4.95 = $14.85.
const order: OrderToProcess = {
  originalTotalIncGST: 4448,
  orderProducts: [
    {
      orderProductId: 11,
      priceIncGST: 2399,
      hasGST: false,
      substitution: false,
      finalQuantityPriced: null,
      originalQuantityPriced: 1.235,
      reason: null,
    },
    {
      orderProductId: 12,
      priceIncGST: 495,
      hasGST: true,
      substitution: false,
      finalQuantityPriced: null,
      originalQuantityPriced: 3,
      reason: null,
    },
  ],
};
const withCustom: OrderToProcess = {
  ...order,
  orderProducts: [
    ...order.orderProducts,
    {
      orderProductId: 13,
      priceIncGST: 100,
      hasGST: true,
      substitution: true,
      finalQuantityPriced: 2,
      originalQuantityPriced: 0,
      reason: null,
    },
  ],
};

const plan = (body: ProcessOrderBody, staff = false, on: OrderToProcess = order) =>
  planProcessing(on, processOrderBodySchema.parse(body), { staff });

describe('planProcessing', () => {
  it('prices unchanged lines at their ordered quantity', () => {
    const result = plan({});
    expect(result).toMatchObject({ ok: true, plan: { finalTotal: 4448, tooHigh: false } });
    expect(result.plan.lines.map((l) => [l.id, l.quantity, l.total, l.gst])).toEqual([
      [11, 1.235, 2963, 0],
      [12, 3, 1485, 135],
    ]);
  });

  it('prices a supplied quantity to the cent, custom products too', () => {
    const result = plan({
      modifiedOrderProducts: [{ id: 11, suppliedQuantity: 1.5 }],
      substitutions: [{ sku: 'L1', name: 'Lemons', priceIncGST: 333, gstExempt: 1, suppliedQuantity: 3 }],
    });
    expect(result.ok).toBe(true);
    // 1.5 × $23.99 = $35.985 → $35.99; 3 × $3.33 = $9.99 GST-free; plus $14.85.
    expect(result.plan.lines[0]).toMatchObject({ quantity: 1.5, total: 3599 });
    expect(result.plan.substitutions).toEqual([
      { sku: 'L1', name: 'Lemons', priceIncGst: 333, hasGst: false, quantity: 3, total: 999, gst: 0 },
    ]);
    expect(result.plan.finalTotal).toBe(3599 + 1485 + 999);
  });

  it('needs a reason from the list for a removal, with the spec messages', () => {
    const result = plan({
      modifiedOrderProducts: [
        { id: 11, suppliedQuantity: 0 },
        { id: 12, suppliedQuantity: 0, reason: 'Other: x' },
        { id: 99, suppliedQuantity: 1 },
      ],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { param: 'modifiedOrderProducts.0.reason', message: 'Reason for product removal is required' },
      { param: 'modifiedOrderProducts.1.reason', message: 'Please enter a reason for removing the product' },
      { param: 'modifiedOrderProducts.2.id', message: 'Product is not part of this order' },
    ]);
  });

  it('refuses the same line twice rather than keeping the last', () => {
    const result = plan(
      {
        modifiedOrderProducts: [
          { id: 12, suppliedQuantity: 2 },
          { id: 12, suppliedQuantity: 3 },
        ],
      },
      false,
    );
    expect(!result.ok && result.errors).toEqual([
      { param: 'modifiedOrderProducts.1.id', message: 'This product is changed more than once' },
    ]);
  });

  it('keeps a removed line at 0 with its reason and drops a custom product set to 0', () => {
    const result = plan(
      {
        modifiedOrderProducts: [
          { id: 12, suppliedQuantity: 0, reason: 'Other: Supplier shortage' },
          { id: 13, suppliedQuantity: 0 },
        ],
      },
      false,
      withCustom,
    );
    expect(result.ok).toBe(true);
    expect(result.plan.lines[1]).toEqual({
      id: 12,
      quantity: 0,
      total: 0,
      gst: 0,
      reason: 'Other: Supplier shortage',
    });
    expect(result.plan.dropped).toEqual([13]);
    expect(result.plan.finalTotal).toBe(2963);
  });

  it('refuses removing everything: cancel instead', () => {
    const result = plan({
      modifiedOrderProducts: [
        { id: 11, suppliedQuantity: 0, reason: 'Poor quality' },
        { id: 12, suppliedQuantity: 0, reason: 'Discontinued product' },
      ],
    });
    expect(!result.ok && result.errors).toEqual([
      {
        param: 'modifiedOrderProducts',
        message: 'Every product has been removed from this order. Please cancel the order instead.',
      },
    ]);
    expect(result.plan.everythingRemoved).toBe(true);
  });

  it('blocks a total over twice the original for a supplier, warns only for staff', () => {
    // 2 × $44.48 = $88.96; 12 napkins = $59.40 + $29.63 = $89.03 is over, 11 = $54.45 + $29.63 = $84.08 is not.
    const over = { modifiedOrderProducts: [{ id: 12, suppliedQuantity: 12 }] };
    expect(plan(over)).toMatchObject({
      ok: false,
      errors: [{ param: 'total', message: 'Order total increase too high' }],
      plan: { finalTotal: 8903, tooHigh: true },
    });
    expect(plan(over, true)).toMatchObject({ ok: true, plan: { finalTotal: 8903, tooHigh: true } });
    expect(plan({ modifiedOrderProducts: [{ id: 12, suppliedQuantity: 11 }] })).toMatchObject({
      ok: true,
      plan: { finalTotal: 8408, tooHigh: false },
    });
  });
});

describe('the process body and the form: plain decimals only', () => {
  it.each([
    ['', ORDER_MESSAGES.suppliedRequired],
    ['   ', ORDER_MESSAGES.suppliedRequired],
    ['0x10', ORDER_MESSAGES.suppliedNumber],
    ['1e2', ORDER_MESSAGES.suppliedNumber],
    ['Infinity', ORDER_MESSAGES.suppliedNumber],
    ['1 5', ORDER_MESSAGES.suppliedNumber],
    ['-1', ORDER_MESSAGES.suppliedPositive],
    ['0', ORDER_MESSAGES.suppliedNotZero],
    ['1.2345', ORDER_MESSAGES.suppliedDecimals],
    ['100000.001', ORDER_MESSAGES.suppliedMax],
    ['1.235', null],
    ['.5', null],
    ['100000', null],
  ])('supplied quantity %j → %s', (typed, message) => {
    expect(checkSuppliedQuantity(typed)).toBe(message);
  });

  it.each([
    ['', ORDER_MESSAGES.priceRequired],
    ['0x1A', ORDER_MESSAGES.priceNumber],
    ['1e2', ORDER_MESSAGES.priceNumber],
    ['-5', ORDER_MESSAGES.priceNegative],
    ['10.123', ORDER_MESSAGES.priceDecimals],
    ['1000000.01', ORDER_MESSAGES.priceMax],
    ['1000000', null],
    ['3.30', null],
  ])('custom price %j → %s', (typed, message) => {
    expect(checkDollarPrice(typed)).toBe(message);
    const form = customProductFormSchema.safeParse({ sku: 'A', name: 'B', totalPrice: typed, hasGst: true });
    expect(form.success ? null : form.error.issues[0]!.message).toBe(message);
  });

  it('refuses on the wire what the form refuses, each with its message', () => {
    const parsed = processOrderBodySchema.safeParse({
      modifiedOrderProducts: [
        { id: 1, suppliedQuantity: '16' },
        { id: 2, suppliedQuantity: null },
        { id: 3, suppliedQuantity: 1.2345 },
      ],
      substitutions: [
        { sku: ' ', name: 'B', priceIncGST: 12.5 },
        { sku: 'A', name: 'B', priceIncGST: 100, suppliedQuantity: 0 },
      ],
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['modifiedOrderProducts.0.suppliedQuantity', 'Supplied quantity must be a number'],
      ['modifiedOrderProducts.1.suppliedQuantity', 'Supplied quantity is required'],
      ['modifiedOrderProducts.2.suppliedQuantity', 'Quantity cannot be over 3 decimal places'],
      ['substitutions.0.sku', 'SKU is required'],
      ['substitutions.0.priceIncGST', 'Total price must have a maximum of 2 decimal places'],
      ['substitutions.1.suppliedQuantity', "Supplied quantity can't be 0"],
    ]);
  });
});
