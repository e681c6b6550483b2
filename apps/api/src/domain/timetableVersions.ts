import { type CivilDate, weekStart } from '@laikas/contract/time';

/*
 * Published versions of a group timetable (issue 36) and the difference between two of them. Pure: no database,
 * no clock. A version is a snapshot of the timetable's entries; the draft is the same shape read from the
 * reservations as they are now.
 */

/** One lecture (an occurrence) of a timetable as a version keeps it. */
export interface TimetableEntry {
  /** The occurrence's id (a series rewritten for "all" gets new ids: entries are then paired by name and date). */
  id: number;
  name: string;
  /** UTC instants. */
  starts_at: string;
  ends_at: string;
  /** Its local (institution's) date. */
  date: CivilDate;
  room_id: number;
  room: string;
  teacher_id: number | null;
  teacher: string | null;
}

/** What changed about one lecture that stayed. */
export const entryChangeKinds = ['moved', 'room', 'teacher'] as const;
export type EntryChangeKind = (typeof entryChangeKinds)[number];

export type TimetableChange =
  | { kind: 'added'; after: TimetableEntry }
  | { kind: 'removed'; before: TimetableEntry }
  | { kind: 'changed'; before: TimetableEntry; after: TimetableEntry; changes: EntryChangeKind[] };

function changesBetween(before: TimetableEntry, after: TimetableEntry): EntryChangeKind[] {
  const changes: EntryChangeKind[] = [];
  if (before.starts_at !== after.starts_at || before.ends_at !== after.ends_at) {
    changes.push('moved');
  }
  if (before.room_id !== after.room_id) {
    changes.push('room');
  }
  if (before.teacher_id !== after.teacher_id) {
    changes.push('teacher');
  }
  return changes;
}

const byStart = (a: TimetableEntry, b: TimetableEntry) =>
  a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id;

/**
 * Pairs the entries left unpaired by `key` (both sides sorted by start, paired in order within a key); answers the
 * pairs and removes them from the two lists.
 */
function pairBy(
  before: TimetableEntry[],
  after: TimetableEntry[],
  key: (entry: TimetableEntry) => string,
): [TimetableEntry, TimetableEntry][] {
  const waiting = new Map<string, TimetableEntry[]>();
  for (const entry of before) {
    waiting.set(key(entry), [...(waiting.get(key(entry)) ?? []), entry]);
  }
  const pairs: [TimetableEntry, TimetableEntry][] = [];
  const paired = new Set<TimetableEntry>();
  for (const entry of after) {
    const match = waiting.get(key(entry))?.shift();
    if (match) {
      pairs.push([match, entry]);
      paired.add(match).add(entry);
    }
  }
  const keep = (list: TimetableEntry[]) => list.filter((entry) => !paired.has(entry));
  before.splice(0, before.length, ...keep(before));
  after.splice(0, after.length, ...keep(after));
  return pairs;
}

/**
 * The difference from `before` (a published version) to `after` (the draft or a later version): lectures added,
 * removed, and those that stayed but moved, changed room or changed teacher. A lecture stays when it is the same
 * occurrence, or else (a series rewritten gets new occurrences) one of the same name on the same date, or else in
 * the same week. Sorted by the time of the lecture (its new time when it has one).
 */
export function diffTimetables(before: readonly TimetableEntry[], after: readonly TimetableEntry[]): TimetableChange[] {
  const restBefore = [...before].sort(byStart);
  const restAfter = [...after].sort(byStart);
  const pairs = [
    ...pairBy(restBefore, restAfter, (entry) => String(entry.id)),
    ...pairBy(restBefore, restAfter, (entry) => `${entry.name}\u0000${entry.date}`),
    ...pairBy(restBefore, restAfter, (entry) => `${entry.name}\u0000${weekStart(entry.date)}`),
  ];
  const changes: TimetableChange[] = [
    ...restBefore.map((entry): TimetableChange => ({ kind: 'removed', before: entry })),
    ...restAfter.map((entry): TimetableChange => ({ kind: 'added', after: entry })),
  ];
  for (const [old, now] of pairs) {
    const kinds = changesBetween(old, now);
    if (kinds.length > 0) {
      changes.push({ kind: 'changed', before: old, after: now, changes: kinds });
    }
  }
  const when = (change: TimetableChange) => (change.kind === 'removed' ? change.before : change.after);
  return changes.sort((a, b) => byStart(when(a), when(b)));
}

/** The teachers a change concerns: the lecture's teacher before and after. */
export function teachersOf(change: TimetableChange): number[] {
  const ids = [
    change.kind === 'added' ? null : change.before.teacher_id,
    change.kind === 'removed' ? null : change.after.teacher_id,
  ];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The changes that concern one person: every change for a member of the group, a teacher's own lectures else. */
export function changesFor(
  changes: readonly TimetableChange[],
  person: { id: number; member: boolean },
): TimetableChange[] {
  if (person.member) {
    return [...changes];
  }
  return changes.filter((change) => teachersOf(change).includes(person.id));
}

/** Everyone a set of changes concerns: the group's members when there is any change, and the teachers concerned. */
export function peopleConcerned(changes: readonly TimetableChange[], members: readonly number[]): number[] {
  if (changes.length === 0) {
    return [];
  }
  return [...new Set([...members, ...changes.flatMap(teachersOf)])];
}

/** How many changes of each kind (a changed lecture counts under each way it changed). */
export function countChanges(
  changes: readonly TimetableChange[],
): Record<'added' | 'removed' | EntryChangeKind, number> {
  const counts = { added: 0, removed: 0, moved: 0, room: 0, teacher: 0 };
  for (const change of changes) {
    if (change.kind === 'changed') {
      for (const kind of change.changes) {
        counts[kind] += 1;
      }
    } else {
      counts[change.kind] += 1;
    }
  }
  return counts;
}
