import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@laikas/contract';
import { z } from 'zod';
import { lastEventIdOf } from '../../domain/liveEvents.js';
import { authOf } from '../../plugins/app/guard.js';
import { type LiveStream, NotAnEventStreamError } from '../../services/live-feed.js';

// A tab whose connection holds this much it has not read (a stalled client) is dropped instead of buffering without end.
const MAX_BUFFERED_BYTES = 256 * 1024;

const querySchema = z.object({
  /** The last event id a tab saw, when it opens a new EventSource itself (EventSource sends `Last-Event-ID`). */
  last_event_id: z.string().max(20).optional(),
});

/**
 * `GET /api/events` (issue 31): Server-Sent Events of the changes the signed-in user may see, one stream per tab.
 * The answer is written directly (hijacked): no compression, no ETag, nothing buffered; proxies are asked not to
 * buffer it either (`X-Accel-Buffering: no`, docs/operations.md). 429 past the per-user or per-process cap.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { tokens: false },
      schema: {
        querystring: querySchema,
        description:
          'Server-Sent Events (`text/event-stream`): `change` events (`data`: a LiveEvent, `id`: its id) naming what changed, `reload` when the gap since `Last-Event-ID` is no longer kept, and a comment every 20 s. 429 past the per-user or per-process cap of open streams.',
        response: {
          200: z.string().describe('text/event-stream'),
          406: errorSchema.describe('The request does not accept `text/event-stream`.'),
          429: errorSchema.describe('Past the per-user or per-process cap of open streams (`code` says which).'),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new NotAnEventStreamError();
      }
      app.liveFeed.admit(auth.user.id);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']) ?? lastEventIdOf(request.query.last_event_id);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
        connection: 'keep-alive',
      });
      const gone = () => response.destroyed || response.writableEnded || response.socket?.destroyed !== false;
      const stream: LiveStream = {
        userId: auth.user.id,
        sessionId: auth.session.id,
        write(text) {
          if (gone()) {
            return;
          }
          if (response.writableLength > MAX_BUFFERED_BYTES) {
            // A stalled tab: ending would keep what it did not read buffered as long as its connection lives.
            app.liveFeed.remove(stream);
            response.destroy();
            return;
          }
          response.write(text);
        },
        close() {
          app.liveFeed.remove(stream);
          if (!gone()) {
            response.end();
          }
        },
      };
      response.on('close', () => app.liveFeed.remove(stream));
      // The tab went away while its request was being checked: its 'close' came before anyone listened.
      if (gone()) {
        return;
      }
      await app.liveFeed.open(stream, lastEventId);
    },
  );
};

export default eventsRoutes;
