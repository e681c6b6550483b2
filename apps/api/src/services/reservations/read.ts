import { type Actor } from '../../domain/permissions.js';
import { placeOccurrences } from '../../domain/repeater.js';
import { assertDateRange } from '../../domain/dateRange.js';
import { NotFoundError } from '../../errors.js';
import { type ReservationContext, visibleRow } from './write-plan.js';
import { message } from '../../i18n/index.js';

type DateRange = { from: string; to: string };

/*
 * Reading reservations: one, a resource's or an item's over a range, a room's week, a user's own. Any signed-in user
 * reads every reservation (timetables are public inside the university); the presenter leaves out invitations and
 * the remote address for those not involved.
 */

/** The UTC instants `[from, to)` of a local date range (`to` inclusive), or a 422 naming the field. */
function instantsOf({ timeZone }: ReservationContext, range: DateRange) {
  // At most a year: 366 days after the first, both ends counted.
  assertDateRange(range, { maxDays: 367, tooLong: message('range.atMostAYear') });
  // `to` is inclusive: the range ends at the end of its last day.
  const [first] = placeOccurrences([range.from], { hours: 0, minutes: 0 }, { hours: 0, minutes: 0 }, timeZone);
  const [last] = placeOccurrences([range.to], { hours: 0, minutes: 0 }, { hours: 24, minutes: 0 }, timeZone);
  return { from: first!.start.toISOString(), to: last!.end.toISOString() };
}

/** A resource's row and its reservations' rows over a local date range (a 404 for a resource that is not). */
async function resourceRange(context: ReservationContext, resourceId: number, range: DateRange, remoteOnly: boolean) {
  const { from, to } = instantsOf(context, range);
  const [resource, rows] = await Promise.all([
    context.resources.findById(resourceId),
    context.reservations.ofResource(resourceId, from, to, { remoteOnly }),
  ]);
  if (!resource) {
    throw new NotFoundError('resource');
  }
  return { resource, rows };
}

export async function get(context: ReservationContext, actor: Actor, id: number) {
  const [presented] = await context.present([await visibleRow(context, id)], actor, context.clock());
  return presented!;
}

export async function ofResource(
  context: ReservationContext,
  actor: Actor,
  resourceId: number,
  range: DateRange,
  remoteOnly = false,
) {
  const { resource, rows } = await resourceRange(context, resourceId, range, remoteOnly);
  return context.present(rows, actor, context.clock(), { resources: [resource] });
}

/**
 * The room week's one call: the resource's row (read once, for the answer's resource too), its reservations
 * without their copies of it, and their series once.
 */
export async function resourceWeek(
  context: ReservationContext,
  actor: Actor,
  resourceId: number,
  range: DateRange,
  now = context.clock(),
) {
  const { resource, rows } = await resourceRange(context, resourceId, range, false);
  return {
    resource,
    ...(await context.present.week(rows, actor, now, { resources: [resource] })),
  };
}

export async function ofItem(context: ReservationContext, actor: Actor, itemId: number, range: DateRange) {
  if (!(await context.items.findById(itemId))) {
    throw new NotFoundError('item');
  }
  const { from, to } = instantsOf(context, range);
  return context.present(await context.reservations.ofItem(itemId, from, to), actor, context.clock());
}

export async function ofItemById(context: ReservationContext, actor: Actor, itemId: number, id: number) {
  const row = await visibleRow(context, id);
  if (row.item_id !== itemId) {
    throw new NotFoundError('reservation');
  }
  const [presented] = await context.present([row], actor, context.clock());
  return presented!;
}

export async function ofUser(context: ReservationContext, actor: Actor, page: { page: number; perPage: number }) {
  const now = context.clock();
  const { rows, total } = await context.reservations.ofUser(actor, now.toISOString(), {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
  });
  return {
    data: await context.present(rows, actor, now),
    meta: {
      current_page: page.page,
      last_page: Math.max(1, Math.ceil(total / page.perPage)),
      per_page: page.perPage,
      total,
    },
  };
}

/** Annexes whose name contains the query (`GET /api/annexes?query`). */
export function searchAnnexes({ annexes }: ReservationContext, query: string | undefined) {
  return annexes.search(query?.trim() || undefined);
}
