import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { ErrorPanel } from './error-panel.tsx';

describe('ErrorPanel', () => {
  it('a 400 says what the server said, never the outage panel (issue 35)', () => {
    const error = new ApiError(400, { errors: [{ param: 'q', message: 'Must be at most 200 characters' }] });
    render(<ErrorPanel error={error} report={false} retryLabel="Reload this page" />);
    expect(screen.getByRole('alert')).toHaveTextContent('q: Must be at most 200 characters');
    expect(screen.queryByText(/engineers have been notified/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload this page' })).not.toBeInTheDocument();
  });

  it('a server failure is the outage panel with its retry', () => {
    render(<ErrorPanel error={new ApiError(500, {})} report={false} retryLabel="Reload this page" />);
    expect(screen.getByText(/engineers have been notified/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeInTheDocument();
  });
});
