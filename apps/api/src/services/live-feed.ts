import { type LiveEvent } from '@laikas/contract';
import { AppError } from '../errors.js';
import { message } from '../i18n/index.js';
import { type LiveEventPayload, mayReceive, sseMessage } from '../domain/liveEvents.js';
import { type LiveEventRepository, type LiveEventRow } from '../repositories/live-events.js';

/** 429 for a stream past its cap: the tab falls back to polling (the bell's minute) and says why. */
export class LiveStreamRefusedError extends AppError {
  readonly statusCode = 429;
  constructor(readonly code: 'too_many_streams_user' | 'too_many_streams_server') {
    super(message(code === 'too_many_streams_user' ? 'live.tooManyStreamsUser' : 'live.tooManyStreamsServer'));
  }
  override body(): Record<string, unknown> {
    return { code: this.code };
  }
  override headers(): Record<string, string> {
    return { 'retry-after': '60' };
  }
}

/** 406 for a call that does not ask for an event stream (`Accept: text/event-stream`, as EventSource sends). */
export class NotAnEventStreamError extends AppError {
  readonly statusCode = 406;
  constructor() {
    super(message('live.notAnEventStream'));
  }
}

/** One open stream: a tab of a signed-in user. */
export interface LiveStream {
  userId: number;
  /** The session it was opened with: closed when that session ends or acts as someone else. */
  sessionId: string;
  write(text: string): void;
  close(): void;
}

export interface LiveFeedOptions {
  events: LiveEventRepository;
  clock: () => Date;
  limits: { perUser: number; perProcess: number; heartbeatSeconds: number; keepMinutes: number };
  log: { warn(object: object, text: string): void };
  /**
   * How long before the last event a resuming tab saw its missed events are looked for (RESUME_LOOKBACK_MS, the
   * default): PostgreSQL takes ids before commit; on SQLite, which commits in id order, 0 sends nothing again.
   */
  resumeLookbackMs?: number;
}

// Ids delivered lately (per process): a change may arrive twice (a NOTIFY and a catch-up read); it is sent once.
const REMEMBERED_IDS = 10_000;
// Events committed this long before the last one a resuming tab saw are sent again (ids are taken before commit).
export const RESUME_LOOKBACK_MS = 5_000;
const RESUME_LIMIT = 1_000;

/**
 * A row's SSE text as a stream of `userId` gets it: the same for every stream but those of the change's author
 * (`by_me`), so each is made once however many streams are open.
 */
function messagesOf(row: LiveEventRow): ((userId: number) => string) & { payload: LiveEventPayload } {
  const payload = JSON.parse(row.payload) as LiveEventPayload;
  const texts = new Map<boolean, string>();
  const text = (userId: number) => {
    const byMe = row.actor_id === userId;
    let made = texts.get(byMe);
    if (made === undefined) {
      const event: LiveEvent = { id: row.id, ...payload, by_me: byMe };
      made = sseMessage('change', event, row.id);
      texts.set(byMe, made);
    }
    return made;
  };
  return Object.assign(text, { payload });
}

/**
 * The process's open streams and what reaches them (issue 31). `deliver` hands a committed event to every stream
 * whose user may see it; the source of committed events (PostgreSQL's NOTIFY, SQLite's table) calls it.
 */
