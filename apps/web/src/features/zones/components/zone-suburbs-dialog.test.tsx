import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ZONE_MESSAGES, type ZoneSuburbLink } from '@portal/domain';
import { json, recordCalls, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ZoneSuburbsDialog } from './zone-suburbs-dialog.tsx';

const randwick: ZoneSuburbLink = {
  suburb: { name: 'Randwick', postcode: '2031', state: 'NSW' },
  enabled: true,
  blocked: false,
};
const coogee = { name: 'Coogee', postcode: '2034', state: 'NSW' };

function editSuburbs(save: () => Response) {
  server.use(
    http.get('/api/suburbs', () => json(200, { data: [coogee] })),
    http.post('/api/zones/1/postcode/2034', () =>
      json(200, { data: [{ suburb: coogee, enabled: false, blocked: false }] }),
    ),
    http.put('/api/zones/1/suburbs', save),
  );
  const calls = recordCalls();
  const onClose = vi.fn();
  renderWithProviders(<ZoneSuburbsDialog open zoneId={1} links={[randwick]} onClose={onClose} />);
  return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'Edit Suburbs' }) };
}

// MUI's first render of a file and a dialog's worth of typing take long on a loaded two-core machine.
describe('ZoneSuburbsDialog (Edit Suburbs)', () => {
  it('Enter in the search picks a result, and never saves the dialog', async () => {
    const { calls, onClose, dialog } = editSuburbs(() => json(200, { data: [randwick] }));
    const user = userEvent.setup({ delay: null });
    const search = within(dialog).getByRole('combobox', { name: 'Search suburb or postcode' });
    // Entered before the results come: nothing is highlighted, and the dialog is a form.
    await user.type(search, '2034{Enter}');
    await screen.findByRole('option', { name: '2034 (all suburbs)' });
    await user.keyboard('{ArrowDown}{Enter}');
    const card = await within(dialog).findByRole('region', { name: 'Postcode 2034' });
    expect(within(card).getByRole('switch', { name: 'Coogee' })).toBeChecked();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET suburbs', 'POST zones/1/postcode/2034']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a refused save puts the server's words by the suburb and the failure line under the list", async () => {
    const refused = { param: 'Randwick 2031', message: ZONE_MESSAGES.suburbBlocked, code: 'suburb_blocked' };
    const { onClose, dialog } = editSuburbs(() => json(400, { errors: [refused] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ZONE_MESSAGES.suburbsFailed)).toBeInTheDocument();
    const card = within(dialog).getByRole('region', { name: 'Postcode 2031' });
    expect(within(card).getByText('This suburb is blocked and cannot be enabled')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
