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
    expect(formatValue('tags', ['a'])).toBe('["a"]');
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
