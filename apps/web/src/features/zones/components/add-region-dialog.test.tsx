import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ZONE_MESSAGES, type ZoneSuburbLink } from '@portal/domain';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddRegionDialog } from './add-region-dialog.tsx';

const randwick: ZoneSuburbLink = {
  suburb: { name: 'Randwick', postcode: '2031', state: 'NSW' },
  enabled: false,
  blocked: false,
};

function addRegion(save: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/delivery-regions', () =>
      json(200, { data: [{ name: 'Sydney CBD', states: ['NSW'], suburbCount: 1 }] }),
    ),
    http.get('/api/delivery-regions/:name', ({ params }) =>
      json(200, { name: params.name, entries: [{ postcode: 2000, suburb: 'Haymarket', state: 'NSW' }] }),
    ),
    http.put('/api/zones/1/suburbs', async ({ request }) => {
      sent.push(await request.json());
      return save();
    }),
  );
  const onClose = vi.fn();
  renderWithProviders(
    <AddRegionDialog open zoneId={1} timeZone="Australia/Sydney" links={[randwick]} onClose={onClose} />,
  );
  return { sent, onClose, dialog: screen.getByRole('dialog', { name: 'Add a delivery region' }) };
}

async function choose(dialog: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  const region = within(dialog).getByRole('combobox', { name: 'Delivery region' });
  // The list of regions loads as the dialog opens; until then the field waits.
  await waitFor(() => expect(region).not.toHaveAttribute('aria-disabled'));
  await user.click(region);
  await user.click(await screen.findByRole('option', { name: 'Sydney CBD (NSW, 1 suburbs)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add Region' }));
}

// MUI's first render of a file takes long on a loaded two-core machine.
describe('AddRegionDialog', () => {
  it("waits for a region, then adds its suburbs, switched on, to the zone's own", async () => {
    const { sent, onClose, dialog } = addRegion(() => json(200, { data: [] }));
    expect(dialog).toHaveAccessibleDescription(
      'Every suburb of the region is added to this zone and switched on.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add Region' })).toBeDisabled();
    await choose(dialog);
    expect(await screen.findByText(ZONE_MESSAGES.suburbsUpdated)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      [
        { suburb: { name: 'Randwick', postcode: '2031', state: 'NSW' }, enabled: false, blocked: false },
        { suburb: { name: 'Haymarket', postcode: '2000', state: 'NSW' }, enabled: true, blocked: false },
      ],
    ]);
  });

  it('says the failure, or the refusal of an activation, and stays open', async () => {
    const invalidActivation = 'A published zone needs at least one enabled suburb';
    const answers = [json(500, { errors: [] }), json(400, { errors: [], invalidActivation })];
    const { onClose, dialog } = addRegion(() => answers.shift()!);
    await choose(dialog);
    expect(await screen.findByText(ZONE_MESSAGES.suburbsFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Region' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Region' }));
    expect(await screen.findByText(invalidActivation)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
