// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

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
