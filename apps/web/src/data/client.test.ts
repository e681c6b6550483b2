// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ConnectionError, OVERLAY_HOLD_MS, READ_TIMEOUT_MS, setRequestTracker } from './client';
import { INLINED_FOR_MS } from './inlined';
import { inlineAnswersInPage, removeInlinedAnswers } from './inlinedInTests';

describe('given the UI language on <html lang>', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it.each([
    { name: 'Lithuanian', lang: 'lt', expected: 'lt' },
    { name: 'English', lang: 'en', expected: 'en' },
    { name: 'no language yet', lang: '', expected: undefined },
  ])('should ask the server for its messages in $name', async ({ lang, expected }) => {
    document.documentElement.lang = lang;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    await api.post('/api/login', { uid: 'ieva' });

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe(expected);
  });
});

// Spec 4's overlay blocks the page while calls are pending: a call that hangs must not block it for good.
describe('given a call that never answers', () => {
  afterEach(() => {
    setRequestTracker(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch that answers only when aborted (as a browser does), never on its own. */
  function hangingFetch() {
    return vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  it('should hold the loading overlay for at most OVERLAY_HOLD_MS, and let go of it only once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const counter = { increment: vi.fn(), decrement: vi.fn() };
    setRequestTracker(counter);

    const call = api.get('/api/resources').catch((error: unknown) => error);
    expect(counter.increment).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(OVERLAY_HOLD_MS - 1);
    expect(counter.decrement).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(counter.decrement).toHaveBeenCalledTimes(1);

    // The read goes on until its own time-out, then fails with the spec's message; the overlay is not let go twice.
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - OVERLAY_HOLD_MS);
    const error = await call;
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).kind).toBe('timeout');
    expect(counter.decrement).toHaveBeenCalledTimes(1);
  });

  it('should count a fast call once each way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: 1 }), { status: 200 })),
    );
    const counter = { increment: vi.fn(), decrement: vi.fn() };
    setRequestTracker(counter);
    await expect(api.get('/api/resources')).resolves.toBe(1);
    expect(counter.increment).toHaveBeenCalledTimes(1);
    expect(counter.decrement).toHaveBeenCalledTimes(1);
  });

  it('should not give up a write without a time-out of its own (it may still be made)', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    let settled = false;
    void api.post('/api/annexes', {}).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 4);
    expect(settled).toBe(false);
    expect((fetch.mock.calls[0]![1] as RequestInit).signal?.aborted).toBe(false);
  });
});

// Issue 18: the server writes the answers of a page's first calls into it for a live session.
describe('given answers inlined in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    removeInlinedAnswers();
  });

  /** The client as a page carrying `answers` loads it (the page is read once, when its first call is made). */
  async function inline(answers: Record<string, unknown>) {
    // A page read just after it started: the worker's own clock (performance.now() counts from its start, and the
    // unit project's files share workers) passed INLINED_FOR_MS in a loaded CI run, and the answers were refused.
    vi.spyOn(performance, 'now').mockReturnValue(100);
    inlineAnswersInPage(answers);
    vi.resetModules();
    return (await import('./client')).api;
  }

  it('should take a read its answer once, without asking, and ask the server for it after that', async () => {
    const api = await inline({
      '/api/resources/4/week?from=2026-12-14&to=2026-12-20': { data: { resource: { id: 4 } } },
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { resource: { id: 5 } } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    const query = { from: '2026-12-14', to: '2026-12-20' };
    expect(await api.get('/api/resources/4/week', query)).toEqual({ resource: { id: 4 } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('/api/resources/4/week', query)).toEqual({ resource: { id: 5 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should ask the server for every read after a write, the answers the page carries being perhaps out of date', async () => {
    const api = await inline({ '/api/settings': { data: { time_zone: 'Europe/Vilnius' } } });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { time_zone: 'Europe/Riga' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);

    await api.put('/api/admin/settings', { time_zone: 'Europe/Riga' });
    expect(await api.get('/api/settings')).toEqual({ time_zone: 'Europe/Riga' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should leave other calls, writes and answers older than the page start alone', async () => {
    const api = await inline({
      '/api/user': { data: { name: 'Ona' } },
      '/api/settings': { data: { time_zone: 'Europe/Vilnius' } },
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: 'asked' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    expect(await api.get('/api/resources')).toBe('asked');
    expect(await api.post('/api/user', {})).toBe('asked');
    // Read more than INLINED_FOR_MS after the page started: the server is asked.
    vi.spyOn(performance, 'now').mockReturnValue(INLINED_FOR_MS + 1);
    expect(await api.get('/api/settings')).toBe('asked');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
