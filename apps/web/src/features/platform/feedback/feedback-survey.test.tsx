import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session.ts';
import {
  FEEDBACK_ASK_EVERY_MS,
  FEEDBACK_DELAY_MS,
  feedbackAskedKey,
  FeedbackSurvey,
} from './feedback-survey.tsx';

const session = {
  token: 't',
  claims: { sub: 7 },
  isStaff: false,
  needsSupplier: false,
} as unknown as Session;
let statusCalls = 0;

beforeEach(() => {
  statusCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).includes('feedback/status')) statusCalls++;
      return new Response(JSON.stringify({ due: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderShell(delayMs = 20) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/products/1']}>
            <main>
              <form aria-label="Product">
                <label>
                  Product Name <input name="name" />
                </label>
                <button type="button">Save Product</button>
              </form>
              <Link to="/products">Products</Link>
            </main>
            <FeedbackSurvey delayMs={delayMs} />
          </MemoryRouter>
        </SessionContext.Provider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('FeedbackSurvey', () => {
  it('sits in the page flow after the content, never floating over it, and is offered once a week', async () => {
    const first = renderShell();
    const card = await screen.findByRole('complementary', { name: 'How are we doing?' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(card).position).not.toBe('fixed');
    // After the page's content in document order.
    expect(
      screen.getByRole('button', { name: 'Save Product' }).compareDocumentPosition(card) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const askedAt = Number(window.localStorage.getItem(feedbackAskedKey(7)));
    expect(Date.now() - askedAt).toBeLessThan(5000);
    first.unmount();

    // A new session the same week, unanswered: not asked again, the server not even asked.
    statusCalls = 0;
    renderShell();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('complementary', { name: 'How are we doing?' })).not.toBeInTheDocument();
    expect(statusCalls).toBe(0);
  });

  it('comes back a week later', async () => {
    window.localStorage.setItem(feedbackAskedKey(7), String(Date.now() - FEEDBACK_ASK_EVERY_MS - 1));
    renderShell();
    expect(await screen.findByRole('complementary', { name: 'How are we doing?' })).toBeInTheDocument();
  });

  it('never appears while a form on the page is dirty; it waits for another page', async () => {
    // Fake timers (advancing with real time too, so Testing Library's polling runs): the delay ends
    // only when the test says so, after the typing, however slowly the machine types.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderShell(FEEDBACK_DELAY_MS);
      await user.type(screen.getByLabelText('Product Name'), 'Apples');
      await act(async () => {
        vi.advanceTimersByTime(FEEDBACK_DELAY_MS + 1);
      });
      // The server says a survey is due, and still none appears on the dirty page.
      await waitFor(() => expect(statusCalls).toBe(1));
      await act(async () => {});
      expect(screen.queryByRole('complementary', { name: 'How are we doing?' })).not.toBeInTheDocument();
      expect(window.localStorage.getItem(feedbackAskedKey(7))).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Products' }));
      expect(await screen.findByRole('complementary', { name: 'How are we doing?' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
