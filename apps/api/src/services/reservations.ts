import {
  can,
  toMinutes,
  type Repeater as ApiRepeater,
  type ReservationInput,
  type ReservationScopeQuery,
  type ResourceSettings,
  type SkippedDate,
  type UpdateSelectionRepeater,
} from '@laikas/contract';
import { type CompiledQuery, type Kysely } from 'kysely';
import { assertDateRange } from '../domain/dateRange.js';
import { createWriteLock, type LockSet, ROWS_BETWEEN_TURNS } from '../db/write-lock.js';
import {
  type Database,
  type Dialect,
  type Item,
  type NewReservation,
  type Reservation,
  type Resource,
} from '../db/database.js';
import { reportClashes } from '../domain/clashes.js';
import {
  type Actor,
  canReserveResource,
  initialStatus,
  reservationPermissions,
  reservingDependsOnGroups,
} from '../domain/permissions.js';
import { expandDates, type Occurrence, placeOccurrences, validateRepeater } from '../domain/repeater.js';
import { writeSizeErrors } from '../domain/write-limits.js';
import { writeAnswer } from '../domain/writeAnswer.js';
import { checkRemote, checkTimes } from '../domain/resourceRules.js';
import { planSeriesChange, type SeriesPlan } from '../domain/scopes.js';
import { daysBetween, isCivilDate, shiftDate, toLocal, todayIn } from '@laikas/contract/time';
import { ForbiddenError, NotFoundError, ValidationFailedError, type FieldErrors } from '../errors.js';
import { type AnnexRepository } from '../repositories/annexes.js';
import { type Place as StandingPlace, type ReservationRepository } from '../repositories/reservations.js';
import { type BatchRepository } from '../repositories/batches.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ItemRepository, type ItemRow, splitItemRow } from '../repositories/items.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { type AuditRecord, type AuditService, currentAuditContext } from './audit.js';
import { type BlackoutRules } from './blackout-rules.js';
import { type TimetableLocks } from './timetable-locks.js';
import { type NotificationService } from './notifications.js';
import { type ReservationPresenter, repeaterOf } from './reservation-presenter.js';
import {
  annexesChangedEntry,
  createdEntries,
  createdEntriesBeforeInsert,
  deletedEntry,
  lastInsertedReservationId,
  seriesUpdatedEntry,
  updatedEntry,
} from './reservation-audit.js';
import { createResponsibilityRules } from './responsibility.js';
import { settingsOf } from './resources.js';

export interface ReservationServiceDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  reservations: ReservationRepository;
  resources: ResourceRepository;
  items: ItemRepository;
  repeaters: RepeaterRepository;
  batches: BatchRepository;
  annexes: AnnexRepository;
  present: ReservationPresenter;
  /** Writes the notifications of each change inside its transaction (issue 14). */
  notifications?: Pick<
    NotificationService,
    'onReservationCreated' | 'snapshot' | 'onReservationEdited' | 'onReservationsDeleted'
  >;
  /** Records every create, update and delete in its transaction (issue 15); absent for the demo seed. */
  audit?: Pick<AuditService, 'insertion' | 'recordMany'>;
  clock: () => Date;
  timeZone: string;
  /** Holidays and unavailable resources (issue 16): refused, or left out of a series that skips conflicts. */
  blackoutRules: BlackoutRules;
  /** Locked and approved group timetables: only administrators write their reservations (issue 16). */
  timetableLocks: TimetableLocks;
}

/** Where a reservation is made: an item of a resource, or (remote) the resource itself. */
export type ReservationPlace = { itemId: number } | { remoteResourceId: number };
type Place = ReservationPlace;
/** How an existing reservation is addressed: under its item, or as a remote reservation. */
type RowPlace = { itemId: number } | 'remote';

/** One place a write lands on, with what its rules need. */
interface Target {
  resource: Resource;
  /** The resource's settings over the defaults, read once per write. */
  settings: ResourceSettings;
  item: Item | null;
  spaces: number;
}

/** The occurrences a write puts on one target, and the rows it takes away there. */
interface Placement {
  target: Target;
  occurrences: Occurrence[];
  /** Rows replaced or rewritten by this write: they do not count against it. */
  replacing: number[];
  /** Clashes here are listed under `batch_overlaps` (another resource of the batch) or `repeater_overlaps`. */
  list: 'repeater_overlaps' | 'batch_overlaps';
}

/** The 422 every failed save answers with; field keys are the spec's. */
class ReservationRejectedError extends ValidationFailedError {}

/** Ends a preview (`outcome.preview`) once it knows what a create would keep: its write lock rolls everything back. */
class PreviewDone extends Error {}

/**
 * How many rows of a long write's answer are presented in one turn of the event loop: 200 presented rows (each with
 * its resource's settings and its series) held other users' requests several milliseconds (issue 13, finding 4).
 */
const ANSWER_ROWS_PER_TURN = 50;

/** The rows of a long write in slices of `size` (`ROWS_BETWEEN_TURNS` unless said). */
function rowSlices<T>(rows: readonly T[], size = ROWS_BETWEEN_TURNS): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    slices.push(rows.slice(start, start + size));
  }
  return slices;
}

/** An occurrence's instants as a row stores them. */
interface StoredTimes {
  starts_at: string;
  ends_at: string;
}

const storedTimes = (occurrence: Occurrence): StoredTimes => ({
  starts_at: occurrence.start.toISOString(),
  ends_at: occurrence.end.toISOString(),
});

function addError(errors: FieldErrors, field: string, message: string | undefined): void {
  if (message) {
    (errors[field] ??= []).push(message);
  }
}

function mergeErrors(errors: FieldErrors, found: Partial<Record<string, string>>): void {
  for (const [field, message] of Object.entries(found)) {
    if (!errors[field]?.includes(message!)) {
      addError(errors, field, message);
    }
  }
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
/** Rows in the order every list answers with: by start, then by id. */
const byStart = (rows: readonly Reservation[]) =>
  [...rows].sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));

