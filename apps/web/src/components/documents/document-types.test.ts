import { describe, expect, it } from 'vitest';
import { documentAvailable } from './document-types.ts';

describe('documentAvailable', () => {
  it('follows the spec: invoices for completed, slips unless cancelled, purchase orders for all', () => {
    expect(
      ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED'].filter((s) => documentAvailable('invoice', s)),
    ).toEqual(['COMPLETED']);
    expect(
      ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED'].filter((s) =>
        documentAvailable('delivery-docket', s),
      ),
    ).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
    expect(
      ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED'].every((s) =>
        documentAvailable('purchase-order', s),
      ),
    ).toBe(true);
  });
});
