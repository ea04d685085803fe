import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@portal/domain';
import { json, recordCalls, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { NotificationsCard, timeLabel } from './notifications-card.tsx';

function renderCard() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <NotificationsCard sectionKey="NOTIFICATIONS" title="Notifications" />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** GET answers `prefs`; PUT answers its own body (as the server does). Returns the PUTs' bodies. */
function serve(prefs: NotificationPreferences, put?: { status: number; body: unknown }) {
  const puts: unknown[] = [];
  server.use(
    http.get('/api/suppliers/notifications', () => json(200, prefs)),
    http.put('/api/suppliers/notifications', async ({ request }) => {
      const body: unknown = await request.json();
      puts.push(body);
      return put ? json(put.status, put.body) : json(200, body);
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsCard', () => {
  it('shows which e-mails are on, with the daily summary off by default', async () => {
    serve(DEFAULT_NOTIFICATION_PREFERENCES);
    renderCard();
    const card = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(card).findByText('New order')).toBeInTheDocument();
    expect(within(card).getAllByText('On')).toHaveLength(6);
    expect(within(card).getByText('Daily summary').nextSibling).toHaveTextContent('Off');
  });

  it('turns a kind off and the daily summary on at a chosen time, and saves them whole', async () => {
    const puts = serve(DEFAULT_NOTIFICATION_PREFERENCES);
    const calls = recordCalls();
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Notifications' }));
    await userEvent.click(screen.getByRole('switch', { name: /^New review/ }));
    await userEvent.click(screen.getByRole('switch', { name: /^Daily summary/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Daily summary time' }));
    await userEvent.click(screen.getByRole('option', { name: '6:30 pm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated notifications')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/suppliers/notifications');
    expect(puts[0]).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      newReview: false,
      dailySummary: true,
      dailySummaryTime: '18:30',
    });
    expect(await screen.findByText('On, at 6:30 pm')).toBeInTheDocument();
  });

  it("says 'Nothing to update' when nothing changed, and shows a refused time on its field", async () => {
    serve(DEFAULT_NOTIFICATION_PREFERENCES, {
      status: 400,
      body: { errors: [{ param: 'dailySummaryTime', message: 'Please select a valid time', code: 'x' }] },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to update')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /^Daily summary/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a valid time')).toBeInTheDocument();
    expect(screen.getByText('Unable to update notifications')).toBeInTheDocument();
  });

  it('shows an error with a way to retry when the settings cannot be loaded', async () => {
    // The error panel reports the failure with the build's version (defined by Vite in a build).
    vi.stubGlobal('__APP_VERSION__', 'test');
    server.use(
      http.get('/api/suppliers/notifications', () => new HttpResponse(null, { status: 500 })),
      http.post('/api/client-errors', () => new HttpResponse(null, { status: 204 })),
    );
    renderCard();
    expect(await screen.findByText('We were unable to load your notification settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeInTheDocument();
  });

  it('names times the way people read them', () => {
    expect(['00:00', '07:00', '12:30', '18:30'].map(timeLabel)).toEqual([
      '12:00 am',
      '7:00 am',
      '12:30 pm',
      '6:30 pm',
    ]);
  });
});
