import { type LiveEvent } from '@laikas/contract';

/*
 * Live timetables (issue 31), the pure part of "a person notices without being startled": which reservations someone
 * else just changed, and how a screen marks them. Without a stream nothing is marked and every screen is the same.
 */

/** The reservations an event says someone else changed; none for the person's own change. */
export function changedByOthers(event: LiveEvent): readonly number[] {
  return event.by_me ? [] : event.reservation_ids;
}

/**
 * The grid events of `events` whose reservation (`idOf`) someone else just changed, `highlighted`; the others as they
 * were (the same objects, so a grid's memo holds).
 */
export function withHighlights<T extends object>(
  events: readonly T[],
  changed: ReadonlySet<number>,
  idOf: (event: T) => number | null | undefined,
): T[] {
  if (changed.size === 0) {
    return [...events];
  }
  return events.map((event) => {
    const id = idOf(event);
    return id != null && changed.has(id) ? { ...event, highlighted: true } : event;
  });
}

/** A busy reservation as the open form lists it: where and when it stands, and what it belongs to. */
export interface ListedReservation {
  id: number;
  resource_id: number;
  /** Null for a remote reservation, which does not use the room. */
  item_id: number | null;
  /** Its date (the listing's dates are its dates). */
  from: string;
  starts_at: string;
  ends_at: string;
  repeater_id?: number | null;
  batch_id?: number | null;
}

/** What the form's listing covered: the resources and the dates (`from`–`to`, inclusive) it read. */
export interface ListingRange {
  resources: readonly number[];
  from: string;
  to: string;
}

/**
 * What the open form knew of a reservation when someone else changed it: where and when the form listed it, or that
 * its listing of `range` did not hold it (it is new there, or moved in from elsewhere).
 */
export type BeforeChange =
  | { listed: true; resourceId: number; remote: boolean; startsAt: number; endsAt: number }
  | { listed: false; range: ListingRange };

/**
 * The form's knowledge of the reservations `ids` just before someone else changed them, from its listing then
 * (`rows` over `range`; none while it was not yet read: then nothing is known, and nothing will be marked). What was
 * known before an earlier change is kept: "just taken" is against what the person saw first.
 */
export function rememberBeforeChange(
  known: ReadonlyMap<number, BeforeChange>,
  ids: readonly number[],
  rows: readonly ListedReservation[] | undefined,
  range: ListingRange | null,
): ReadonlyMap<number, BeforeChange> {
  if (!rows || !range || ids.every((id) => known.has(id))) {
    return known;
  }
  const next = new Map(known);
  for (const id of ids) {
    if (next.has(id)) {
      continue;
    }
    const row = rows.find((candidate) => candidate.id === id);
    next.set(
      id,
      row
        ? {
            listed: true,
            resourceId: row.resource_id,
            remote: row.item_id === null,
            startsAt: Date.parse(row.starts_at),
            endsAt: Date.parse(row.ends_at),
          }
        : { listed: false, range },
    );
  }
  return next;
}

/**
 * Whether `row` takes time the form saw free: it was not in a listing that covered where it is now, or it stands on
 * another resource, or it runs beyond its old span. A rename, or a booking made shorter, takes nothing new.
 */
export function takesNewTime(row: ListedReservation, before: BeforeChange): boolean {
  if (!before.listed) {
    return (
      before.range.resources.includes(row.resource_id) && before.range.from <= row.from && row.from <= before.range.to
    );
  }
  return (
    before.resourceId !== row.resource_id ||
    before.remote !== (row.item_id === null) ||
    Date.parse(row.starts_at) < before.startsAt ||
    Date.parse(row.ends_at) > before.endsAt
  );
}

/** The reservation being edited in the form: it, its series and its batch are never "just taken". */
export interface EditedReservation {
  id?: number | null;
  repeater_id?: number | null;
  batch_id?: number | null;
}

function isEdited(row: ListedReservation, edited: EditedReservation | null | undefined): boolean {
  return (
    edited != null &&
    ((edited.id != null && row.id === edited.id) ||
      (edited.repeater_id != null && row.repeater_id === edited.repeater_id) ||
      (edited.batch_id != null && row.batch_id === edited.batch_id))
  );
}

/**
 * The reservation form's busy times, those that someone else made take a time the form showed free while it was open
 * marked `just_taken` (issue 31): a new booking, or one moved there. An edit that leaves a booking where it was (a
 * rename, a shorter time) marks nothing; one moved away is no longer listed, so its slot is free again; the
 * reservation being edited is never marked.
 */
export function withJustTaken<T extends ListedReservation>(
  busy: readonly T[] | undefined,
  known: ReadonlyMap<number, BeforeChange>,
  edited?: EditedReservation | null,
): (T & { just_taken?: boolean })[] | undefined {
  return busy?.map((row) => {
    const before = known.get(row.id);
    return before && !isEdited(row, edited) && takesNewTime(row, before) ? { ...row, just_taken: true } : row;
  });
}
