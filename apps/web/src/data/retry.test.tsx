import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ConnectionError } from './client';
import { FIRST_RETRY_WAIT_MS, READ_RETRIES, readRetry, retryWait } from './retry';

// As the app's SWRConfig (AppRoot).
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, ...readRetry }}>{children}</SWRConfig>
);

/** A read answering `answers` in turn (the last one for ever); an Error is a read that fails. */
function read(...answers: (string | Error)[]) {
  return vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) {
      throw next;
    }
    return next;
  });
}

/** Moves the clock on, then lets the reads started answer and React draw what they answered. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 5; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

describe('a screen whose read fails', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['timed out', new ConnectionError('timeout')],
    ['could not reach the server', new ConnectionError('network')],
    ['met a server restarting', new ApiError(503, 'Service Unavailable')],
    ['met a server error', new ApiError(500, 'Server Error')],
  ])('should ask again by itself and show the answer when the read %s', async (_, failure) => {
    const fetcher = read(failure, 'the week');
    // As a screen reads them (SWR draws again only for what a render read).
    const { result } = renderHook(
      () => {
        const { data, error } = useSWR('week', fetcher);
        return { data, error: error as unknown };
      },
      { wrapper },
    );
    await wait(1);
    expect(result.current.error).toBe(failure);
    await wait(FIRST_RETRY_WAIT_MS);
    expect(result.current.data).toBe('the week');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 422])('should not ask again after a %i, which would answer the same', async (status) => {
    const fetcher = read(new ApiError(status, 'No'));
    renderHook(() => useSWR('week', fetcher), { wrapper });
    await wait(10 * 60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('should wait what a busy server asks for, then give up after a few tries', async () => {
    const busy = new ApiError(503, 'Busy', {}, 20);
    const fetcher = read(busy);
    renderHook(() => useSWR('week', fetcher), { wrapper });
    await wait(19_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await wait(1_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await wait(60 * 60_000);
    expect(fetcher).toHaveBeenCalledTimes(1 + READ_RETRIES);
  });
});

describe('the wait before a retry', () => {
  it('should double from 5 s up to a minute', () => {
    const failure = new ConnectionError('timeout');
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryWait(failure, attempt))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
