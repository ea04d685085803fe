import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryDay } from '@portal/domain';
import { WeekdayInitials } from './zone-card.tsx';

const days: DeliveryDay[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  deliveryDay: d,
  enabled: d === 1 || d === 3,
  blocked: false,
  newCustomerOrderBy: d === 1 || d === 3 ? 6 : null,
  existingCustomerOrderBy: d === 1 || d === 3 ? 7 : null,
}));

describe('WeekdayInitials', () => {
  it('names the delivery days and marks active initials by shape and weight, not colour only', () => {
    const { container } = render(<WeekdayInitials days={days} />);
    expect(screen.getByLabelText('Delivers Monday, Wednesday')).toBeInTheDocument();
    const initials = [...container.querySelectorAll('[aria-hidden]')] as HTMLElement[];
    expect(initials).toHaveLength(7);
    const active = initials.filter((e) => e.dataset.active === 'true');
    expect(active).toHaveLength(2);
    for (const e of active) expect(getComputedStyle(e).fontWeight).toBe('700');
    for (const e of initials.filter((x) => !x.dataset.active))
      expect(getComputedStyle(e).textDecoration).toContain('line-through');
  });
});
