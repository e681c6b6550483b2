import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Instant, type Reservation } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** An instant span [starts_at, ends_at). */
export interface InstantSpan {
  starts_at: Instant;
  ends_at: Instant;
}

/**
 * What a closure covers, the one question behind a holiday's, a room's closed time's and an exam session's previews
 * and cancellations: the reservations (not rejected) that meet any of `spans` (at least one).
 */
export interface Covering {
  spans: readonly InstantSpan[];
  /**
   * How a reservation meets a span: `overlaps` it (a closed time shuts the room for any part of it), or `starts` within
   * it (an exam session takes out the lectures of its days).
   */
  meets: 'overlaps' | 'starts';
  /** On this resource only; any resource when left out or null (a holiday, an exam session). */
  resourceId?: number | null;
  /** Teaching only, as `isTeaching` reads it: a lecture of a series, naming a group, not moved alone out of it. */
  teaching?: boolean;
}

/**
 * The reservations `covering` asks for. The whole stretch of the spans bounds the range read (the `starts_at` index),
 * each span then picks its own.
 */
function coveredQuery(trx: Executor, { spans, meets, resourceId, teaching }: Covering) {
  const from = spans.reduce(
    (earliest, span) => (span.starts_at < earliest ? span.starts_at : earliest),
    spans[0]!.starts_at,
  );
  const to = spans.reduce((latest, span) => (span.ends_at > latest ? span.ends_at : latest), spans[0]!.ends_at);
  let query = trx
    .selectFrom('reservations')
    .where('reservations.status', '!=', 'rejected')
    .where('reservations.starts_at', '<', to)
    .where(
      meets === 'overlaps' ? 'reservations.ends_at' : 'reservations.starts_at',
      meets === 'overlaps' ? '>' : '>=',
      from,
    );
  if (resourceId !== undefined && resourceId !== null) {
    query = query.where('reservations.resource_id', '=', resourceId);
  }
  if (teaching) {
    query = query
      .where('reservations.type', '=', 'lecture')
      .where('reservations.repeater_id', 'is not', null)
      .where('reservations.detached', '=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('reservation_groups')
            .select('reservation_groups.group_id')
            .whereRef('reservation_groups.reservation_id', '=', 'reservations.id'),
        ),
      );
  }
  if (spans.length === 1) {
    return query;
  }
  return query.where((eb) =>
    eb.or(
      spans.map((span) =>
        meets === 'overlaps'
          ? eb.and([eb('reservations.starts_at', '<', span.ends_at), eb('reservations.ends_at', '>', span.starts_at)])
          : eb.and([
              eb('reservations.starts_at', '>=', span.starts_at),
              eb('reservations.starts_at', '<', span.ends_at),
            ]),
      ),
    ),
  );
}

/** The reservations `covering` asks for, by start, each with its resource's name; at most `limit` when given. */
export function coveredReservations(
  trx: Executor,
  covering: Covering,
  limit?: number,
): Promise<(Reservation & { resource_name: string })[]> {
  let query = coveredQuery(trx, covering)
    .innerJoin('resources', 'resources.id', 'reservations.resource_id')
    .selectAll('reservations')
    .select('resources.name as resource_name')
    .orderBy('reservations.starts_at')
    .orderBy('reservations.id');
  if (limit !== undefined) {
    query = query.limit(limit);
  }
  return query.execute();
}

/** How many reservations `coveredReservations` answers, counted without reading them. */
export async function countCovered(trx: Executor, covering: Covering): Promise<number> {
  const row = await coveredQuery(trx, covering)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
