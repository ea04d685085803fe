import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw.ts';
import { LoadFailedPanel } from './load-failed.tsx';

/** The panel of a page or the account menu whose code could not load. */
const chunkFailed = new TypeError('Failed to fetch dynamically imported module');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LoadFailedPanel', () => {
  it("offline says so and that it loads when the connection is back, never that 'our engineers' were told", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<LoadFailedPanel error={chunkFailed} retry={() => undefined} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(
      /^You are currently offlineThis will load by itself when the connection is back\.Reload this page$/,
    );
    expect(screen.getByText('You are currently offline')).toBeVisible();
    expect(screen.getByText('This will load by itself when the connection is back.')).toBeVisible();
    expect(screen.queryByText(/engineers/)).not.toBeInTheDocument();
  });

  it("online it is the spec's error panel, with its retry", () => {
    // Online the failure is reported: the error reporter names the build and posts it.
    vi.stubGlobal('__APP_VERSION__', 'test');
    server.use(http.post('/api/client-errors', () => new HttpResponse(null, { status: 204 })));
    render(<LoadFailedPanel error={chunkFailed} retry={() => undefined} />);
    expect(screen.getByText('Something went wrong')).toBeVisible();
    expect(
      screen.getByText("We were unable to load this page. Don't worry, our engineers have been notified!"),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeVisible();
  });
});
