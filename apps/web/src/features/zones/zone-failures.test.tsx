import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@portal/domain';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { ZoneDetail } from './components/zone-detail.tsx';
import { ZoneSuburbsDialog } from './components/zone-suburbs-dialog.tsx';

/** A server failure whose body carries raw text the screen must never show. */
const RAW = 'duplicate key value violates unique constraint "zones_pkey"';
const serverError = () => json(500, { errors: [{ param: 'name', message: RAW }] });

const ZONE: DeliveryZone = {
  id: 1,
  name: 'Inner West',
  published: true,
  minimumOrderTotal: 10000,
  cutoff: '17:00:00',
  timeZone: 'Australia/Sydney',
  suburbCount: 1,
  deliveryDays: [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    deliveryDay: d,
    enabled: d === 2,
    blocked: false,
    newCustomerOrderBy: d === 2 ? 1 : null,
    existingCustomerOrderBy: d === 2 ? 1 : null,
  })),
};

/** GETs answer the zone, its suburbs and suburb searches; `write` answers the zone's update. */
function fakeApi(answer: { search?: () => Response; write?: () => Response } = {}) {
  server.use(
    http.get('/api/zones/1', () => json(200, ZONE)),
    http.get('/api/zones/1/suburbs', () => json(200, { data: [] })),
    http.get('/api/suburbs', () => (answer.search ?? serverError)()),
    http.patch('/api/zones/1', () => (answer.write ?? serverError)()),
  );
}

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>{ui}</SnackbarProvider>
    </QueryClientProvider>,
  );
}

// MUI's first render of a file and several dialogs' worth of typing take long on a loaded two-core machine.
describe('zone failures say what failed (spec 002 section 8)', () => {
  it('a failed suburb search says so in the list, not "No suburbs or postcodes found"', async () => {
    fakeApi();
    renderWith(<ZoneSuburbsDialog open zoneId={1} links={[]} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: 'Search suburb or postcode' }), 'Bondi');
    // The list's own line, besides the notice.
    await waitFor(() =>
      expect(document.querySelector('.MuiAutocomplete-noOptions')).toHaveTextContent(
        'Failed to search suburbs and postcodes. Please try again.',
      ),
    );
    expect(screen.queryByText('No suburbs or postcodes found')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('a search that finds nothing still says "No suburbs or postcodes found"', async () => {
    fakeApi({ search: () => json(200, { data: [] }) });
    renderWith(<ZoneSuburbsDialog open zoneId={1} links={[]} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: 'Search suburb or postcode' }), 'Bondi');
    expect(await screen.findByText('No suburbs or postcodes found')).toBeInTheDocument();
  });

  it('a rename that fails with a 500 says "Unable to update zone name", never the raw text', async () => {
    fakeApi();
    renderWith(<ZoneDetail zoneId={1} onDuplicate={() => {}} onDeleted={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit zone name' }));
    await user.type(screen.getByRole('textbox', { name: 'Zone Name' }), ' North');
    await user.click(screen.getByRole('button', { name: 'Save zone name' }));
    expect(await screen.findByText('Unable to update zone name')).toBeInTheDocument();
    expect(screen.queryByText(RAW)).not.toBeInTheDocument();
  });

  it('a rename refused with a 400 shows the first error', async () => {
    fakeApi({ write: () => json(400, { errors: [{ param: 'name', message: 'Zone name already exists' }] }) });
    renderWith(<ZoneDetail zoneId={1} onDuplicate={() => {}} onDeleted={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit zone name' }));
    await user.click(screen.getByRole('button', { name: 'Save zone name' }));
    expect(await screen.findByText('Zone name already exists')).toBeInTheDocument();
  });

  it('a deactivation that fails with a 500 says "We were unable to deactivate this zone"', async () => {
    fakeApi();
    renderWith(<ZoneDetail zoneId={1} onDuplicate={() => {}} onDeleted={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Activate Zone' }));
    expect(await screen.findByText('We were unable to deactivate this zone')).toBeInTheDocument();
    expect(screen.queryByText(RAW)).not.toBeInTheDocument();
  });
});
