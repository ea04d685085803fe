import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { ErrorPanel } from './error-panel.tsx';

describe('ErrorPanel', () => {
  it('a 400 says what the server said, never the outage panel', () => {
    const error = new ApiError(400, { errors: [{ param: 'q', message: 'Must be at most 200 characters' }] });
    render(<ErrorPanel error={error} report={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('q: Must be at most 200 characters');
    expect(screen.queryByText(/engineers have been notified/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload this page' })).not.toBeInTheDocument();
  });

  it('a server failure is the outage panel with its retry', () => {
    render(<ErrorPanel error={new ApiError(500, {})} report={false} onRetry={() => {}} />);
    expect(screen.getByText(/engineers have been notified/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeInTheDocument();
  });

  it("a panel's retry always reads 'Reload this page' and calls onRetry", async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel error={new ApiError(503, {})} report={false} onRetry={onRetry} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reload this page']);
    await userEvent.click(screen.getByRole('button', { name: 'Reload this page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a way out replaces the retry where retrying cannot help', async () => {
    const onClick = vi.fn();
    render(<ErrorPanel report={false} action={{ label: 'Return to all specials', onClick }} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Return to all specials']);
    await userEvent.click(screen.getByRole('button', { name: 'Return to all specials' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('without onRetry or a way out there is no button', () => {
    render(<ErrorPanel error={new ApiError(500, {})} report={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
