import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_DONE_MS, useUploadProgress } from './use-upload-progress.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUploadProgress', () => {
  it('shows 100 after a successful upload before the bar goes', () => {
    const { result } = renderHook(() => useUploadProgress(['header', 'logo'] as const));
    act(() => result.current.set('logo', 0));
    act(() => result.current.set('logo', 99));
    expect(result.current.busy).toBe(true);
    act(() => result.current.finish('logo', true));
    expect(result.current.progress.logo).toBe(100);
    expect(result.current.busy).toBe(false);
    act(() => {
      vi.advanceTimersByTime(UPLOAD_DONE_MS - 1);
    });
    expect(result.current.progress.logo).toBe(100);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.progress.logo).toBeNull();
    expect(result.current.progress.header).toBeNull();
  });

  it('takes the bar away at once after a failure, and a new upload cancels the pending hide', () => {
    const { result } = renderHook(() => useUploadProgress(['header', 'logo'] as const));
    act(() => result.current.set('header', 40));
    act(() => result.current.finish('header', false));
    expect(result.current.progress.header).toBeNull();
    act(() => result.current.finish('header', true));
    act(() => result.current.set('header', 0));
    act(() => {
      vi.advanceTimersByTime(UPLOAD_DONE_MS);
    });
    expect(result.current.progress.header).toBe(0);
  });
});
