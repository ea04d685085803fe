import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../../test/render.tsx';
import { RakeDialog, type RakeTarget } from './rake-dialog.tsx';

const PATH = '/api/suppliers/custom-commission';
const VENUES = [
  { id: 15, venue: 'Cronulla Surf Club', status: 'active', venueType: 'Restaurant' },
  { id: 21, venue: 'Manly Wharf Bar', status: 'active', venueType: 'Bar' },
  { id: 30, venue: 'Home kitchen', status: 'active', venueType: 'Personal use' },
];
const CRONULLA: RakeTarget = {
  venueId: 15,
  venueName: 'Cronulla Surf Club',
  commission: null,
  exists: false,
};

type Sent = { method: string; body: unknown };

/**
 * The venues list and the rake writes: a POST for a venue in `existing` answers 409 as the API does, and
 * `refuse` (when given) answers every write instead.
 */
function fakeApi({
  existing = new Set<number>(),
  refuse,
}: {
  existing?: Set<number>;
  refuse?: () => Response;
}) {
  const sent: Sent[] = [];
  const write = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { venueId: number; customCommission: number };
    sent.push({ method: request.method, body });
    if (refuse) return refuse();
    if (request.method === 'POST' && existing.has(body.venueId))
      return json(409, {
        errors: [
          {
            param: '',
            message: 'This venue already has a custom rake. Edit it instead',
            code: 'custom_commission_exists',
          },
        ],
      });
    existing.add(body.venueId);
    return json(request.method === 'POST' ? 201 : 200, body);
  };
  server.use(
    http.get('/api/venues', () => json(200, { venues: VENUES })),
    http.post(PATH, write),
    http.patch(PATH, write),
  );
  return sent;
}

function renderDialog(target: RakeTarget) {
  const onClose = vi.fn();
  renderWithProviders(<RakeDialog open target={target} onClose={onClose} />, { session: sessionAs('staff') });
  return onClose;
}

async function saveAndConfirm(rake: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Custom Rake (%)'), rake);
  await user.click(screen.getByRole('button', { name: 'Save Custom Rake' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
}

// MUI's first render of a file takes long on a loaded two-core machine.
describe('RakeDialog', () => {
  it("New Venue Rake on a row opens Create Custom Rake with that row's venue", async () => {
    const sent = fakeApi({});
    const onClose = renderDialog(CRONULLA);
    expect(screen.getByRole('dialog', { name: 'Create Custom Rake' })).toBeInTheDocument();
    expect(screen.getByText('#15 Cronulla Surf Club')).toBeInTheDocument();
    await saveAndConfirm('6');
    expect(await screen.findByText('Successfully created custom rake')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { venueId: 15, customCommission: 6 } }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('updates the rake of a venue that already has one instead of failing (spec 002 section 4)', async () => {
    const sent = fakeApi({ existing: new Set([15]) });
    renderDialog(CRONULLA);
    await saveAndConfirm('7.5');
    expect(await screen.findByText('Successfully updated custom rake')).toBeInTheDocument();
    expect(sent.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(screen.queryByText('This venue already has a custom rake. Edit it instead')).toBeNull();
  });

  it('picks a trade venue, and Enter in the rake goes to the confirm step; nothing is sent before Confirm', async () => {
    const sent = fakeApi({});
    renderDialog(null);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Custom Rake (%)'), '6.5{Enter}');
    expect(await screen.findByText('Venue is required')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Venue' }));
    // Personal use venues get no rake: only the trade venues are offered.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['#15 Cronulla Surf Club', '#21 Manly Wharf Bar']);
    await user.click(screen.getByRole('option', { name: '#21 Manly Wharf Bar' }));
    await user.type(screen.getByLabelText('Custom Rake (%)'), '{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Rake' });
    expect(
      await within(dialog).findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'You are changing the rake for Manly Wharf Bar to 6.5%.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm to proceed')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', body: { venueId: 21, customCommission: 6.5 } }]),
    );
  });

  it("a refused create shows the API's words in the confirm step with the failure notice, and stays open", async () => {
    const refused = {
      param: 'customCommission',
      message: 'Rake must be less then 100%',
      code: 'invalid_parameter',
    };
    const sent = fakeApi({ refuse: () => json(400, { errors: [refused] }) });
    const onClose = renderDialog(CRONULLA);
    await saveAndConfirm('6');
    expect(await screen.findByText('Unable to create new custom commission')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Rake' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Rake must be less then 100%');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed edit says it could not change the rake', async () => {
    fakeApi({ refuse: () => json(500, { errors: [{ message: 'Internal error' }] }) });
    renderDialog({ ...CRONULLA, commission: 9.5, exists: true });
    expect(screen.getByLabelText('Custom Rake (%)')).toHaveValue('9.5');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save Custom Rake' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unable to change new custom commission')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Custom Rake' })).toBeInTheDocument();
  });

  it('a venues list that fails to load says so with Try again, its picker off, and asks again on Try again', async () => {
    let asked = 0;
    server.use(
      http.get('/api/venues', () => {
        asked += 1;
        return asked === 1 ? json(500, { errors: [] }) : json(200, { venues: VENUES });
      }),
    );
    renderDialog(null);
    expect(await screen.findByText('Unable to load venues')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Venue' })).toBeDisabled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Venue' })).toBeEnabled());
    expect(screen.queryByText('Unable to load venues')).not.toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
