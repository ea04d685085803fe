import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryDay } from '@portal/domain';
import { ZoneDaysDialog } from './zone-days-dialog.tsx';

const days: DeliveryDay[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  deliveryDay: d,
  enabled: d === 2,
  blocked: d === 7,
  newCustomerOrderBy: d === 2 ? 2 : null,
  existingCustomerOrderBy: d === 2 ? 1 : null,
}));

describe('ZoneDaysDialog', () => {
  it('warns when an order-by day is the delivery day and blocks toggling blocked days', () => {
    render(<ZoneDaysDialog open days={days} busy={false} onClose={() => {}} onSave={() => {}} />);
    expect(
      screen.getByText('Orders for Tuesday can be placed on the day of delivery, up to the cutoff time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Sunday/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Tuesday/ })).toBeChecked();
  });

  it('sends the enabled days with the day before as the default order-by', async () => {
    const onSave = vi.fn();
    render(<ZoneDaysDialog open days={days} busy={false} onClose={() => {}} onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: /Monday/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Tuesday/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { deliveryDay: 1, newCustomerOrderBy: 7, existingCustomerOrderBy: 7 },
    ]);
  });
});
