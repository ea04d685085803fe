import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../../test/render.tsx';
import {
  FEEDBACK_ASK_EVERY_MS,
  FEEDBACK_DELAY_MS,
  feedbackAskedKey,
  FeedbackSurvey,
} from './feedback-survey.tsx';

let statusCalls = 0;

// The survey's delay is a fake timer that ends only when a test says so. The fake clock also moves with
// real time (so Testing Library's polling and the query cache's timers run), but the 30 s delay is longer
// than a test may take (20 s): it never ends by itself, however slowly a loaded machine runs the test.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  statusCalls = 0;
  server.use(
    http.get('/api/suppliers/feedback/status', () => {
      statusCalls++;
      return json(200, { due: true });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const survey = () => screen.queryByRole('complementary', { name: 'How are we doing?' });
const endDelay = () => act(() => vi.advanceTimersByTimeAsync(FEEDBACK_DELAY_MS));

function renderShell() {
  return renderWithProviders(
    <>
      <main>
        <form aria-label="Product">
          <label>
            Product Name <input name="name" />
          </label>
          <button type="button">Save Product</button>
        </form>
        <Link to="/products">Products</Link>
      </main>
      <FeedbackSurvey />
    </>,
    { at: '/products/1', session: sessionAs('owner', { sub: 7 }) },
  );
}

/** The bodies the survey posts, answered as the API does. */
function recordFeedback(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/suppliers/feedback', async ({ request }) => {
      sent.push(await request.json());
      return json(201, { id: 1 });
    }),
  );
  return sent;
}

describe('FeedbackSurvey', () => {
  it('asks for a rating, then sends the answer with its comment and thanks the supplier', async () => {
    const sent = recordFeedback();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderShell();
    await endDelay();
    const card = await screen.findByRole('complementary', { name: 'How are we doing?' });
    await user.click(within(card).getByRole('button', { name: 'Send feedback' }));
    expect(within(card).getByText('Please choose a rating')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A plain click: MUI's Rating reads the pointer's place in its stars, which jsdom does not lay out.
    fireEvent.click(within(card).getByRole('radio', { name: '4 stars, Easy' }));
    // Typing in the card itself is not the page being edited: the card stays.
    await user.type(within(card).getByLabelText('Anything we could do better? (optional)'), 'Bulk upload');
    await user.click(within(card).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(sent).toEqual([{ rating: 4, comment: 'Bulk upload' }]));
    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(survey()).not.toBeInTheDocument();
  });

  it("'Not now' dismisses it for the server too", async () => {
    const sent = recordFeedback();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderShell();
    await endDelay();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(survey()).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ dismissed: true }]));
  });

  it('sits in the page flow after the content, never floating over it, and is offered once a week', async () => {
    const first = renderShell();
    await endDelay();
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
    const { queryClient } = renderShell();
    await endDelay();
    expect(queryClient.isFetching()).toBe(0);
    expect(statusCalls).toBe(0);
    expect(survey()).not.toBeInTheDocument();
  });

  it('comes back a week later', async () => {
    window.localStorage.setItem(feedbackAskedKey(7), String(Date.now() - FEEDBACK_ASK_EVERY_MS - 1));
    renderShell();
    await endDelay();
    expect(await screen.findByRole('complementary', { name: 'How are we doing?' })).toBeInTheDocument();
  });

  it('never appears while a form on the page is dirty; it waits for another page', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderShell();
    await user.type(await screen.findByLabelText('Product Name'), 'Apples');
    await endDelay();
    // The server says a survey is due, and still none appears on the dirty page.
    await waitFor(() => expect(statusCalls).toBe(1));
    await act(async () => {});
    expect(survey()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(feedbackAskedKey(7))).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('complementary', { name: 'How are we doing?' })).toBeInTheDocument();
  });
});
