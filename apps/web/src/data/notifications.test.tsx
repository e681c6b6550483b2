import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, api } from './client';
import { notificationKeys, UNREAD_POLL_MS, useUnreadCount } from './notifications';

// As the app's SWRConfig (AppRoot): no retries unless a hook asks for them.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

/** The unread counts the server answers, one per call; an Error is a read that fails (timed out). */
function answer(...counts: (number | Error)[]) {
  return vi.spyOn(api, 'get').mockImplementation(async () => {
    const next = counts.length > 1 ? counts.shift()! : counts[0]!;
    if (next instanceof Error) {
      throw next;
    }
    return { data: { count: next } } as never;
  });
}

/** Lets the reads started answer, and React draw what they answered. */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

// Issue 31: the bell's minute poll is the fallback when the live stream is down; one failed read must not end it.
describe("the bell's unread count", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should be asked again a minute after a read that failed, and show the new count', async () => {
    const get = answer(2, new ConnectionError('timeout'), 3);
    const { result } = renderHook(() => ({ count: useUnreadCount(true).data, mutate: useSWRConfig().mutate }), {
      wrapper,
    });
    await settle();
    expect(result.current.count).toBe(2);

    // A live event asks again, and that read fails (timed out): the bell keeps what it showed.
    await act(() => result.current.mutate(notificationKeys.unreadCount()));
    await settle();
    expect(result.current.count).toBe(2);
    expect(get).toHaveBeenCalledTimes(2);

    // A minute later it is asked again, with no event and no focus, and shows the new count.
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await settle();
    expect(result.current.count).toBe(3);
  });

  it('should poll every minute while the reads succeed', async () => {
    const get = answer(1, 4);
    const { result } = renderHook(() => useUnreadCount(true).data, { wrapper });
    await settle();
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await settle();
    expect(result.current).toBe(4);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
