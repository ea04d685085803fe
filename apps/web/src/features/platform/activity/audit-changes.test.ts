import { describe, expect, it } from 'vitest';
import { describeChanges, fieldLabel, formatValue } from './audit-changes.ts';

describe('audit changes', () => {
  it('labels fields readably', () => {
    expect(fieldLabel('priceInCents')).toBe('Price');
    expect(fieldLabel('outOfStock')).toBe('Out of stock');
    expect(fieldLabel('status')).toBe('Status');
  });

  it('formats cents as dollars, booleans as Yes/No, nothing as a dash', () => {
    expect(formatValue('priceInCents', 1250)).toBe('$12.50');
    expect(formatValue('enabled', false)).toBe('No');
    expect(formatValue('comment', null)).toBe('—');
    expect(formatValue('tags', ['a', 'b'])).toBe('a; b');
    expect(formatValue('tags', [])).toBe('—');
  });

  it('reads a record field by field and a list of records item by item, acronyms in capitals', () => {
    expect(fieldLabel('totalIncGstInCents')).toBe('Total inc GST');
    expect(fieldLabel('orderProductId')).toBe('Order product ID');
    expect(
      formatValue('lines', [
        { orderProductId: 144, quantity: null, amountIncGstInCents: 100, gstInCents: 9, reason: 'Damaged' },
        { orderProductId: 145, quantity: 1.5, amountIncGstInCents: 1875, gstInCents: 170, reason: 'Other' },
      ]),
    ).toBe(
      'Order product ID: 144, Amount inc GST: $1.00, GST: $0.09, Reason: Damaged; ' +
        'Order product ID: 145, Quantity: 1.5, Amount inc GST: $18.75, GST: $1.70, Reason: Other',
    );
  });

  it('shows only the fields an update changed', () => {
    expect(
      describeChanges(
        { priceInCents: 1250, gstExempt: false, name: 'Milk' },
        { priceInCents: 1300, gstExempt: false, name: 'Milk' },
      ),
    ).toEqual([{ field: 'Price', before: '$12.50', after: '$13.00' }]);
  });

  it('shows the new values of a create and the old values of a delete', () => {
    expect(describeChanges(null, { rating: 4, dismissed: false })).toEqual([
      { field: 'Rating', before: undefined, after: '4' },
      { field: 'Dismissed', before: undefined, after: 'No' },
    ]);
    expect(describeChanges({ priceInCents: 900 }, null)).toEqual([
      { field: 'Price', before: '$9.00', after: undefined },
    ]);
  });

  it('reads plain values as one field', () => {
    expect(describeChanges('PENDING', 'PROCESSED')).toEqual([
      { field: 'Value', before: 'PENDING', after: 'PROCESSED' },
    ]);
  });
});
