import pg from 'pg';

export interface LiveChannelOptions {
  url: string;
  channel: string;
  /** Each notification's payload. */
  onPayload: (payload: string) => void;
  /** LISTEN is in place: the first time and after every reconnect (NOTIFYs sent before were missed). */
  onListening: () => void;
  log: { warn(object: object, text: string): void; info(object: object, text: string): void };
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * A connection of its own that LISTENs on `channel` (issue 31): PostgreSQL hands every process the NOTIFYs of each
 * committed transaction. When the connection is lost (the database restarted) it is opened again with growing
 * waits; `onListening` (the first time too) lets the caller read what was committed meanwhile from the table.
 */
export function listenOnPostgres({ url, channel, onPayload, onListening, log }: LiveChannelOptions) {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  function retry() {
    if (closed || timer) {
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(LAST_RETRY_MS, retryMs * 2);
  }

  // Named apart from the pool's connections in pg_stat_activity (an operator, or a test ending the pool's, tells them
  // apart).
  const listenUrl = new URL(url);
  listenUrl.searchParams.set('application_name', 'laikas live events');

  async function connect() {
    const next = new pg.Client({ connectionString: listenUrl.href });
    client = next;
    let failed = false;
    const lost = (error?: unknown) => {
      if (failed) {
        return;
      }
      failed = true;
      if (!closed) {
        log.warn({ err: error }, 'live events: the LISTEN connection was lost; reconnecting');
      }
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) {
        onPayload(notification.payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = FIRST_RETRY_MS;
    onListening();
  }

  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
