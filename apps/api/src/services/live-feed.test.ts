import { describe, expect, it } from 'vitest';
import { type LiveEventRepository, type LiveEventRow } from '../repositories/live-events.js';
import { createLiveFeed, type LiveStream } from './live-feed.js';

/** A stream that keeps what it is sent. */
function tab(userId: number) {
  const written: string[] = [];
  const stream: LiveStream = {
    userId,
    sessionId: `session-${userId}`,
    write: (text) => written.push(text),
    close() {},
  };
  return { stream, written, changes: () => written.filter((text) => text.includes('\nevent: change\n')) };
}

function feedOf() {
  const events = {
    since: async () => [],
    oldestId: async () => undefined,
    newestId: async () => 0,
    liveSessions: async () => new Map(),
    prune: async () => 0,
  } as unknown as LiveEventRepository;
  return createLiveFeed({
    events,
    clock: () => new Date('2026-11-30T10:00:00Z'),
    limits: { perUser: 5, perProcess: 5000, heartbeatSeconds: 20, keepMinutes: 60 },
    log: { warn() {} },
  });
}

const payload = (kind: string) =>
  JSON.stringify({ kinds: [kind], resource_ids: [3], reservation_ids: [7], from: null, to: null });

// Issue 31: a change's text is made once and shared by every stream, yet each stream still gets only what it may see
// and knows whether the change was its own user's.
describe('the live feed fanning a change out to many streams', () => {
  it("should give the author's tabs by_me and everyone else's not, from one shared text each", async () => {
    const feed = feedOf();
    const author = [tab(1), tab(1)];
    const others = Array.from({ length: 50 }, (_, index) => tab(2 + index));
    for (const { stream } of [...author, ...others]) {
      await feed.open(stream, undefined);
    }
    const row: LiveEventRow = { id: 9, created_at: '', user_id: null, actor_id: 1, payload: payload('reservation') };
    feed.deliver(row);

    for (const { changes } of author) {
      expect(changes()).toHaveLength(1);
      expect(JSON.parse(/data: (.*)/.exec(changes()[0]!)![1]!)).toMatchObject({ id: 9, by_me: true });
    }
    for (const { changes } of others) {
      expect(changes()).toEqual([
        `id: 9\nevent: change\ndata: ${JSON.stringify({ id: 9, kinds: ['reservation'], resource_ids: [3], reservation_ids: [7], from: null, to: null, by_me: false })}\n\n`,
      ]);
    }
    // Delivered again (a NOTIFY and a catch-up read of the same change): nobody is told twice.
    feed.deliver(row);
    expect(others.every(({ changes }) => changes().length === 1)).toBe(true);
  });

  it("should tell one user's own change to that user's tabs only", async () => {
    const feed = feedOf();
    const owner = tab(4);
    const bystander = tab(5);
    await feed.open(owner.stream, undefined);
    await feed.open(bystander.stream, undefined);
    feed.deliver({ id: 10, created_at: '', user_id: 4, actor_id: 6, payload: payload('notification') });
    expect(owner.changes()).toHaveLength(1);
    expect(owner.changes()[0]).toContain('"by_me":false');
    expect(bystander.changes()).toEqual([]);
  });
});
