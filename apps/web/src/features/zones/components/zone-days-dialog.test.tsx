import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ZONE_MESSAGES, type DeliveryDay, type DeliveryZone } from '@portal/domain';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ZoneDaysDialog } from './zone-days-dialog.tsx';
import { ZoneDaysEditor } from './zone-detail/zone-days-editor.tsx';

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

const zone: DeliveryZone = {
  id: 1,
  name: 'Inner West',
  published: false,
  minimumOrderTotal: 10000,
  cutoff: '17:00:00',
  timeZone: 'Australia/Sydney',
  suburbCount: 0,
  deliveryDays: days,
};

// MUI's first render of a file takes long on a loaded two-core machine.
describe('ZoneDaysEditor (Edit Delivery Days on PUT zones/{id}/days)', () => {
  it("shows a refusal's own words in the dialog, else the failure line, and stays open", async () => {
    const refused = { param: 'deliveryDay', message: ZONE_MESSAGES.dayBlocked, code: 'day_blocked' };
    const answers = [json(400, { errors: [refused] }), json(500, { errors: [] })];
    server.use(http.put('/api/zones/1/days', () => answers.shift()));
    const onClose = vi.fn();
    renderWithProviders(<ZoneDaysEditor zone={zone} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Delivery Days' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ZONE_MESSAGES.dayBlocked)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('We were unable to update this zone')).toBeInTheDocument();
    expect(within(dialog).queryByText(ZONE_MESSAGES.dayBlocked)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
