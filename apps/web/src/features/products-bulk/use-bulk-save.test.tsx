import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render.tsx';
import type { BulkAction, SaveState } from './lib/bulk-flow.ts';
import { useBulkSave } from './use-bulk-save.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
);

describe('useBulkSave', () => {
  it('settles the outcome 1 s after the answer (the progress dialog closes), not before', () => {
    const dispatch = vi.fn<(a: BulkAction) => void>();
    const closing: SaveState = {
      phase: 'closing',
      count: 2,
      progress: { phase: 'done' },
      outcome: { kind: 'saved', count: 2, data: null },
    };
    renderHook(() => useBulkSave('add', closing, dispatch), { wrapper });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(dispatch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dispatch).toHaveBeenCalledWith({ type: 'saveSettled' });
  });

  it('with nothing changed, goes to the result at once without a call', async () => {
    const dispatch = vi.fn<(a: BulkAction) => void>();
    const { result } = renderHook(() => useBulkSave('edit', { phase: 'idle' }, dispatch), { wrapper });
    await act(() => result.current([]));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'saveEnded',
      outcome: { kind: 'saved', count: 0, data: null },
    });
  });
});
