import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * The answer cache (docs/decisions.md, "The answer cache"): the final bytes of an answer, kept per request key
 * with the change counters it was built under. Nothing here decides who may read: the session, the user and every
 * permission check run on each request before an answer is looked up. An entry is served only when the counters
 * read again on this request are the ones it was built under (`validator`); they are kept by database triggers, so
 * every process sees every write on its next request. Memory is bounded: least recently used entries go first.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this are sent as they are (as transport.ts's COMPRESS_THRESHOLD). */
const COMPRESS_THRESHOLD = 1024;

/** An answer's bytes, built once, compressed at most once per encoding. */
export interface CachedAnswer {
  /** What the database's change counters were before the answer's data was read. */
  readonly validator: string;
  /** The instant (ms) from which the answer may differ with no write (the clock passed something it shows); null: never. */
  readonly validUntil: number | null;
  /** The weak ETag of the JSON, as transport.ts computes it for every other read. */
  readonly etag: string;
  readonly json: Buffer;
  /** The compressed bytes asked for so far. */
  readonly encoded: Map<Exclude<Encoding, 'identity'>, Buffer>;
}

/** `W/"<sha1 of the JSON, base64url>"`: the ETag every API read carries (plugins/external/transport.ts). */
export function weakEtag(json: string | Buffer): string {
  return `W/"${hash('sha1', json, 'base64url')}"`;
}

/**
 * The encoding to send: the acceptable one (q > 0) with the highest q, brotli before gzip on a tie; `identity`
 * when neither is acceptable. `*` stands for any encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) {
    return 'identity';
  }
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...parameters] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (name === '') {
      continue;
    }
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((text) => text.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) {
    return 'br';
  }
  return gzip > 0 ? 'gzip' : 'identity';
}

/** Compresses as transport.ts does: brotli at quality 4, gzip at level 6, in one call. */
function compress(json: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : gzipSync(json, { level: 6 });
}

/** The bytes of `answer` to send for an `Accept-Encoding` header, compressed once and kept; and their encoding. */
export function bytesFor(
  cache: AnswerCache,
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } {
  const encoding = answer.json.length < COMPRESS_THRESHOLD ? 'identity' : chooseEncoding(acceptEncoding);
  if (encoding === 'identity') {
    return { encoding, body: answer.json };
  }
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = compress(answer.json, encoding);
    cache.grow(answer, encoding, body);
  }
  return { encoding, body };
}

interface Slot {
  key: string;
  answer: CachedAnswer;
  bytes: number;
}

/** An LRU of answers bounded by bytes (the JSON, its compressed forms and the key). `maxBytes` 0 keeps nothing. */
export function createAnswerCache(maxBytes: number) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const slots = new Map<string, Slot>();
  const slotOf = new WeakMap<CachedAnswer, Slot>();
  let total = 0;

  function evict(): void {
    for (const [key, slot] of slots) {
      if (total <= maxBytes) {
        return;
      }
      slots.delete(key);
      total -= slot.bytes;
    }
  }

  return {
    /**
     * The answer under `key` when it was built under `validator` and is still valid at `now` (ms); an entry built
     * under another validator, or past its `validUntil`, is dropped.
     */
    get(key: string, validator: string, now?: number): CachedAnswer | undefined {
      const slot = slots.get(key);
      if (!slot) {
        return undefined;
      }
      slots.delete(key);
      const { validUntil } = slot.answer;
      if (slot.answer.validator !== validator || (validUntil !== null && (now === undefined || now >= validUntil))) {
        total -= slot.bytes;
        return undefined;
      }
      slots.set(key, slot);
      return slot.answer;
    },

    /**
     * Builds the entry of `json` read under `validator` and keeps it (unless it alone exceeds the bound), to be
     * served until `validUntil` (ms; null: while the validator holds).
     */
    put(key: string, validator: string, json: string, validUntil: number | null = null): CachedAnswer {
      const bytes = Buffer.from(json);
      const answer: CachedAnswer = { validator, validUntil, etag: weakEtag(bytes), json: bytes, encoded: new Map() };
      const old = slots.get(key);
      if (old) {
        slots.delete(key);
        total -= old.bytes;
      }
      const size = bytes.length + key.length * 2;
      if (size <= maxBytes) {
        const slot = { key, answer, bytes: size };
        slots.set(key, slot);
        slotOf.set(answer, slot);
        total += size;
        evict();
      }
      return answer;
    },

    /** Counts a compressed form added to `answer` (when it is still kept). */
    grow(answer: CachedAnswer, encoding: Exclude<Encoding, 'identity'>, body: Buffer): void {
      answer.encoded.set(encoding, body);
      const slot = slotOf.get(answer);
      if (slot && slots.get(slot.key) === slot) {
        slot.bytes += body.length;
        total += body.length;
        evict();
      }
    },

    /** What is kept: entries and bytes. */
    get size(): { entries: number; bytes: number } {
      return { entries: slots.size, bytes: total };
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
