import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { usePageSettled } from './use-page-settled';

describe('usePageSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('should stay false while the page loads, and turn true once it has loaded and the browser is idle', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { result } = renderHook(() => usePageSettled());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);

    act(() => void window.dispatchEvent(new Event('load')));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
  });

  it('should settle without a load event when the page has loaded already', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePageSettled());
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
  });
});
