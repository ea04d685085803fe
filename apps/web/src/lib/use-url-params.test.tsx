import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './use-url-params.ts';

function Filters() {
  const [params, patch] = useUrlParams();
  const location = useLocation();
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <output aria-label="status">{params.get('status') ?? 'all'}</output>
      <button onClick={() => patch({ type: null, page: null })}>All types</button>
      <button onClick={() => patch({ status: 'pending', page: null })}>Pending</button>
      <button
        onClick={() => {
          // Two changes before the router has rendered the first: both must survive.
          patch({ type: null, page: null });
          patch({ status: 'pending' });
        }}
      >
        Both at once
      </button>
      <button onClick={() => patch({ page: '3' }, { push: true })}>Page 3</button>
      <button onClick={() => patch({ search: '42' }, { firstPage: true })}>Search 42</button>
      <button onClick={() => patch({ search: '7' }, { firstPage: true })}>Search 7</button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/orders', element: <Filters /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlParams', () => {
  it('keeps every change made before the router catches up', async () => {
    const router = renderAt('/orders?type=standing&page=2&search=42');
    await userEvent.click(screen.getByRole('button', { name: 'Both at once' }));
    expect(router.state.location.search).toBe('?search=42&status=pending');
    expect(screen.getByLabelText('search')).toHaveTextContent('?search=42&status=pending');
  });

  it('clears with null, sets with a value and replaces the history entry', async () => {
    const router = renderAt('/orders?type=standing&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'All types' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(router.state.location.search).toBe('?status=pending');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes a history entry when asked, and follows the URL when a link or Back moves it', async () => {
    const router = renderAt('/orders?status=pending');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?status=pending&page=3');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate('/orders?type=regular'));
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(router.state.location.search).toBe('?type=regular&status=pending');
    expect(screen.getByLabelText('status')).toHaveTextContent('pending');
  });

  it('goes back to page 1 for a new search, and stays put when the search is the same', async () => {
    const router = renderAt('/orders?search=42&page=4');
    await userEvent.click(screen.getByRole('button', { name: 'Search 42' }));
    expect(router.state.location.search).toBe('?search=42&page=4');
    await userEvent.click(screen.getByRole('button', { name: 'Search 7' }));
    expect(router.state.location.search).toBe('?search=7');
  });
});
