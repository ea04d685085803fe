import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PickDialog } from './pick-dialog.tsx';

type Venue = { id: number; name: string };
const venues: Venue[] = [
  { id: 7, name: 'Bistro Lune' },
  { id: 8, name: 'Café Kōwhai' },
];

function pick(onSubmit: (id: number) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(
    <PickDialog<Venue>
      open
      title="Add Loss Venue"
      label="Venue"
      requiredMessage="Please choose a venue"
      options={venues}
      loading={false}
      getLabel={(v) => v.name}
      getId={(v) => v.id}
      onSubmit={onSubmit}
      failureMessage="Unable to add the venue"
      onClose={onClose}
    />,
  );
  return onClose;
}

async function choose(name: string) {
  await userEvent.click(screen.getByLabelText('Venue'));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('PickDialog (a loss product or venue)', () => {
  it('asks for a choice first, then adds the one chosen and closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = pick(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please choose a venue')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose('Café Kōwhai');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(8);
  });

  it("shows the API's own words when it refuses, else the failure line, and stays open", async () => {
    const refused = new ApiError(400, {
      errors: [{ param: 'venueId', message: 'This venue is already a loss venue', code: 'x' }],
    });
    const onClose = pick(vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error('down')));
    await choose('Bistro Lune');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This venue is already a loss venue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Unable to add the venue')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
