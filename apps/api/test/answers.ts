import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type LightMyRequestResponse } from 'fastify';

/** A small deterministic random source (mulberry32), so that a failing sequence can be run again. */
export function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** The JSON of an answer, whatever its encoding. */
export function bodyOf(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') {
    return brotliDecompressSync(response.rawPayload).toString();
  }
  if (encoding === 'gzip') {
    return gunzipSync(response.rawPayload).toString();
  }
  return response.body;
}
