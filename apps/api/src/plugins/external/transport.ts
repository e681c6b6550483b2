import { hash } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Answers up to this size are compressed in one call (`brotliCompressSync`), larger ones through a compression
 * stream. @fastify/compress's default on two cores is 8 KB, which sent a room's week (22 KB) and a day of all rooms
 * (59 KB) through a stream per answer: server CPU per call with brotli 1.72 / 2.46 -> 1.25 / 1.10 ms for `/week` and
 * 2.04 / 3.22 -> 1.67 / 1.88 ms for the glance day in alternated runs (`./laikas bench screens`). A week of all rooms
 * (226 KB) holds the event loop ~1 ms at quality 4, no longer than writing its JSON.
 */
export const COMPRESS_IN_ONE_CALL_MAX = 256 * 1024;

/** Whether an `If-None-Match` header names this ETag (a list, or `*`; weak comparison, RFC 9110 13.1.2). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/*
 * How answers travel (issue 18, transport):
 * - An API read's 200 answer carries a weak ETag of its JSON (weak: the bytes on the wire differ per encoding); a
 *   request whose `If-None-Match` names it gets `304 Not Modified` and no body. The answer is still computed
 *   (authorisation and data are read on every request, nothing is cached on the server), only the bytes are saved.
 * - A route may set its own `Cache-Control` through `config.cacheControl` (security-headers.ts); the rest of /api
 *   stays `no-store`.
 * - Answers of 1 KB and more are compressed, brotli or gzip as the client accepts: brotli at quality 4 and gzip at
 *   level 6, which cost a fraction of a millisecond for a week's JSON (brotli's default, 11, costs tens). The web
 *   app's hashed assets are compressed once when they are built (`scripts/web-build.mjs`) and sent as they are.
 * - A JSON content type with an empty body is no body (many clients send the header on every call): a route without
 *   a body, such as `PUT …/lock`, answers as without the header, and one that needs a body says which fields with a
 *   422 (issue 27; Fastify answers 400 FST_ERR_CTP_EMPTY_JSON_BODY). Any other body is parsed by Fastify's own
 *   parser, with its guard against prototype poisoning.
 * - No route reads text: a `text/plain` body (what `fetch` sends a string as when no content type is given) is 415
 *   like any other body that is not JSON (it used to reach the schema as a string, a 422 that named no field); an
 *   empty one is no body.
 */
export default fp(
  async function transport(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, body.toString(), done);
    });
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      done(Object.assign(new Error('Unsupported Media Type: text/plain'), { statusCode: 415 }), undefined);
    });

    // Before @fastify/compress's hook: the ETag is of the uncompressed JSON, and a 304 has nothing to compress.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        reply.statusCode !== 200 ||
        !request.url.startsWith('/api/') ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      ) {
        return payload;
      }
      const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
      reply.header('etag', etag);
      if (noneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return null;
      }
      return payload;
    });

    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      syncThreshold: COMPRESS_IN_ONE_CALL_MAX,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'transport' },
);
