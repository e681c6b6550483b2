/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Before commit 484a1b1e an ITC import into a period overlapping another that held the same files added that
 * period's room blackouts again over the other's: the room showed each closure twice, and removing one left it
 * closed. The import now leaves such a blackout out; this removes the doubles it wrote before, and nothing else:
 * among the imported blackouts (`source` starting `itc:`) with the same key, room, start, end and whole-day flag,
 * the first written (lowest id) stays and each later one goes, unless the office renamed it (its name is no longer
 * the import's "R<room> unavailable" or "R<room> neprieinama"). The office's own blackouts (no source) are never
 * touched. Each period that lost doubles gets an audit entry by the system with how many
 * (`duplicate_blackouts_removed`), so the operator sees where. Undone, nothing comes back: each removed row was
 * the copy of one that stays.
 */
const ROOM_OF_KEY = /:room:([^:]+):unavailable:\d+:/;

export async function up(db: Kysely<any>): Promise<void> {
  const rows: {
    id: number;
    name: string;
    period_id: number | null;
    resource_id: number | null;
    starts_at: string;
    ends_at: string;
    all_day: number;
    source: string;
  }[] = await db
    .selectFrom('blackouts')
    .select(['id', 'name', 'period_id', 'resource_id', 'starts_at', 'ends_at', 'all_day', 'source'])
    .where('source', 'like', 'itc:%')
    .where('resource_id', 'is not', null)
    .orderBy('id')
    .execute();
  const first = new Set<string>();
  const doubles: { id: number; period_id: number | null }[] = [];
  for (const row of rows) {
    const same = [row.source, row.resource_id, row.starts_at, row.ends_at, Number(row.all_day)].join('\n');
    if (!first.has(same)) {
      first.add(same);
      continue;
    }
    const room = ROOM_OF_KEY.exec(row.source)?.[1];
    if (room !== undefined && (row.name === `R${room} unavailable` || row.name === `R${room} neprieinama`)) {
      doubles.push({ id: row.id, period_id: row.period_id });
    }
  }
  if (doubles.length === 0) {
    return;
  }
  for (let start = 0; start < doubles.length; start += 500) {
    await db
      .deleteFrom('blackouts')
      .where(
        'id',
        'in',
        doubles.slice(start, start + 500).map((double) => double.id),
      )
      .execute();
  }

  const removed = new Map<number, number>();
  for (const { period_id } of doubles) {
    if (period_id !== null) {
      removed.set(period_id, (removed.get(period_id) ?? 0) + 1);
    }
  }
  const periods: { id: number; name: string }[] =
    removed.size === 0
      ? []
      : await db
          .selectFrom('periods')
          .select(['id', 'name'])
          .where('id', 'in', [...removed.keys()])
          .execute();
  const now = new Date().toISOString();
  for (const period of periods) {
    await db
      .insertInto('audit_entries')
      .values({
        created_at: now,
        actor_id: null,
        impersonator_id: null,
        request_id: null,
        action: 'update',
        entity_type: 'period',
        entity_id: String(period.id),
        label: period.name,
        changes: JSON.stringify({ duplicate_blackouts_removed: { before: null, after: removed.get(period.id) } }),
      })
      .execute();
  }
}

/** Nothing to undo: each blackout removed was a copy of one that stays. */
export async function down(): Promise<void> {}
