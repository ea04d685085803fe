import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { ReviewReplyForm } from './review-reply-form.tsx';

/** The reply to review 4 answers `status` with `body`. */
const answer = (status: number, body: unknown) =>
  server.use(http.post('/api/suppliers/reviews/4/replies', () => json(status, body)));

beforeEach(() =>
  answer(400, {
    errors: [
      {
        param: '',
        message: 'It would appear you have already replied to this review',
        code: 'already_replied',
      },
    ],
  }),
);

describe('ReviewReplyForm', () => {
  it('answers already_replied with the spec message and a reload button, keeping the typed reply', async () => {
    const onReload = vi.fn();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SnackbarProvider>
          <ReviewReplyForm reviewId={4} onReload={onReload} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('Thank you for the kind words');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('It would appear you have already replied to this review'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thank you for the kind words');
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('links the terms and conditions from the box that accepts them, opening a new tab', () => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ReviewReplyForm reviewId={4} onReload={() => {}} />
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions for replying to reviews' }),
    ).not.toBeChecked();
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', 'https://www.marketplace.example/terms-and-conditions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ReviewReplyForm failures', () => {
  async function send() {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SnackbarProvider>
          <ReviewReplyForm reviewId={4} onReload={() => {}} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    // Pasted, not typed: a keystroke at a time is slow on a loaded machine and proves nothing here.
    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('Thank you');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
  }

  it('a 500 shows the failure in the form, never "see the errors above" with nothing above', async () => {
    answer(500, { errors: [] });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to send reply. Please try again later',
    );
    expect(screen.queryByText('Unable to send reply. Please see the errors above')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thank you');
  });

  it("a 400 puts each message above and says 'Please see the errors above'", async () => {
    answer(400, { errors: [{ param: 'reviewId', message: 'This review has been archived', code: 'x' }] });
    await send();
    expect(await screen.findByText('Unable to send reply. Please see the errors above')).toBeInTheDocument();
    expect(screen.getByText('This review has been archived').closest('[role="alert"]')).toBeInTheDocument();
  });
});
