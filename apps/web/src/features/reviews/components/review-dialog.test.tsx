import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Review, ReviewReply } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const PATH = '/api/suppliers/reviews/3';
const REVIEW: Review = {
  id: 3,
  average: 4.5,
  venueId: 15,
  venueName: 'Bistro Lune',
  orderId: 812,
  isArchived: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  content: 'Crisp apples, on time.',
  ratings: { Quality: 5, Delivery: 4 },
  replies: [],
  supplierReply: null,
};
const REPLY: ReviewReply = {
  id: 90,
  content: 'Thank you, see you next week',
  createdAt: '2026-11-21T01:00:00.000Z',
  isPlatform: false,
};

/**
 * Review 3 and its reply: a POST makes the reply the review's, a DELETE answers `remove` (when it is a
 * 204 the reply is gone). Each write's method and body is kept.
 */
function fakeApi(start: Review, remove: () => Response = () => new Response(null, { status: 204 })) {
  let review = start;
  const sent: Array<{ method: string; body: unknown }> = [];
  server.use(
    http.get('/api/suppliers/auth/me', () => json(200, { id: 1, company: 'Fresh Co', isStaff: false })),
    http.get(PATH, () => json(200, review)),
    http.post(`${PATH}/replies`, async ({ request }) => {
      const body = (await request.json()) as { content: string };
      sent.push({ method: 'POST', body });
      review = { ...review, supplierReply: { ...REPLY, content: body.content } };
      return json(201, review.supplierReply);
    }),
    http.delete(`${PATH}/replies`, () => {
      sent.push({ method: 'DELETE', body: null });
      const answer = remove();
      if (answer.status === 204) review = { ...review, supplierReply: null };
      return answer;
    }),
  );
  return sent;
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ReviewDialog reviewId={3} onClose={onClose} />);
  return onClose;
}

// MUI's first render of a file takes long on a loaded two-core machine.
describe('ReviewDialog', () => {
  it('is read with Close alone, and its reply form sends the reply, which then shows instead of the form', async () => {
    const sent = fakeApi(REVIEW);
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Review from Bistro Lune' });
    const form = await within(dialog).findByRole('form', { name: 'Reply to this review' });
    // One form: the reply's fields are not a form inside the dialog's.
    expect(dialog.querySelectorAll('form')).toHaveLength(1);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send reply', 'Close']);

    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByLabelText('Your reply'));
    await user.paste('Thank you, see you next week');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been posted')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { content: 'Thank you, see you next week' } }]);
    expect(await within(dialog).findByRole('heading', { name: 'Your reply' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Reply to this review' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a reply form left empty says what is missing and sends nothing', async () => {
    const sent = fakeApi(REVIEW);
    renderDialog();
    const form = await screen.findByRole('form', { name: 'Reply to this review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Reply is required')).toBeInTheDocument();
    expect(within(form).getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a delete that fails says so, closes the confirmation and keeps the reply', async () => {
    const sent = fakeApi({ ...REVIEW, supplierReply: REPLY }, () =>
      json(500, { errors: [{ message: 'Internal error' }] }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Review from Bistro Lune' });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete reply' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete your reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete reply' }));
    expect(await screen.findByText('Unable to delete review reply')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete your reply?' })).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', body: null }]);
    expect(within(dialog).getByText('Thank you, see you next week')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Reply to this review' })).toBeNull();
  });
});
