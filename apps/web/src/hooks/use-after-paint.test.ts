import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => void vi.useRealTimers());

  it('should stay false until a frame has been drawn and a task has run after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    // The frame's callback alone is not enough: the frame's layout comes after it.
    act(() => void vi.advanceTimersToNextFrame());
    expect(vi.getTimerCount()).toBe(1);
    expect(result.current).toBe(false);
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('should leave nothing behind when unmounted before the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { unmount } = renderHook(() => useAfterPaint());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
