import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNITS, lineTotal, storedPrice } from '@portal/domain';
import { PriceSummary } from './price-summary.tsx';

const unit = UNITS.find((u) => u.unit === 'unit')!;
const kg = UNITS.find((u) => u.unit === 'kg')!;

describe('PriceSummary', () => {
  it('shows what an order charges: 6 and 12 units of a $12.34 ex-GST product are $81.42 and $162.84', () => {
    render(
      <PriceSummary priceCents={1234} hasGST portions={['6', '12']} priceUnit={unit} portionUnit={unit} />,
    );
    const rows = within(screen.getByRole('table', { name: 'Price per portion' })).getAllByRole('row');
    // The order's own rule: the stored incl-GST price times the quantity.
    expect(lineTotal(storedPrice(1234, false), 6)).toBe(8142);
    expect(rows[1]).toHaveTextContent('6 units$74.02$81.42');
    expect(rows[2]).toHaveTextContent('12 units$148.04$162.84');
  });

  it('charges a GST-free product its typed price, and shows a $0.00 portion as the rule charges it', () => {
    render(
      <PriceSummary
        priceCents={435}
        hasGST={false}
        portions={['1']}
        priceUnit={kg}
        portionUnit={UNITS.find((u) => u.unit === 'g')!}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Price per portion' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1 g$0.00$0.00');
  });
});
