import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CUTOFF } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyZoneForm, ZoneFormDialog, type ZoneFormValues } from './zone-form-dialog.tsx';

function createZone(onSubmit: (values: ZoneFormValues) => Promise<unknown>) {
  renderWithProviders(
    <ZoneFormDialog
      open
      mode="create"
      initial={emptyZoneForm('Australia/Sydney')}
      busy={false}
      onClose={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return screen.getByRole('dialog', { name: 'Create Delivery Zone' });
}

// MUI's first render of a file takes long on a loaded two-core machine.
describe('ZoneFormDialog (Create Delivery Zone)', () => {
  it('Enter in a field sends the zone, the minimum in cents, once the name is given', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const dialog = createZone(onSubmit);
    const user = userEvent.setup({ delay: null });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Minimum Order Total' }),
      '{Backspace}80{Enter}',
    );
    expect(await within(dialog).findByText('Zone name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Zone Name' }), 'Eastern Suburbs{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Eastern Suburbs',
      minimumOrderTotal: 8000,
      cutoff: DEFAULT_CUTOFF,
      timeZone: 'Australia/Sydney',
    });
  });

  it("puts a refusal's messages by the fields they name", async () => {
    const taken = 'You already have a zone called north shore. Please choose another name';
    const dialog = createZone(
      vi.fn(async () => {
        throw new ApiError(400, { errors: [{ param: 'name', message: taken, code: 'invalid_parameter' }] });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const name = within(dialog).getByRole('textbox', { name: 'Zone Name' });
    await user.type(name, 'north shore');
    await user.click(within(dialog).getByRole('button', { name: 'Create Zone' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(taken));
    expect(within(dialog).getByRole('button', { name: 'Create Zone' })).toBeEnabled();
  });
});
