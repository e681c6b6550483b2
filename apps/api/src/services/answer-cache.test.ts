import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesFor, chooseEncoding, createAnswerCache, weakEtag } from './answer-cache.js';

const json = (size: number, fill = 'a') => JSON.stringify({ data: fill.repeat(size) });

describe('the answer cache', () => {
  it('should serve an entry only under the validator it was built under, and drop it under another', () => {
    const cache = createAnswerCache(1_000_000);
    const answer = cache.put('day', '1:0', json(10));
    expect(cache.get('day', '1:0')).toBe(answer);
    expect(cache.get('day', '2:0')).toBeUndefined();
    // Dropped: even the old validator no longer finds it.
    expect(cache.get('day', '1:0')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('should serve an entry with a validity only before the instant it ends, and drop it from then on', () => {
    const cache = createAnswerCache(1_000_000);
    const answer = cache.put('week', '1:0', json(10), 5_000);
    expect(cache.get('week', '1:0', 4_999)).toBe(answer);
    expect(cache.get('week', '1:0', 5_000)).toBeUndefined();
    expect(cache.get('week', '1:0', 4_999)).toBeUndefined();
    // Asked without a clock, an entry that ends is not served.
    cache.put('week', '1:0', json(10), 5_000);
    expect(cache.get('week', '1:0')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('should keep the ETag every other read carries: a weak one of the JSON', () => {
    const cache = createAnswerCache(1_000_000);
    const text = json(10);
    expect(cache.put('day', '1', text).etag).toBe(weakEtag(text));
    expect(weakEtag(text)).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('should drop the least recently used entries beyond its bound in bytes, compressed forms counted', () => {
    const cache = createAnswerCache(3_000);
    cache.put('a', '1', json(1200));
    cache.put('b', '1', json(1200));
    expect(cache.get('a', '1')).toBeDefined();
    cache.put('c', '1', json(1200));
    // `b` was used least recently.
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('c', '1')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);

    const random = Array.from({ length: 1_500 }, (_, index) => ((index * 7919) % 97).toString(36)).join('');
    const big = cache.put('d', '1', json(0, '') + random);
    bytesFor(cache, big, 'gzip');
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
  });

  it('should keep nothing with a bound of 0, and still build the answer', () => {
    const cache = createAnswerCache(0);
    const answer = cache.put('day', '1', json(10));
    expect(answer.json.toString()).toBe(json(10));
    expect(cache.get('day', '1')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('should compress once per encoding, and send small answers as they are', () => {
    const cache = createAnswerCache(1_000_000);
    const text = json(5_000);
    const answer = cache.put('week', '1', text);
    const br = bytesFor(cache, answer, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(bytesFor(cache, answer, 'br').body).toBe(br.body);
    const gzip = bytesFor(cache, answer, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(bytesFor(cache, answer, undefined)).toEqual({ encoding: 'identity', body: answer.json });
    const small = cache.put('small', '1', json(10));
    expect(bytesFor(cache, small, 'br').encoding).toBe('identity');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['BR', 'br'],
  ])('should choose for %j: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
