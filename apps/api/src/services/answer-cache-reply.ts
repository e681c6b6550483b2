import { type FastifyReply, type FastifyRequest } from 'fastify';
import { noneMatch } from '../plugins/external/transport.js';
import { type AnswerCache, bytesFor, type CachedAnswer } from './answer-cache.js';

/**
 * Sends a cached answer's bytes as every other API read travels (plugins/external/transport.ts): its weak ETag and
 * a 304 when `If-None-Match` names it, brotli or gzip as the client accepts, compressed once per entry.
 */
export function sendAnswer(cache: AnswerCache, request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag);
  if (noneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const { encoding, body } =
    request.headers['x-no-compression'] === undefined
      ? bytesFor(cache, answer, request.headers['accept-encoding'])
      : { encoding: 'identity', body: answer.json };
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') {
    reply.header('content-encoding', encoding);
  }
  return reply.send(body);
}
