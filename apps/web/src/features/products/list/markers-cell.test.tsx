import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { product } from '../test-fixtures.ts';
import { MarkersCell } from './markers-cell.tsx';

const venues = ['Bondi Cafe', 'Harbour Bistro', 'Manly Deli', 'The Rocks Bar'].map((venue, i) => ({
  id: i + 1,
  venue: { id: i + 1, venue },
  priceInCents: 900,
}));

describe('MarkersCell', () => {
  it('names GST and the special, and shows the first venues with custom prices on hover', async () => {
    render(
      <MarkersCell
        product={product(1, {
          name: 'Kale',
          customPricing: venues,
          specials: [
            {
              id: 1,
              startDate: '2026-11-20',
              endDate: '2026-11-30',
              specialPriceInCents: 800,
              status: 'active',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('GST')).toHaveAttribute('title', 'Has GST');
    expect(screen.getByRole('img', { name: 'On special' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const name = 'Custom prices for Kale: Bondi Cafe, Harbour Bistro, Manly Deli and 1 more';
    const marker = screen.getByRole('img', { name });
    await userEvent.hover(marker);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Custom prices: Bondi Cafe, Harbour Bistro, Manly Deli and 1 more',
    );
    await userEvent.unhover(screen.getByRole('img', { name }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The keyboard reaches it too, and its focus shows the same venues.
    await userEvent.tab();
    expect(screen.getByRole('img', { name })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('and 1 more');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing for a GST-free product without specials or custom prices', () => {
    const { container } = render(<MarkersCell product={product(1, { gstExempt: true })} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
