import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type OrderDetail, type OrderProductDetail } from '@portal/domain';
import { useOrderEditor } from './use-order-editor.ts';

function line(over: Partial<OrderProductDetail>): OrderProductDetail {
  return {
    orderProductId: 1,
    productId: 1,
    sku: 'SKU',
    name: 'Product',
    portionSize: 1,
    unitOfPortion: 'each',
    unitOfPrice: 'each',
    originalNumberOfPortions: 1,
    originalQuantityPriced: 1,
    originalTotalIncGST: 0,
    finalQuantityPriced: null,
    finalTotalIncGST: null,
    priceIncGST: 0,
    gst: 0,
    hasGST: true,
    substitution: false,
    isOnSpecial: false,
    isOnCustomPrice: false,
    reason: null,
    error: null,
    ...over,
  };
}

// Beef by the kilogram, GST-free: 1.235 kg at $23.99 = $29.627… → $29.63.
const beef = line({
  orderProductId: 11,
  name: 'Beef rump',
  unitOfPortion: 'kg',
  unitOfPrice: 'kg',
  portionSize: 1.235,
  originalQuantityPriced: 1.235,
  priceIncGST: 2399,
  originalTotalIncGST: 2963,
  hasGST: false,
});
// Napkins with GST: 3 at $4.95 = $14.85.
const napkins = line({
  orderProductId: 12,
  name: 'Napkins',
  originalNumberOfPortions: 3,
  originalQuantityPriced: 3,
  priceIncGST: 495,
  originalTotalIncGST: 1485,
  gst: 135,
});

const order = {
  orderId: 501,
  orderStatus: 'PENDING',
  originalTotalIncGST: 4448,
  finalTotalIncGST: 4448,
  orderProducts: [beef, napkins],
} as OrderDetail;

const edit = (isStaff = false) => renderHook(() => useOrderEditor(order, { isStaff })).result;

describe('useOrderEditor', () => {
  it('starts at the ordered quantities, ready to process with nothing to send', () => {
    const editor = edit();
    expect(editor.current.finalTotal).toBe(4448);
    expect(editor.current.blocked).toBe(false);
    expect(editor.current.processBody()).toEqual({ modifiedOrderProducts: [], substitutions: [] });
  });

  it('prices a new supplied quantity to the cent and sends only the changed line', () => {
    const editor = edit();
    act(() => editor.current.setQty(beef, '1.5'));
    // 1.5 kg at $23.99 = $35.985 → $35.99, plus the napkins' $14.85.
    expect(editor.current.totalOf(editor.current.rows[0]!)).toBe(3599);
    expect(editor.current.finalTotal).toBe(5084);
    expect(editor.current.processBody().modifiedOrderProducts).toEqual([
      { id: 11, suppliedQuantity: 1.5, reason: null },
    ]);
  });

  it('refuses a typed 0 until the line is removed with a reason', () => {
    const editor = edit();
    act(() => editor.current.setQty(napkins, '0'));
    expect(editor.current.fieldError(napkins)).toBe(ORDER_MESSAGES.suppliedNotZero);
    expect(editor.current.blocked).toBe(true);

    act(() => editor.current.removeLine(napkins, 'Temporarily out of stock'));
    expect(editor.current.fieldError(napkins)).toBeNull();
    expect(editor.current.isRemoved(napkins)).toBe(true);
    expect(editor.current.reasonOf(napkins)).toBe('Temporarily out of stock');
    expect(editor.current.finalTotal).toBe(2963);
    expect(editor.current.blocked).toBe(false);
  });

  it('blocks an order with every line removed', () => {
    const editor = edit();
    act(() => {
      editor.current.removeLine(beef, 'Temporarily out of stock');
      editor.current.removeLine(napkins, 'Temporarily out of stock');
    });
    expect(editor.current.everythingRemoved).toBe(true);
    expect(editor.current.finalTotal).toBe(0);
    expect(editor.current.blocked).toBe(true);
  });

  it('adds and drops a custom product, sent as a substitution with its GST flag', () => {
    const editor = edit();
    act(() =>
      editor.current.addCustom({ sku: 'C1', name: 'Lemons', priceIncGST: 1100, hasGST: false, quantity: 2 }),
    );
    expect(editor.current.finalTotal).toBe(4448 + 2200);
    expect(editor.current.processBody().substitutions).toEqual([
      { sku: 'C1', name: 'Lemons', priceIncGST: 1100, gstExempt: 1, suppliedQuantity: 2 },
    ]);
    const custom = editor.current.rows[2]!;
    act(() => editor.current.removeCustom(custom.kind === 'custom' ? custom.custom.key : ''));
    expect(editor.current.rows).toHaveLength(2);
    expect(editor.current.finalTotal).toBe(4448);
  });

  it('blocks a total above twice the original for a supplier, not for staff', () => {
    const supplier = edit();
    act(() => supplier.current.setQty(napkins, '20'));
    // 20 × $4.95 + $29.63 = $128.63, more than twice $44.48.
    expect(supplier.current.finalTotal).toBe(12863);
    expect(supplier.current.tooHigh).toBe(true);
    expect(supplier.current.blocked).toBe(true);

    const staff = edit(true);
    act(() => staff.current.setQty(napkins, '20'));
    expect(staff.current.tooHigh).toBe(true);
    expect(staff.current.blocked).toBe(false);
  });

  it('accepts plain decimals only and keeps the total while a quantity is wrong (never -100%)', () => {
    const editor = edit();
    for (const [typed, message] of [
      ['', ORDER_MESSAGES.suppliedRequired],
      ['0x1A', ORDER_MESSAGES.suppliedNumber],
      ['1e2', ORDER_MESSAGES.suppliedNumber],
      ['1.2345', ORDER_MESSAGES.suppliedDecimals],
      ['-2', ORDER_MESSAGES.suppliedPositive],
    ] as const) {
      act(() => editor.current.setQty(beef, typed));
      expect(editor.current.fieldError(beef)).toBe(message);
      expect(editor.current.totalOf(editor.current.rows[0]!)).toBe(2963);
      expect(editor.current.finalTotal).toBe(4448);
      expect(editor.current.blocked).toBe(true);
      expect(editor.current.processBody().modifiedOrderProducts).toEqual([]);
    }
    act(() => editor.current.setQty(beef, '.5'));
    expect(editor.current.fieldError(beef)).toBeNull();
    // 0.5 kg at $23.99 = $11.995 → $12.00.
    expect(editor.current.totalOf(editor.current.rows[0]!)).toBe(1200);
  });

  it('blocks a removal whose reason is not one of the list, as the server would', () => {
    const editor = edit();
    act(() => editor.current.removeLine(napkins, 'Because'));
    expect(editor.current.blocked).toBe(true);
    expect(editor.current.rowError(editor.current.rows[1]!)).toBe(ORDER_MESSAGES.removalReasonRequired);
  });

  it("puts the server's row errors beside the changed line they name, the rest above the table", () => {
    const editor = edit();
    act(() => editor.current.setQty(napkins, '2'));
    act(() =>
      editor.current.showServerErrors([
        { param: 'modifiedOrderProducts.0.suppliedQuantity', message: 'Too many', code: 'invalid_parameter' },
        { param: 'order', message: 'Order is no longer pending', code: 'conflict' },
      ]),
    );
    expect(editor.current.rowError(editor.current.rows[1]!)).toBe('Too many');
    expect(editor.current.rowError(editor.current.rows[0]!)).toBeUndefined();
    expect(editor.current.orderError).toBe('Order is no longer pending');
  });
});
