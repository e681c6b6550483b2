import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenOnPostgres } from '../../db/live-channel.js';
import { liveEventsOf, ownEvent } from '../../domain/liveEvents.js';
import { LIVE_CHANNEL, type LiveEventRow } from '../../repositories/live-events.js';
import { currentAuditContext } from '../../services/audit.js';
import { createLiveFeed, type LiveFeed, RESUME_LOOKBACK_MS } from '../../services/live-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live timetables (issue 31): the process's open event streams. */
    liveFeed: LiveFeed;
  }
}

// SQLite is one process: its committed events are read from the table this often (the fan-out's wait, at most).
const SQLITE_POLL_MS = 150;
const PRUNE_EVERY_MS = 5 * 60_000;
const CLOSING_CHECK_MS = 500;
const START_RETRY_MS = 5_000;

/*
 * Live timetables (issue 31). Every change the audit log records, and every notification written, leaves a row in
 * `live_events` in the change's own transaction: what rolls back tells nobody. On PostgreSQL the row also goes out
 * with NOTIFY, which reaches every API process (a LISTEN connection of each) at commit; on SQLite (one process) the
 * table is read every SQLITE_POLL_MS. Either way `liveFeed.deliver` hands it to the streams allowed to see it.
 */
export default fp(
  async function live(app: FastifyInstance) {
    const events = app.repositories.liveEvents;
    const feed = createLiveFeed({
      events,
      clock: app.clock,
      limits: app.config.live,
      log: app.log,
      // SQLite commits in id order: a resuming tab is sent nothing it saw again.
      resumeLookbackMs: app.dialect === 'postgres' ? RESUME_LOOKBACK_MS : 0,
    });
    app.decorate('liveFeed', feed);

    app.audit.listen(async (trx, entries) => {
      const now = app.clock().toISOString();
      const rows = liveEventsOf(entries).map((draft) => ({
        created_at: now,
        user_id: draft.userId,
        actor_id: (entries[0]?.context ?? currentAuditContext()).actorId,
        payload: JSON.stringify(draft.payload),
      }));
      await events.insert(rows, trx);
    });
    app.notificationService.onWritten(async (trx, written) => {
      const now = app.clock().toISOString();
      const users = [...new Set(written.map(({ notification }) => notification.user_id))];
      await events.insert(
        users.map((userId) => ({
          created_at: now,
          user_id: userId,
          actor_id: currentAuditContext().actorId,
          payload: JSON.stringify(ownEvent('notification')),
        })),
        trx,
      );
    });

    // Read or deleted in one tab: the user's other tabs' bells and notifications page follow (one event, theirs only).
    app.notificationService.onChanged(async (trx, userId) => {
      await events.insert(
        [
          {
            created_at: app.clock().toISOString(),
            user_id: userId,
            actor_id: currentAuditContext().actorId,
            payload: JSON.stringify(ownEvent('notification')),
          },
        ],
        trx,
      );
    });

    const timers: NodeJS.Timeout[] = [];
    const every = (ms: number, task: () => Promise<unknown> | void, what: string) => {
      const timer = setInterval(() => {
        Promise.resolve()
          .then(task)
          .catch((error: unknown) => app.log.warn({ err: error }, `live events: ${what} failed`));
      }, ms);
      timer.unref();
      timers.push(timer);
    };
    let channel: { close(): Promise<void> } | undefined;

    // The server starts while its database is away and says "not ready" until it comes (issue 37): the feed learns
    // where the committed events end once it can, before it delivers any.
    let started = false;
    const start = async () => {
      if (!started) {
        feed.startAfter(await events.newestId());
        started = true;
      }
    };

    app.addHook('onReady', async () => {
      await start().catch((error: unknown) =>
        app.log.warn({ err: error }, 'live events: the database is away; the feed starts when it answers'),
      );
      every(START_RETRY_MS, start, 'starting');
      if (app.dialect === 'postgres' && app.databaseUrl) {
        channel = listenOnPostgres({
          url: app.databaseUrl,
          channel: LIVE_CHANNEL,
          onPayload: (payload) => feed.deliver(JSON.parse(payload) as LiveEventRow),
          // What was committed while no LISTEN was in place went out unheard: the first time, since the feed started
          // (the server answers while the connection is still opening); after a reconnect, what the lost one missed.
          // The look-back: PostgreSQL takes ids before commit, so a lower id may commit later.
          onListening: () => {
            if (started) {
              void feed
                .catchUp(RESUME_LOOKBACK_MS)
                .catch((error: unknown) => app.log.warn({ err: error }, 'live events: catching up failed'));
            }
          },
          log: app.log,
        });
      } else {
        every(SQLITE_POLL_MS, () => (started ? feed.catchUp(0) : undefined), 'reading new events');
      }
      every(app.config.live.heartbeatSeconds * 1000, () => feed.heartbeat(), 'the heartbeat');
      every(PRUNE_EVERY_MS, () => feed.prune(), 'pruning');
      // A shutting-down server waits for its open requests: streams end at once, and their tabs reconnect elsewhere.
      every(CLOSING_CHECK_MS, () => (app.readiness.closing ? feed.closeAll() : undefined), 'closing');
    });

    // Before the server stops accepting: open streams would hold its close until they end. Nothing awaited here:
    // until the hook returns the server still accepts, and a client reconnecting meanwhile (fetch's pool does on a
    // closed stream) holds the close for its keep-alive.
    app.addHook('preClose', async () => {
      timers.forEach(clearInterval);
      feed.closeAll();
    });
    app.addHook('onClose', async () => {
      await channel?.close();
    });
  },
  { name: 'live', dependencies: ['database', 'audit', 'notifications'] },
);
