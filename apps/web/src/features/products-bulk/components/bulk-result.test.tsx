import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BulkResult } from './bulk-result.tsx';

describe('BulkResult', () => {
  it('writes counts as the pager does (10,000, not 10000)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BulkResult mode="add" count={10_000} data={null} onReset={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Successfully added 10,000 products.')).toBeInTheDocument();
  });
});