export function createLiveFeed({ events, clock, limits, log, resumeLookbackMs = RESUME_LOOKBACK_MS }: LiveFeedOptions) {
  const streams = new Set<LiveStream>();
  const delivered = new Set<number>();
  let newestDelivered = 0;
  // Streams still being sent what they missed: live events wait in their queue meanwhile.
  const resuming = new Map<LiveStream, LiveEventRow[]>();

  function remember(id: number): boolean {
    if (delivered.has(id)) {
      return false;
    }
    delivered.add(id);
    if (delivered.size > REMEMBERED_IDS) {
      delivered.delete(delivered.values().next().value!);
    }
    newestDelivered = Math.max(newestDelivered, id);
    return true;
  }

  /** The row's SSE text for one stream, or none when its user may not see it. */
  function eventFor(stream: LiveStream, row: LiveEventRow): string | undefined {
    return mayReceive(stream.userId, { userId: row.user_id }) ? messagesOf(row)(stream.userId) : undefined;
  }

  function send(stream: LiveStream, row: LiveEventRow, text: (userId: number) => string) {
    const queued = resuming.get(stream);
    if (queued) {
      queued.push(row);
      return;
    }
    if (mayReceive(stream.userId, { userId: row.user_id })) {
      stream.write(text(stream.userId));
    }
  }

  /** Closes the streams whose session is gone, disabled, or acting as another user now (of `userIds`, or all). */
  async function checkSessions(userIds?: ReadonlySet<number>) {
    const checked = [...streams].filter((stream) => !userIds || userIds.has(stream.userId));
    if (checked.length === 0) {
      return;
    }
    const live = await events.liveSessions([...new Set(checked.map((stream) => stream.sessionId))], now());
    for (const stream of checked) {
      if (live.get(stream.sessionId) !== stream.userId) {
        stream.close();
      }
    }
  }

  const now = () => clock().toISOString();

  return {
    /** Open streams in this process. */
    get size() {
      return streams.size;
    },

    /** The newest event id this process has handed out (a source catches up from here after a lost connection). */
    get newestDelivered() {
      return newestDelivered;
    },

    /** Events up to `id` were committed before this process started: they are not delivered again. */
    startAfter(id: number) {
      newestDelivered = Math.max(newestDelivered, id);
    },

    /**
     * Delivers what was committed since the newest event delivered (`lookbackMs` before it too: on PostgreSQL after
     * the LISTEN connection was lost, when NOTIFYs were missed; on SQLite, polled, 0).
     */
    async catchUp(lookbackMs: number) {
      // Read in pages until a page is not full: a long outage may have missed more than one page holds. Past the
      // first page, nothing before the newest delivered is looked for again (each page moves it on).
      for (let lookback = lookbackMs; ; lookback = 0) {
        const rows = await events.since(newestDelivered, lookback, RESUME_LIMIT);
        for (const row of rows) {
          this.deliver(row);
        }
        if (rows.length < RESUME_LIMIT) {
          return;
        }
      }
    },

    /** Refuses a stream past the caps (LiveStreamRefusedError); otherwise nothing. */
    admit(userId: number) {
      if (streams.size >= limits.perProcess) {
        throw new LiveStreamRefusedError('too_many_streams_server');
      }
      let own = 0;
      for (const stream of streams) {
        own += stream.userId === userId ? 1 : 0;
      }
      if (own >= limits.perUser) {
        throw new LiveStreamRefusedError('too_many_streams_user');
      }
    },

    /**
     * Adds a stream. Without `lastEventId` it is first told its place (the newest event's id); with one (a reconnect)
     * it is sent what it missed, or `reload` when that is no longer kept or more than RESUME_LIMIT; changes committed
     * meanwhile wait and follow, each once.
     */
    async open(stream: LiveStream, lastEventId: number | undefined): Promise<void> {
      streams.add(stream);
      stream.write(`retry: 2000\n\n`);
      resuming.set(stream, []);
      try {
        if (lastEventId === undefined) {
          // Its place in the feed, before any change: a tab that reconnects by itself before it was sent one resumes
          // from here (EventSource keeps the last `id` it read, with or without data) instead of missing the gap.
          // (Without it, when the database does not answer now, the stream still opens: as before, live changes only.)
          const newest = await events.newestId().catch(() => undefined);
          if (newest !== undefined) {
            stream.write(`id: ${newest}\n\n`);
          }
          for (const row of resuming.get(stream) ?? []) {
            const text = eventFor(stream, row);
            if (text) {
              stream.write(text);
            }
          }
          return;
        }
        const oldest = await events.oldestId();
        const newest = await events.newestId();
        const missed =
          lastEventId > newest || (lastEventId < newest && (oldest === undefined || oldest > lastEventId + 1))
            ? undefined
            : await events.since(lastEventId, resumeLookbackMs, RESUME_LIMIT + 1);
        // Gone from the table, or more than is replayed at once: the tab reads everything again.
        if (missed === undefined || missed.length > RESUME_LIMIT) {
          stream.write(sseMessage('reload', {}, newest));
        } else {
          const sent = new Set<number>();
          for (const row of missed) {
            sent.add(row.id);
            const text = eventFor(stream, row);
            if (text) {
              stream.write(text);
            }
          }
          for (const row of resuming.get(stream) ?? []) {
            const text = sent.has(row.id) ? undefined : eventFor(stream, row);
            if (text) {
              stream.write(text);
            }
          }
        }
      } finally {
        resuming.delete(stream);
      }
    },

    remove(stream: LiveStream) {
      streams.delete(stream);
      resuming.delete(stream);
    },

    /** A committed event (from NOTIFY or the table): to every stream that may see it, once per process. */
    deliver(row: LiveEventRow) {
      if (!remember(row.id)) {
        return;
      }
      // Written once for the change's author and once for everyone else, not once per stream (issue 31's fan-out).
      const text = messagesOf(row);
      for (const stream of streams) {
        send(stream, row, text);
      }
      if (row.user_id !== null && text.payload.kinds.includes('user')) {
        // An account changed (disabled, impersonated, roles): its streams are checked at once.
        void checkSessions(new Set([row.user_id])).catch((error: unknown) =>
          log.warn({ err: error }, 'live streams: the sessions could not be checked'),
        );
      }
    },

    /** A comment every stream's proxies see (they keep the connection), then every session checked. */
    async heartbeat() {
      for (const stream of streams) {
        stream.write(`: ${now()}\n\n`);
      }
      await checkSessions();
    },

    /** Deletes the events older than what a reconnecting tab is offered. */
    async prune() {
      const before = new Date(clock().getTime() - limits.keepMinutes * 60_000).toISOString();
      return events.prune(before);
    },

    /** Ends this process's streams of a session that signed out (the other processes' at their heartbeat). */
    endSession(sessionId: string) {
      for (const stream of [...streams]) {
        if (stream.sessionId === sessionId) {
          stream.close();
        }
      }
    },

    /** Ends every stream (shutting down): the tabs reconnect to another process. */
    closeAll() {
      for (const stream of [...streams]) {
        stream.close();
      }
    },
  };
}
export type LiveFeed = ReturnType<typeof createLiveFeed>;
