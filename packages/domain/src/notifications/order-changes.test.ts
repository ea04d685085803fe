import { describe, expect, it } from 'vitest';
import { dayOrdersScope } from '../fulfilment/fulfilment.schemas.ts';
import { orderChanges, venueDetailsSnapshot, type OrderSnapshot } from './order-changes.ts';

const order = (
  lines: Array<[key: string, name: string, quantity: string]>,
  total: number,
): OrderSnapshot => ({
  lines: lines.map(([key, name, quantity]) => ({ key, name, quantity })),
  total,
  deliveryDate: '2026-06-05',
  deliveryComment: null,
});

describe('orderChanges', () => {
  it('names lines added and removed, quantities old → new, and both totals', () => {
    const before = order(
      [
        ['1:5', 'Potatoes', '20 kg'],
        ['2:1', 'Lemons', '3 kg'],
        ['3:1', 'Eggs', '2 boxes'],
      ],
      12_000,
    );
    const after = order(
      [
        ['1:5', 'Potatoes', '25 kg'],
        ['3:1', 'Eggs', '2 boxes'],
        ['4:1', 'Rocket', '1 unit'],
      ],
      13_550,
    );
    expect(orderChanges(before, after)).toEqual({
      added: [{ name: 'Rocket', quantity: '1 unit' }],
      removed: [{ name: 'Lemons', quantity: '3 kg' }],
      changed: [{ name: 'Potatoes', before: '20 kg', after: '25 kg' }],
      total: { before: 12_000, after: 13_550 },
    });
  });

  it('tells a new delivery day and comment, and the same product in another portion size as another line', () => {
    const before = order([['1:5', 'Potatoes', '20 kg']], 5000);
    const after = {
      ...order([['1:10', 'Potatoes', '20 kg']], 5000),
      deliveryDate: '2026-06-06',
      deliveryComment: 'Back door',
    };
    expect(orderChanges(before, after)).toEqual({
      added: [{ name: 'Potatoes', quantity: '20 kg' }],
      removed: [{ name: 'Potatoes', quantity: '20 kg' }],
      changed: [],
      total: { before: 5000, after: 5000 },
      deliveryDate: { before: '2026-06-05', after: '2026-06-06' },
      deliveryComment: { before: null, after: 'Back door' },
    });
  });
});

describe('venueDetailsSnapshot', () => {
  it('writes each detail on one line, a dash for none', () => {
    expect(
      venueDetailsSnapshot({
        firstName: 'Ann',
        lastName: null,
        street: '9 New Lane',
        suburb: 'Rozelle',
        state: 'NSW',
        postcode: '2039',
        phone: null,
        email: 'ann@example.com',
      }),
    ).toEqual({
      address: '9 New Lane, Rozelle NSW 2039',
      contact: 'Ann',
      phone: '—',
      email: 'ann@example.com',
    });
  });
});

describe('dayOrdersScope', () => {
  it("says which orders a day's document counts, and when", () => {
    expect(dayOrdersScope()).toBe(
      "Counts this day's pending, processing and completed orders when downloaded; cancelled orders are left out.",
    );
    expect(dayOrdersScope('4 Jun 2026 7:00 am')).toBe(
      "Counts this day's pending, processing and completed orders as at 4 Jun 2026 7:00 am; cancelled orders are left out.",
    );
  });
});
