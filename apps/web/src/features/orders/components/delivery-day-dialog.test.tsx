import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@portal/domain';
import { DeliveryDayDialog } from './delivery-day-dialog.tsx';
import { json, recordCalls, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';

/** A download dialog on useDownload: the file is handed to the browser, or the failure is shown and told. */

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('__APP_VERSION__', 'test'); // the error reporter names the build
  // jsdom has no object URLs: the test's own, taken away after it.
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const reported = () => http.post('/api/client-errors', () => new HttpResponse(null, { status: 204 }));

async function downloadWith(answer: () => Response) {
  server.use(http.get('/api/suppliers/csv/custom', answer), reported());
  const calls = recordCalls();
  const onClose = vi.fn();
  renderWithProviders(<DeliveryDayDialog open onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  return { calls, onClose };
}

describe('useDownload (the Products for Delivery Date CSV dialog)', () => {
  it('hands the file to the browser under the name the server gave, and closes the dialog', async () => {
    const { onClose } = await downloadWith(
      () =>
        new HttpResponse('Product,Quantity\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="products-2026-11-27.csv"',
          },
        }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['products-2026-11-27.csv']);
  });

  it('on a server failure shows its line and the notice, reports it, and stays open', async () => {
    const { calls, onClose } = await downloadWith(() => json(500, { errors: [] }));
    expect(await screen.findByText(ORDER_MESSAGES.dayCsvInline)).toBeInTheDocument();
    expect(await screen.findByText(ORDER_MESSAGES.dayCsvFailed)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === 'client-errors')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it("shows the server's own words for a refused field instead, and reports nothing", async () => {
    const refused = { errors: [{ param: 'deliveryDate', message: 'Please enter a date', code: 'invalid' }] };
    const { calls, onClose } = await downloadWith(() => json(400, refused));
    expect(await screen.findByText('Please enter a date')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.dayCsvInline)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'client-errors')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