/** A reservation standing where a write lands, as the overlap check reads it. */
type HeldRow = Pick<Reservation, 'id' | 'name' | 'starts_at' | 'ends_at' | 'resource_id'>;

export function createReservationService(dependencies: ReservationServiceDependencies) {
  const { db, dialect, reservations, resources, items, repeaters, batches, annexes, present, clock, timeZone } =
    dependencies;
  const { blackoutRules, timetableLocks, audit } = dependencies;
  const insertedId = lastInsertedReservationId(dialect);
  /** The day a stored row starts on, as its answer shows it (`from`). */
  const dateOf = (row: Reservation) => toLocal(new Date(row.starts_at), timeZone).date;
  /** The groups and local dates a write touches, for the timetable lock (only read when groups are involved). */
  const lockedCheck = async (
    actor: Actor,
    rows: readonly Reservation[],
    groupIds: readonly number[],
    dates: string[],
  ) => {
    const linked = rows.length > 0 ? await reservations.links(ids(rows)) : { groups: [] };
    const all = [...groupIds, ...linked.groups.map((group) => group.id)];
    const rowDates = rows.map((row) => toLocal(new Date(row.starts_at), timeZone).date);
    await timetableLocks.assertEditable(actor, all, [...dates, ...rowDates]);
  };
  const naming = createResponsibilityRules(db);
  const namingOf = (input: ReservationInput) => ({
    personResponsible: input.person_responsible,
    groupIds: unique(input.groups),
  });
  const notifications = dependencies.notifications;

  const inWriteLock = createWriteLock(db, dialect);

  /** What stands on a place over the span of some occurrences (read under the write's lock). */
  function holding(place: StandingPlace, occurrences: readonly Occurrence[]) {
    // No occurrences (a body whose dates are not real, or a write that leaves none): an empty span nothing intersects.
    const none = new Date(0);
    const first = (occurrences[0]?.start ?? none).toISOString();
    const last = (occurrences.at(-1)?.end ?? none).toISOString();
    return reservations.holdingPlace(place, first, last);
  }

  const placeOf = (target: Target): StandingPlace =>
    target.item ? { itemId: target.item.id } : { remoteOf: target.resource.id };
  /** One read per placement, in order (`rejectClashes` pairs them by position). */
  const holdingReads = (placements: readonly Placement[]) =>
    placements.map((placement) => holding(placeOf(placement.target), placement.occurrences));

  /** A long write's answer, presented a slice at a time with a turn of the event loop before each slice. */
  async function presentInTurns(
    rows: readonly Reservation[],
    actor: Actor,
    now: Date,
    known: Parameters<typeof present>[3],
    turn: () => Promise<void>,
  ): Promise<Awaited<ReturnType<typeof present>>> {
    const data: Awaited<ReturnType<typeof present>> = [];
    for (const slice of rowSlices(rows, ANSWER_ROWS_PER_TURN)) {
      await turn();
      data.push(...(await present(slice, actor, now, known)));
    }
    return data;
  }

  function lockSetOf(targets: readonly Target[]): LockSet {
    return {
      itemIds: unique(targets.flatMap((target) => (target.item ? [target.item.id] : []))),
      resourceIds: unique(targets.flatMap((target) => (target.item ? [] : [target.resource.id]))),
    };
  }

  const targetOfItem = ({ item, resource }: { item: Item; resource: Resource }) => targetOf(resource, item);

  function targetOf(resource: Resource, item: Item | null): Target {
    const settings = settingsOf(resource);
    return { resource, settings, item, spaces: item?.available_spaces ?? settings.available_spaces };
  }

  /**
   * The other resources a body lists (one batch) with the items a write would land on: looked up before the write
   * so that their items are locked with the path's, in one order. Nothing when the body lists none.
   */
  async function batchItems(input: ReservationInput): Promise<Item[]> {
    const otherIds = unique(input.reservable ?? []);
    return otherIds.length === 0 ? [] : items.listByResources(otherIds);
  }

  /** The path's place (looked up under the lock) plus every other resource the body lists (one batch). */
  async function resolveTargets(
    place: Place,
    primary: Target | undefined,
    input: ReservationInput,
    otherItems: readonly Item[],
    errors: FieldErrors,
    trx: Kysely<Database>,
  ): Promise<Target[]> {
    if (!primary) {
      if ('itemId' in place) {
        throw new NotFoundError('The item');
      }
      throw new NotFoundError('The resource');
    }
    const otherIds = unique(input.reservable ?? []).filter((id) => id !== primary.resource.id);
    if (otherIds.length === 0) {
      return [primary];
    }
    const others = await resources.findByIds(otherIds, trx);
    const missing = otherIds.filter((id) => !others.some((resource) => resource.id === id));
    if (missing.length > 0) {
      addError(errors, 'reservable', `Unknown resource ${missing.join(', ')}`);
      return [primary];
    }
    const targets = [primary];
    for (const id of otherIds) {
      const resource = others.find((candidate) => candidate.id === id)!;
      if (!('itemId' in place)) {
        targets.push(targetOf(resource, null));
        continue;
      }
      const item = otherItems.find((candidate) => candidate.resource_id === id);
      if (!item) {
        addError(errors, 'reservable', `${resource.name} has no item to reserve`);
        continue;
      }
      targets.push(targetOf(resource, item));
    }
    return targets;
  }

  /** Field checks that do not depend on other reservations; answers the person responsible it looked up. */
  async function checkInput(
    input: ReservationInput,
    targets: readonly Target[],
    actor: Actor,
    errors: FieldErrors,
    trx: Kysely<Database> = db,
  ): Promise<{ responsible: { id: number; name: string; email: string | null } | undefined }> {
    if (!isCivilDate(input.from)) {
      addError(errors, 'from', 'The date is not a real date');
    }
    if (input.to !== input.from) {
      addError(errors, 'to', 'A reservation ends on the day it starts; use a repeat rule for several days');
    }
    const start = toMinutes(input.from_time);
    const end = toMinutes(input.to_time);
    if (start >= 24 * 60) {
      addError(errors, 'from', 'The start time must be before 24:00');
    }
    if (end > 24 * 60) {
      addError(errors, 'to', 'The end time must be 24:00 at the latest');
    }
    const invited = unique(input.invitations);
    const groups = unique(input.groups);
    const annexIds = unique(input.annexes);
    // Independent look-ups run together: on PostgreSQL each is a round trip.
    const [resourceGroups, responsible, invitedFound, groupsFound, annexesFound] = await Promise.all([
      // Only a resource closed to outsiders asks whose groups it belongs to.
      Promise.all(
        targets.map((target) =>
          reservingDependsOnGroups(actor, target.settings.allow_anybody)
            ? resources.groupIdsOf(target.resource.id, trx)
            : [],
        ),
      ),
      input.person_responsible != null
        ? reservations.usersByIds([input.person_responsible], trx)
        : Promise.resolve(undefined),
      reservations.usersByIds(invited, trx),
      reservations.groupIdsExisting(groups, trx),
      annexes.existingIds(annexIds, trx),
    ]);
    for (const [index, target] of targets.entries()) {
      const settings = target.settings;
      if (!canReserveResource(actor, { allowAnybody: settings.allow_anybody, groupIds: resourceGroups[index]! })) {
        throw new ForbiddenError(`You may not reserve ${target.resource.name}.`);
      }
      if (!errors.from && !errors.to) {
        mergeErrors(errors, checkTimes(input.type, start, end, settings));
      }
      mergeErrors(errors, checkRemote(input.is_remote, input.remote_address, settings));
      if (target.item === null && input.is_remote !== 1) {
        addError(errors, 'is_remote', 'A reservation without an item is a remote reservation');
      }
    }
    if (responsible !== undefined && responsible.length === 0) {
      addError(errors, 'person_responsible', 'Unknown user');
    }
    if (invitedFound.length !== invited.length) {
      addError(errors, 'invitations', 'Unknown user among the invitations');
    }
    if (groupsFound.length !== groups.length) {
      addError(errors, 'groups', 'Unknown group');
    }
    if (annexesFound.length !== annexIds.length) {
      addError(errors, 'annexes', 'Unknown annex');
    }
    return { responsible: responsible?.[0] };
  }

  function reject(errors: FieldErrors, extra: Record<string, unknown> = {}): never {
    throw new ReservationRejectedError(errors, undefined, extra);
  }

  /** Throws the 422 listing every clash of the placements with what stands on them (`held`, one list each). */
  async function rejectClashes(
    placements: readonly Placement[],
    held: readonly HeldRow[][],
    /** A long write's turn for other users' reads, between placements (each up to a series on one resource). */
    turn?: () => Promise<void>,
  ): Promise<void> {
    const lists: ReturnType<typeof reportClashes> = { repeater_overlaps: [], batch_overlaps: [] };
    for (const [index, placement] of placements.entries()) {
      if (index > 0) {
        await turn?.();
      }
      const found = reportClashes([placement], [held[index]!], timeZone);
      lists.repeater_overlaps.push(...found.repeater_overlaps);
      lists.batch_overlaps.push(...found.batch_overlaps);
    }
    if (lists.repeater_overlaps.length > 0 || lists.batch_overlaps.length > 0) {
      const extra: Record<string, unknown> = {};
      if (lists.repeater_overlaps.length > 0) {
        extra.repeater_overlaps = lists.repeater_overlaps;
      }
      if (lists.batch_overlaps.length > 0) {
        extra.batch_overlaps = lists.batch_overlaps;
      }
      reject({ from: ['The time is already taken'] }, extra);
    }
  }

  /** The dates of a rule from `firstDate`; rule errors go under the spec's `repeater.*` keys. */
  function datesOf(
    input: ReservationInput,
    firstDate: string,
    rule: ApiRepeater | null | undefined,
    errors: FieldErrors,
  ): string[] {
    if (!rule) {
      return [firstDate];
    }
    mergeErrors(errors, validateRepeater(rule, firstDate, todayIn(clock(), timeZone)));
    if (errors['repeater.interval'] || errors['repeater.until'] || !isCivilDate(firstDate)) {
      return [];
    }
    return expandDates(firstDate, rule);
  }

  function rowValues(
    input: ReservationInput,
    target: Target,
    occurrence: Occurrence | StoredTimes,
    actor: Actor,
    now: string,
  ) {
    const { starts_at, ends_at } = 'start' in occurrence ? storedTimes(occurrence) : occurrence;
    return {
      item_id: target.item?.id ?? null,
      resource_id: target.resource.id,
      type: input.type,
      name: input.name,
      description: input.description ?? null,
      starts_at,
      ends_at,
      person_responsible_id: input.person_responsible ?? null,
      is_remote: input.is_remote,
      remote_address: input.is_remote === 1 ? (input.remote_address ?? null) : null,
      updated_at: now,
      status: initialStatus(actor, target.settings.approved),
    } satisfies Partial<NewReservation>;
  }

  function links(input: ReservationInput) {
    return { groupIds: unique(input.groups), userIds: unique(input.invitations), annexIds: unique(input.annexes) };
  }

  /**
   * A reservation any signed-in user may read: the same rule as the week listings, which show every
   * reservation of a resource (timetables are public inside the university; the presenter leaves out
   * invitations and the remote address for those not involved). A reservation the week opens read-only is
   * not "not found" on its own page (issue 12, item 18).
   */
  async function loadVisible(id: number, _actor: Actor): Promise<Reservation> {
    const row = await reservations.findById(id);
    if (!row) {
      throw new NotFoundError('The reservation');
    }
    return row;
  }

  async function loadEditable(
    place: RowPlace,
    id: number,
    actor: Actor,
    action: 'can_edit' | 'can_delete',
  ): Promise<Reservation> {
    const row = await loadVisible(id, actor);
    const matches = place === 'remote' ? row.is_remote === 1 : row.item_id === place.itemId;
    if (!matches) {
      throw new NotFoundError('The reservation');
    }
    const linked = await reservations.links([id]);
    const allowed = reservationPermissions(
      actor,
      {
        userId: row.creator_id,
        personResponsible: row.person_responsible_id,
        invitedUserIds: linked.invitations.map((user) => user.id),
        groupIds: linked.groups.map((group) => group.id),
        end: new Date(row.ends_at),
      },
      clock(),
    );
    if (!allowed[action]) {
      throw new ForbiddenError(
        action === 'can_edit' ? 'You may not change this reservation.' : 'You may not delete this reservation.',
      );
    }
    return row;
  }

  async function targetOfRow(row: Reservation): Promise<Target> {
    const resource = await resources.findById(row.resource_id);
    const item = row.item_id === null ? null : ((await items.findById(row.item_id)) ?? null);
    return targetOf(resource!, item);
  }

  /** The batch members a scoped write touches: the occurrence itself, or every member at the same instant. */
  async function scopedRows(row: Reservation, batchScope: 'this' | 'all' | undefined): Promise<Reservation[]> {
    if (row.batch_id === null || batchScope !== 'all') {
      return [row];
    }
    return reservations.batchSiblings(row.batch_id, row.starts_at);
  }

  async function seriesPlanOf(row: Reservation, scope: UpdateSelectionRepeater | undefined, now: Date) {
    if (row.repeater_id === null || row.detached === 1 || scope === undefined || scope === 'this') {
      return undefined;
    }
    const series = await reservations.ofRepeater(row.repeater_id);
    const occurrences = series.map((occurrence) => ({
      id: occurrence.id,
      date: toLocal(new Date(occurrence.starts_at), timeZone).date,
      start: new Date(occurrence.starts_at),
      detached: occurrence.detached === 1,
    }));
    const target = occurrences.find((occurrence) => occurrence.id === row.id)!;
    const [repeater] = await repeaters.findByIds([row.repeater_id]);
    const plan = planSeriesChange(occurrences, target, scope, now);
    const excluded = await repeaters.exclusionsOf(row.repeater_id);
    const removedDates = occurrences.filter((occurrence) => plan.remove.includes(occurrence.id)).map((o) => o.date);
    // `all` leaves the past as it was: the last date the old rule still holds an occurrence on, if any.
    const lastKept = plan.newRule
      ? undefined
      : occurrences
          .filter((occurrence) => !occurrence.detached && !plan.remove.includes(occurrence.id))
          .map((occurrence) => occurrence.date)
          .sort()
          .at(-1);
    return {
      plan: { ...plan, keepDates: [...plan.keepDates, ...excluded] },
      target,
      repeater: repeater!,
      removedDates,
      lastKept,
    };
  }

  /** A resource's row and its reservations' rows over a local date range (a 404 for a resource that is not). */
  async function resourceRange(resourceId: number, range: { from: string; to: string }, remoteOnly: boolean) {
    const { from, to } = instantsOf(range);
    const [resource, rows] = await Promise.all([
      resources.findById(resourceId),
      reservations.ofResource(resourceId, from, to, { remoteOnly }),
    ]);
    if (!resource) {
      throw new NotFoundError('The resource');
    }
    return { resource, rows };
  }

  return {
    async get(actor: Actor, id: number) {
      const row = await loadVisible(id, actor);
      const [presented] = await present([row], actor, clock());
      return presented!;
    },

    async ofResource(actor: Actor, resourceId: number, range: { from: string; to: string }, remoteOnly = false) {
      const { resource, rows } = await resourceRange(resourceId, range, remoteOnly);
      return present(rows, actor, clock(), { resources: [resource] });
    },

    /**
     * The room week's one call: the resource's row (read once, for the answer's resource too), its reservations
     * without their copies of it, and their series once.
     */
    async resourceWeek(actor: Actor, resourceId: number, range: { from: string; to: string }, now = clock()) {
      const { resource, rows } = await resourceRange(resourceId, range, false);
      return {
        resource,
        ...(await present.week(rows, actor, now, { resources: [resource] })),
      };
    },

    /** The UTC instants `[from, to)` of a local date range (`to` inclusive), or a 422 naming the field. */
    instantsOf,

    async ofItem(actor: Actor, itemId: number, range: { from: string; to: string }) {
      if (!(await items.findById(itemId))) {
        throw new NotFoundError('The item');
      }
      const { from, to } = instantsOf(range);
      return present(await reservations.ofItem(itemId, from, to), actor, clock());
    },

    async ofItemById(actor: Actor, itemId: number, id: number) {
      const row = await loadVisible(id, actor);
      if (row.item_id !== itemId) {
        throw new NotFoundError('The reservation');
      }
      const [presented] = await present([row], actor, clock());
      return presented!;
    },

    async ofUser(actor: Actor, page: { page: number; perPage: number }) {
      const now = clock();
      const { rows, total } = await reservations.ofUser(actor, now.toISOString(), {
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      });
      return {
        data: await present(rows, actor, now),
        meta: {
          current_page: page.page,
          last_page: Math.max(1, Math.ceil(total / page.perPage)),
          per_page: page.perPage,
          total,
        },
      };
    },

    /**
     * Creates a reservation: one row per occurrence per target, all or nothing. The place is looked up under the
     * write's lock, together with what stands on it (one round trip on PostgreSQL); the other resources of a batch
     * are found first, so that all their items are locked in one order.
     */
    async create(
      actor: Actor,
      place: Place,
      input: ReservationInput,
      outcome: { skipped_dates?: SkippedDate[]; preview?: boolean; occurrences?: number } = {},
    ) {
      const now = clock();
      const errors: FieldErrors = {};
      // What the body alone decides: the occurrences (none when its dates or times are not real).
      const dates = datesOf(input, input.from, input.repeater, errors);
      const plannable =
        isCivilDate(input.from) && toMinutes(input.from_time) < 24 * 60 && toMinutes(input.to_time) <= 24 * 60;
      const occurrences = plannable ? placeOccurrences(dates, input.from_time, input.to_time, timeZone) : [];
      await lockedCheck(actor, [], input.groups, dates);
      const otherItems = await batchItems(input);
      const [locks, standing]: [LockSet, StandingPlace] =
        'itemId' in place
          ? [{ itemIds: unique([place.itemId, ...ids(otherItems)]), resourceIds: [] }, { itemId: place.itemId }]
          : [
              { itemIds: [], resourceIds: unique([place.remoteResourceId, ...(input.reservable ?? [])]) },
              { remoteOf: place.remoteResourceId },
            ];
      const lookUp: CompiledQuery<ItemRow | Resource> =
        'itemId' in place ? items.withResource({ id: place.itemId }) : resources.byId({ id: place.remoteResourceId });
      const createdAt = now.toISOString();
      const context = currentAuditContext();
      const linked = links(input);
      const hasLinks = linked.groupIds.length + linked.userIds.length + linked.annexIds.length > 0;
      // A person responsible other than the author is told in the same transaction: the insert is not last then.
      const tellsSomeone = notifications !== undefined && (input.person_responsible ?? actor.id) !== actor.id;
      const written = await inWriteLock(
        locks,
        [lookUp, holding(standing, occurrences), blackoutRules.readAt(standing, occurrences)] as const,
        occurrences.length * (locks.itemIds.length + locks.resourceIds.length),
        async ({ trx, last, pause: turn }, [[found], heldOnPlace, blackoutsOnPlace]) => {
          // The look-up's row is an item with its resource on an item's path, a resource on a remote one.
          const primary =
            found &&
            ('itemId' in place ? targetOfItem(splitItemRow(found as ItemRow)) : targetOf(found as Resource, null));
          const targets = await resolveTargets(place, primary, input, otherItems, errors, trx);
          Object.assign(errors, writeSizeErrors(occurrences.length, targets.length));
          const { responsible } = await checkInput(input, targets, actor, errors, trx);
          Object.assign(errors, await naming.check(actor, namingOf(input), undefined, trx));
          if (Object.keys(errors).length > 0) {
            reject(errors);
          }
          if (dates.length === 0) {
            reject(
              { repeater: ['The repeat rule gives no dates'] },
              { repeater_validation: 'The repeat rule gives no dates between the first day and its end.' },
            );
          }
          if (!can(actor, 'reservations.manage') && occurrences[0]!.start.getTime() < now.getTime()) {
            reject({ from: ['A reservation cannot start in the past'] });
          }
          const placements: Placement[] = targets.map((target, index) => ({
            target,
            occurrences,
            replacing: [],
            list: index === 0 ? 'repeater_overlaps' : 'batch_overlaps',
          }));
          const heldOnOthers: HeldRow[][] = [];
          for (const statement of holdingReads(placements.slice(1))) {
            heldOnOthers.push((await trx.executeQuery(statement)).rows);
          }
          const held = [heldOnPlace, ...heldOnOthers];
          // A long write gives other users a turn between its steps where they can be answered meanwhile (a SQLite
          // file, issue 13 finding 4); elsewhere it runs as one piece.
          await turn?.();
          const skip = input.repeater?.skip_conflicts === true;
          const kept = await blackoutRules.apply(trx, placements, held, skip, blackoutsOnPlace);
          for (const placement of placements) {
            placement.occurrences = kept.occurrences;
          }
          if (kept.skipped.length > 0) {
            outcome.skipped_dates = kept.skipped;
          }
          await turn?.();
          await rejectClashes(placements, held, turn);
          await turn?.();
          if (outcome.preview) {
            // A preview (the form's "skip conflicting dates", issue 16): the same checks, nothing written.
            outcome.occurrences = kept.occurrences.length;
            throw new PreviewDone();
          }

          const batchId = targets.length > 1 ? await batches.create(actor.id, createdAt, trx) : null;
          /** Each target's series (one rule per resource), in the targets' order. */
          const repeaterIds: (number | null)[] = [];
          while (repeaterIds.length < targets.length) {
            const repeaterId = input.repeater
              ? await repeaters.create(repeaterRow(input.repeater, input, createdAt), trx)
              : null;
            for (const skipped of repeaterId === null ? [] : kept.skipped) {
              // The rule must not refill a skipped date when the series is later edited as a whole.
              await repeaters.exclude(repeaterId!, skipped.date, trx);
            }
            repeaterIds.push(repeaterId);
          }
          // Each occurrence's instants as text once, not once per resource. A long write builds its rows a slice at
          // a time, with a turn between slices (a year on five rooms is 1,825 rows).
          const times = kept.occurrences.map(storedTimes);
          const rows: NewReservation[] = [];
          const rowCount = targets.length * times.length;
          const perTurn = turn ? ROWS_BETWEEN_TURNS : rowCount;
          for (let start = 0; start < rowCount; start += perTurn) {
            if (start > 0) {
              await turn?.();
            }
            for (let index = start; index < Math.min(rowCount, start + perTurn); index += 1) {
              const place = Math.floor(index / times.length);
              rows.push({
                ...rowValues(input, targets[place]!, times[index % times.length]!, actor, createdAt),
                creator_id: actor.id,
                repeater_id: repeaterIds[place]!,
                batch_id: batchId,
                created_at: createdAt,
              });
            }
          }
          await turn?.();
          // A long write's inserts are built and run a slice at a time, with a turn between slices.
          const inserts = (turn ? rowSlices(rows) : [rows]).map((slice) => () => reservations.inserts(slice, trx));
          const inserted: Reservation[] = [];
          // The audit entries travel with the last insert (and the commit on PostgreSQL: no round trip more) when
          // they can name what it inserts; otherwise they are the write's last statement.
          const endsWithInsert = !hasLinks && !tellsSomeone;
          const early = audit && endsWithInsert ? createdEntriesBeforeInsert(rows, context, insertedId) : undefined;
          const trailing = early ? audit?.insertion(trx, early)?.compile() : undefined;
          for (const [index, slice] of inserts.entries()) {
            if (index > 0) {
              await turn?.();
            }
            const queries = slice();
            for (const [position, insert] of queries.entries()) {
              const isLast =
                index === inserts.length - 1 &&
                position === queries.length - 1 &&
                endsWithInsert &&
                (!audit || early !== undefined);
              inserted.push(...(isLast ? await last(insert, trailing ? [trailing] : []) : await insert.execute()));
            }
          }
          if (hasLinks) {
            await reservations.setPeopleAndAnnexes(ids(inserted), linked, createdAt, trx, { fresh: true });
          }
          await notifications?.onReservationCreated(trx, inserted, actor, linked);
          const audited = early ? undefined : audit?.insertion(trx, createdEntries(inserted, context));
          if (audited) {
            await last(audited);
          }
          return { created: inserted, targets, responsible, turn };
        },
      ).catch((error: unknown) => {
        if (error instanceof PreviewDone) {
          return null;
        }
        throw error;
      });
      if (written === null) {
        return { data: [] };
      }
      const { created, targets, responsible, turn } = written;
      // Only the rows the answer shows are presented (past 200, the earliest 200 and a summary of all). A long
      // write's are presented on turns of their own, not in the one that committed it. The rows as inserted are the
      // rows as stored: no need to read them back. Without groups, invitations and annexes the write also knows
      // every name they show (its author's, the person responsible's).
      const { shown, summary } = writeAnswer(byStart(created), dateOf);
      const names = hasLinks
        ? undefined
        : {
            groups: [],
            invitations: [],
            annexes: [],
            users: [{ id: actor.id, name: actor.name, email: actor.email }, ...(responsible ? [responsible] : [])],
            batchSizes: new Map(
              created.flatMap((row) => (row.batch_id === null ? [] : [[row.batch_id, created.length]])),
            ),
          };
      const known = { resources: targets.map((target) => target.resource), names };
      if (!turn) {
        return { data: await present(shown, actor, now, known), summary };
      }
      return { data: await presentInTurns(shown, actor, now, known, turn), summary };
    },

    /** Updates an occurrence, its series (`update_selection_repeater`) and its batch (`update_selection_batch`). */
    async update(actor: Actor, place: RowPlace, id: number, input: ReservationInput) {
      const now = clock();
      const row = await loadEditable(place, id, actor, 'can_edit');
      await lockedCheck(actor, [row], input.groups, [input.from]);
      const errors: FieldErrors = {};
      const rows = await scopedRows(row, input.update_selection_batch);
      const targets = await Promise.all(rows.map(targetOfRow));
      await checkInput(input, targets, actor, errors);
      const linkedBefore = await reservations.links([row.id]);
      Object.assign(
        errors,
        await naming.check(actor, namingOf(input), {
          personResponsible: row.person_responsible_id,
          groupIds: linkedBefore.groups.map((group) => group.id),
        }),
      );
      if (Object.keys(errors).length > 0) {
        reject(errors);
      }
      const writes: {
        row: Reservation;
        target: Target;
        series: Awaited<ReturnType<typeof seriesPlanOf>>;
        anchor: string;
        occurrences: Occurrence[];
        /** A reservation without a rule that gets one: it is replaced by the rule's occurrences. */
        startsSeries?: boolean;
      }[] = [];
      for (const [index, member] of rows.entries()) {
        const target = targets[index]!;
        const series = await seriesPlanOf(member, input.update_selection_repeater, now);
        if (!series && member.repeater_id === null && input.repeater) {
          const dates = datesOf(input, input.from, input.repeater, errors);
          if (dates.length === 0 && !errors['repeater.interval'] && !errors['repeater.until']) {
            reject(
              { repeater: ['The repeat rule gives no dates'] },
              { repeater_validation: 'The repeat rule gives no dates between the first day and its end.' },
            );
          }
          const occurrences = placeOccurrences(dates, input.from_time, input.to_time, timeZone);
          writes.push({ row: member, target, series, anchor: input.from, occurrences, startsSeries: true });
          continue;
        }
        if (!series) {
          writes.push({
            row: member,
            target,
            series,
            anchor: input.from,
            occurrences: placeOccurrences([input.from], input.from_time, input.to_time, timeZone),
          });
          continue;
        }
        const rule = input.repeater ?? repeaterOf(series.repeater);
        // `all` keeps the rule's first day, moved by as many days as this occurrence moves; `upcoming` starts here.
        const anchor = series.plan.newRule
          ? input.from
          : shiftDate(series.repeater.starts_on, daysBetween(series.target.date, input.from));
        const keep = new Set(series.plan.keepDates);
        // `upcoming` may move this occurrence earlier: its rule starts where the occurrence now is.
        const dates = datesOf(input, anchor, rule, errors).filter((date) => !keep.has(date));
        const occurrences = placeOccurrences(dates, input.from_time, input.to_time, timeZone).filter(
          (occurrence) => occurrence.start.getTime() >= now.getTime(),
        );
        writes.push({ row: member, target, series, anchor, occurrences });
      }
      const manager = can(actor, 'reservations.manage');
      const startsInPast = (write: (typeof writes)[number]) =>
        !write.series && write.occurrences.length > 0 && write.occurrences[0]!.start.getTime() < now.getTime();
      if (!manager && writes.some(startsInPast)) {
        addError(errors, 'from', 'A reservation cannot start in the past');
      }
      Object.assign(
        errors,
        writeSizeErrors(Math.max(0, ...writes.map((write) => write.occurrences.length)), writes.length),
      );
      if (Object.keys(errors).length > 0) {
        reject(errors);
      }
      const updatedAt = now.toISOString();
      const context = currentAuditContext();
      // The edited occurrence's links before and after, for its audit entry (read above for the naming rules).
      const auditedLinksBefore = {
        groups: linkedBefore.groups.map((group) => group.id),
        invitations: linkedBefore.invitations.map((person) => person.id),
        annexes: linkedBefore.annexes.map((annex) => annex.id),
      };
      const linkedAfter = links(input);
      const auditedLinksAfter = {
        groups: linkedAfter.groupIds,
        invitations: linkedAfter.userIds,
        annexes: linkedAfter.annexIds,
      };
      const placements = writes.map((write, index) => ({
        target: write.target,
        occurrences: write.occurrences,
        replacing: write.series ? write.series.plan.remove : [write.row.id],
        list: index === 0 ? ('repeater_overlaps' as const) : ('batch_overlaps' as const),
      }));
      const rowCount = placements.reduce((count, placement) => count + placement.occurrences.length, 0);
      const { written: writtenIds, turn } = await inWriteLock(
        lockSetOf(targets),
        holdingReads(placements),
        rowCount,
        // A long edit (a series or batch of many rows) gives other users a turn between its steps, as a create does.
        async ({ trx, pause: turn }, held) => {
          for (const [index, placement] of placements.entries()) {
            await blackoutRules.apply(trx, [placement], [held[index]!], false);
          }
          await turn?.();
          await rejectClashes(placements, held, turn);
          await turn?.();
          // Who is tied to the edited occurrence before the edit: the notifications compare with it (issue 14).
          const before = await notifications?.snapshot(trx, row);
          const written: number[] = [];
          const audited: AuditRecord[] = [];
          for (const [index, write] of writes.entries()) {
            if (index > 0) {
              await turn?.();
            }
            const values = rowValues(
              input,
              write.target,
              write.occurrences[0] ?? placeOccurrences([input.from], input.from_time, input.to_time, timeZone)[0]!,
              actor,
              updatedAt,
            );
            // An edit on a resource that needs approval waits for it again, unless a manager makes it.
            const status = values.status;
            // Rewritten occurrences keep their invitees' answers.
            const answers =
              write.series || write.startsSeries ? await reservations.invitationAnswers(write.row.id, trx) : undefined;
            if (write.startsSeries) {
              await reservations.deleteByIds([write.row.id], trx);
              const repeaterId = await repeaters.create(repeaterRow(input.repeater!, input, updatedAt), trx);
              const inserted = await reservations.insertMany(
                write.occurrences.map((occurrence) => ({
                  ...rowValues(input, write.target, occurrence, actor, updatedAt),
                  creator_id: write.row.creator_id,
                  repeater_id: repeaterId,
                  batch_id: write.row.batch_id,
                  created_at: write.row.created_at,
                })),
                trx,
              );
              await reservations.setPeopleAndAnnexes(ids(inserted), links(input), updatedAt, trx, {
                fresh: true,
                answers,
              });
              written.push(...ids(inserted));
              audited.push(seriesUpdatedEntry(write.row, 1, inserted, repeaterId, context));
              continue;
            }
            if (!write.series) {
              if (write.row.repeater_id !== null && write.row.detached === 0) {
                // The occurrence leaves its series; the series must not refill its date later.
                await repeaters.exclude(
                  write.row.repeater_id,
                  toLocal(new Date(write.row.starts_at), timeZone).date,
                  trx,
                );
              }
              await reservations.update(
                write.row.id,
                {
                  ...values,
                  status,
                  detached: write.row.repeater_id === null ? write.row.detached : 1,
                  batch_id:
                    input.update_selection_batch === 'all'
                      ? write.row.batch_id
                      : rows.length > 1
                        ? write.row.batch_id
                        : null,
                },
                trx,
              );
              await reservations.setPeopleAndAnnexes([write.row.id], links(input), updatedAt, trx);
              audited.push(
                updatedEntry(
                  write.row,
                  { ...write.row, ...values, status },
                  context,
                  write.row.id === row.id ? { before: auditedLinksBefore, after: auditedLinksAfter } : undefined,
                ),
              );
              written.push(write.row.id);
              continue;
            }
            const { plan, repeater } = write.series;
            await reservations.deleteByIds(plan.remove, trx);
            const rule = input.repeater ?? repeaterOf(repeater);
            let repeaterId = repeater.id;
            if (plan.newRule) {
              await repeaters.update(repeater.id, { until: plan.endOldRuleOn! }, trx);
              repeaterId = await repeaters.create(repeaterRow(rule, { ...input, from: write.anchor }, updatedAt), trx);
              // The new rule skips what the old one kept apart from here on (calendar export: EXDATE, issue 12).
              await repeaters.excludeMany(
                repeaterId,
                plan.keepDates.filter((date) => date >= write.anchor),
                trx,
              );
            } else if (write.series.lastKept !== undefined) {
              // `all` rewrites only what is still to come; the past keeps its times and names. One rule cannot say
              // both (a calendar export of it put past occurrences at the new time), so the old rule keeps the past,
              // ending on its last occurrence, and what is to come is a rule of its own from its first date on.
              await repeaters.update(repeater.id, { until: write.series.lastKept }, trx);
              const first = write.occurrences
                .map((occurrence) => toLocal(occurrence.start, timeZone).date)
                .sort()
                .at(0);
              if (first !== undefined) {
                repeaterId = await repeaters.create(repeaterRow(rule, { ...input, from: first }, updatedAt), trx);
                await repeaters.excludeMany(
                  repeaterId,
                  plan.keepDates.filter((date) => date >= first),
                  trx,
                );
              }
            } else {
              const { created_at: _createdAt, ...values } = repeaterRow(
                rule,
                { ...input, from: write.anchor },
                updatedAt,
              );
              await repeaters.update(repeater.id, values, trx);
            }
            const inserted = await reservations.insertMany(
              write.occurrences.map((occurrence) => ({
                ...rowValues(input, write.target, occurrence, actor, updatedAt),
                status,
                creator_id: write.row.creator_id,
                repeater_id: repeaterId,
                batch_id: write.row.batch_id,
                created_at: updatedAt,
              })),
              trx,
            );
            await reservations.setPeopleAndAnnexes(ids(inserted), links(input), updatedAt, trx, {
              fresh: true,
              answers,
            });
            written.push(...ids(inserted));
            audited.push(seriesUpdatedEntry(write.row, plan.remove.length, inserted, repeaterId, context));
          }
          if (before) {
            // The edited occurrence alone left its series or its batch: a DetachedNotification, else "changed".
            const own = writes.find((write) => write.row.id === row.id);
            const alone = own !== undefined && !own.series && !own.startsSeries;
            const leftBatch = row.batch_id !== null && rows.length === 1 && input.update_selection_batch !== 'all';
            await notifications!.onReservationEdited(trx, await reservations.findByIds(written, trx), actor, before, {
              detached: alone && (before.wasInSeries || leftBatch),
            });
          }
          await audit?.recordMany(trx, audited);
          return { written, turn };
        },
      );
      const { shown, summary } = writeAnswer(await reservations.findByIds(writtenIds), dateOf);
      const data = turn ? await presentInTurns(shown, actor, now, {}, turn) : await present(shown, actor, now);
      return { data, summary };
    },

    /** Deletes an occurrence, or with the scopes its upcoming or future series and its batch. Past stays. */
    async remove(actor: Actor, place: RowPlace, id: number, scope: ReservationScopeQuery) {
      const now = clock();
      const row = await loadEditable(place, id, actor, 'can_delete');
      await lockedCheck(actor, [row], [], []);
      const rows = await scopedRows(row, scope.update_selection_batch);
      const plans: {
        row: Reservation;
        plan: SeriesPlan | undefined;
        repeaterId: number | null;
        removedDates: string[];
      }[] = [];
      for (const member of rows) {
        const series = await seriesPlanOf(member, scope.update_selection_repeater, now);
        plans.push({
          row: member,
          plan: series?.plan,
          repeaterId: member.repeater_id,
          removedDates: series?.removedDates ?? [],
        });
      }
      const targets = await Promise.all(rows.map(targetOfRow));
      const context = currentAuditContext();
      const rowCount = plans.reduce((count, { plan }) => count + (plan ? plan.remove.length : 1), 0);
      // A long delete (a series or batch of many rows) gives other users a turn between its members, as a create does.
      await inWriteLock(lockSetOf(targets), [], rowCount, async ({ trx, pause: turn }) => {
        // Who is told, and about which occurrences: read before they go (issue 14).
        const before = await notifications?.snapshot(trx, row);
        const doomed = before
          ? await reservations.findByIds(
              plans.flatMap(({ row: member, plan }) => (plan ? plan.remove : [member.id])),
              trx,
            )
          : [];
        for (const [index, { row: member, plan, repeaterId, removedDates }] of plans.entries()) {
          if (index > 0) {
            await turn?.();
          }
          if (plan && !plan.endOldRuleOn && repeaterId !== null) {
            // `all` keeps the series' past: its rule no longer yields the dates it lost (calendar export, issue 12).
            await repeaters.excludeMany(repeaterId, removedDates, trx);
          }
          if (!plan && repeaterId !== null && member.detached === 0) {
            await repeaters.exclude(repeaterId, toLocal(new Date(member.starts_at), timeZone).date, trx);
          }
          await reservations.deleteByIds(plan ? plan.remove : [member.id], trx);
          if (plan?.endOldRuleOn && repeaterId !== null) {
            await repeaters.update(repeaterId, { until: plan.endOldRuleOn }, trx);
          }
        }
        if (before) {
          // One occurrence deleted on its own out of its series or batch: a DetachedNotification, else cancelled.
          const alone = plans.every(({ plan }) => !plan);
          const leftBatch = row.batch_id !== null && rows.length === 1;
          await notifications!.onReservationsDeleted(trx, doomed, actor, before, {
            detached: alone && (before.wasInSeries || leftBatch),
          });
        }
        await audit?.recordMany(
          trx,
          plans.map(({ row: member, plan }) => deletedEntry(member, plan ? plan.remove.length : null, context)),
        );
      });
    },

    /** Annexes whose name contains the query (`GET /api/annexes?query`). */
    searchAnnexes(query: string | undefined) {
      return annexes.search(query?.trim() || undefined);
    },

    /** Replaces the annexes of a reservation (`POST /api/reservations/{id}/attach`). */
    async attachAnnexes(actor: Actor, id: number, annexIds: readonly number[]) {
      const row = await loadVisible(id, actor);
      await loadEditable(row.item_id === null ? 'remote' : { itemId: row.item_id }, id, actor, 'can_edit');
      const wanted = unique(annexIds);
      if ((await annexes.existingIds(wanted)).length !== wanted.length) {
        reject({ annexes: ['Unknown annex'] });
      }
      const context = currentAuditContext();
      await db.transaction().execute(async (trx) => {
        const before = (await reservations.links([id], trx)).annexes.map((annex) => annex.id);
        await reservations.setPeopleAndAnnexes([id], { annexIds: wanted }, clock().toISOString(), trx);
        await audit?.recordMany(trx, [annexesChangedEntry(row, before, wanted, context)]);
      });
      const [presented] = await present([row], actor, clock());
      return presented!;
    },
  };

  function instantsOf(range: { from: string; to: string }) {
    // At most a year: 366 days after the first, both ends counted.
    assertDateRange(range, { maxDays: 367, tooLong: 'The range may span at most a year' });
    // `to` is inclusive: the range ends at the end of its last day.
    return {
      from: toInstantText(range.from, 0),
      to: toInstantText(range.to, 24 * 60),
    };
  }

  function toInstantText(date: string, minutes: number): string {
    return placeOccurrences(
      [date],
      { hours: 0, minutes: 0 },
      { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
      timeZone,
    )[0]![minutes === 0 ? 'start' : 'end'].toISOString();
  }

  function repeaterRow(
    rule: ApiRepeater,
    input: Pick<ReservationInput, 'from' | 'from_time' | 'to_time'>,
    createdAt: string,
  ) {
    return {
      type: rule.type,
      interval: rule.interval,
      starts_on: input.from,
      until: rule.until,
      weekdays: JSON.stringify(rule.weekdays),
      start_minutes: toMinutes(input.from_time),
      end_minutes: toMinutes(input.to_time),
      time_zone: timeZone,
      created_at: createdAt,
    };
  }
}
export type ReservationService = ReturnType<typeof createReservationService>;
