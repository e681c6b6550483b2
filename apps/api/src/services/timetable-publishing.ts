import {
  type TimetableChanges,
  type TimetableChangeView,
  type TimetableEntryView,
  type TimetableVersion,
} from '@laikas/contract';
import { formatLocal, toLocal } from '@laikas/contract/time';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { compareNames } from '../domain/lithuanianOrder.js';
import {
  NOTIFICATION_TYPES,
  TIMETABLE_CHANGES_LISTED,
  type NotificationParams,
  type TimetableChangeParams,
  type TimetableNotice,
} from '../domain/notificationMessages.js';
import {
  changesFor,
  countChanges,
  diffTimetables,
  teachersOf,
  type TimetableChange,
  type TimetableEntry,
} from '../domain/timetableVersions.js';
import { type GroupTimetableRepository } from '../repositories/group-timetables.js';
import { type NewNotification } from '../repositories/notifications.js';

type Executor = Kysely<Database>;

/** The timetable a version is of, as the group timetable service reads it. */
export interface PublishedTimetable {
  id: number;
  group_id: number;
  group_name: string;
  period_name: string;
}

type VersionRow = Awaited<ReturnType<GroupTimetableRepository['versions']>>[number];

export function presentVersion(row: VersionRow): TimetableVersion {
  return {
    number: row.number,
    note: row.note,
    published_by: { id: row.published_by, name: row.published_by_name },
    published_at: row.published_at,
  };
}

/** A change's lines for its reader's notification: one per way a lecture changed. */
export function noticeChanges(changes: readonly TimetableChange[]): TimetableChangeParams[] {
  return changes.flatMap((change): TimetableChangeParams[] => {
    const lecture = (entry: TimetableEntry) => ({
      name: entry.name,
      from: entry.starts_at,
      to: entry.ends_at,
      room: entry.room,
      teacher: entry.teacher,
    });
    switch (change.kind) {
      case 'added':
        return [{ kind: 'added', ...lecture(change.after) }];
      case 'removed':
        return [{ kind: 'removed', ...lecture(change.before) }];
      case 'changed':
        return change.changes.map((kind) => ({
          kind,
          ...lecture(change.after),
          ...(kind === 'moved' && { old_from: change.before.starts_at }),
          ...(kind === 'room' && { old_room: change.before.room }),
          ...(kind === 'teacher' && { old_teacher: change.before.teacher }),
        }));
      default:
        return change satisfies never;
    }
  });
}

/*
 * Publishing group timetables in versions (issue 36). A version is a snapshot of the timetable's lectures, frozen
 * when published; the draft is the lectures as they are now. Each person concerned is told once per publish of
 * what changed for them since the version they were last sent (their receipt).
 */
export function createTimetablePublishing(deps: { timetables: GroupTimetableRepository; timeZone: string }) {
  const { timetables, timeZone } = deps;

  /** The timetable's lectures as they are now, as a version keeps them. */
  async function entriesOf(rows: readonly Reservation[], trx?: Executor): Promise<TimetableEntry[]> {
    const [resources, teachers] = await Promise.all([
      timetables.resourcesByIds([...new Set(rows.map((row) => row.resource_id))], trx),
      timetables.userNames(
        rows.flatMap((row) => row.person_responsible_id ?? []),
        trx,
      ),
    ]);
    const roomName = new Map(resources.map((resource) => [resource.id, resource.name]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      date: toLocal(new Date(row.starts_at), timeZone).date,
      room_id: row.resource_id,
      room: roomName.get(row.resource_id) ?? String(row.resource_id),
      teacher_id: row.person_responsible_id,
      teacher: row.person_responsible_id === null ? null : (teachers.get(row.person_responsible_id) ?? null),
    }));
  }

  const view = (entry: TimetableEntry): TimetableEntryView => ({
    id: entry.id,
    name: entry.name,
    from: formatLocal(new Date(entry.starts_at), timeZone),
    to: formatLocal(new Date(entry.ends_at), timeZone),
    room: entry.room,
    teacher: entry.teacher_id === null ? null : { id: entry.teacher_id, name: entry.teacher ?? '' },
  });

  const changeView = (change: TimetableChange): TimetableChangeView => ({
    kind: change.kind,
    changes: change.kind === 'changed' ? change.changes : [],
    before: change.kind === 'added' ? null : view(change.before),
    after: change.kind === 'removed' ? null : view(change.after),
  });

  /** Versions' entries by number (each parsed once). */
  async function entriesByVersion(timetableId: number, numbers: readonly number[], trx?: Executor) {
    const rows = await timetables.versionsByNumber(timetableId, numbers, trx);
    return new Map(rows.map((row) => [row.number, JSON.parse(row.entries) as TimetableEntry[]]));
  }

  return {
    entriesOf,

    /** The draft against the last published version, for the group or (`userId`) one person. */
    async changes(
      timetable: PublishedTimetable,
      draft: readonly TimetableEntry[],
      userId: number | undefined,
    ): Promise<TimetableChanges> {
      const [last] = await timetables.versions(timetable.id);
      const before = last ? ((await entriesByVersion(timetable.id, [last.number])).get(last.number) ?? []) : [];
      const all = diffTimetables(before, draft);
      const members = await timetables.memberIds(timetable.group_id);
      const shown = userId === undefined ? all : changesFor(all, { id: userId, member: members.includes(userId) });
      const perTeacher = new Map<number, number>();
      for (const change of all) {
        for (const teacher of teachersOf(change)) {
          perTeacher.set(teacher, (perTeacher.get(teacher) ?? 0) + 1);
        }
      }
      const names = await timetables.userNames([...perTeacher.keys()]);
      return {
        base: last ? presentVersion(last) : null,
        changes: shown.map(changeView),
        counts: countChanges(shown),
        members: members.length,
        teachers: [...perTeacher]
          .map(([id, count]) => ({ id, name: names.get(id) ?? String(id), changes: count }))
          .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id),
      };
    },

    /**
     * Freezes `draft` as the timetable's next version and writes, for each person concerned, their notification:
     * the members of the group and the teachers of the lectures in this or an earlier version, each told what
     * changed for them since the version they were last sent (or, never told, that it is published and how many
     * lectures are theirs); nobody is told of nothing, and `authorId` is never told. Runs in `trx`; answers the
     * notifications to insert (the caller writes them so the outbox hears of them).
     */
    async freeze(
      trx: Executor,
      timetable: PublishedTimetable,
      draft: readonly TimetableEntry[],
      version: { note: string | null; by: { id: number; name: string }; at: string },
    ): Promise<{ version: TimetableVersion; notifications: NewNotification[]; told: number[] }> {
      const [last] = await timetables.versions(timetable.id, trx);
      const number = (last?.number ?? 0) + 1;
      const row = {
        timetable_id: timetable.id,
        number,
        note: version.note,
        published_by: version.by.id,
        published_by_name: version.by.name,
        published_at: version.at,
        entries: JSON.stringify(draft),
      };
      await timetables.insertVersion(row, trx);
      const members = await timetables.memberIds(timetable.group_id, trx);
      const earlier = await entriesByVersion(
        timetable.id,
        Array.from({ length: number - 1 }, (_, index) => index + 1),
        trx,
      );
      const teacherIds = [...draft, ...[...earlier.values()].flat()].flatMap((entry) => entry.teacher_id ?? []);
      const memberSet = new Set(members);
      const people = [...new Set([...members, ...teacherIds])].filter((id) => id !== version.by.id);
      const receipts = await timetables.receipts(timetable.id, people, trx);
      const diffs = new Map<number, TimetableChange[]>();
      const diffFrom = (base: number) => {
        if (!diffs.has(base)) {
          diffs.set(base, diffTimetables(earlier.get(base) ?? [], draft));
        }
        return diffs.get(base)!;
      };
      const notices: { userId: number; notice: TimetableNotice }[] = [];
      const about = { timetable_id: timetable.id, group: timetable.group_name, period: timetable.period_name };
      for (const userId of people) {
        const person = { id: userId, member: memberSet.has(userId) };
        const base = receipts.get(userId) ?? (last ? last.number : undefined);
        if (base === undefined) {
          const lectures = person.member ? draft.length : draft.filter((entry) => entry.teacher_id === userId).length;
          if (lectures > 0 || person.member) {
            notices.push({
              userId,
              notice: {
                ...about,
                version: number,
                note: version.note,
                first: true,
                lecture_count: lectures,
                changes: [],
                change_count: 0,
              },
            });
          }
          continue;
        }
        const own = noticeChanges(changesFor(diffFrom(base), person));
        if (own.length > 0) {
          notices.push({
            userId,
            notice: {
              ...about,
              version: number,
              note: version.note,
              first: false,
              lecture_count: 0,
              changes: own.slice(0, TIMETABLE_CHANGES_LISTED),
              change_count: own.length,
            },
          });
        }
      }
      const told = notices.map(({ userId }) => userId);
      await timetables.saveReceipts(timetable.id, told, number, trx);
      return {
        version: presentVersion(row),
        told,
        notifications: notices.map(({ userId, notice }) => ({
          user_id: userId,
          type: NOTIFICATION_TYPES.timetable_published,
          data: JSON.stringify({ timetable: notice } satisfies NotificationParams),
          read_at: null,
          created_at: version.at,
        })),
      };
    },
  };
}
export type TimetablePublishing = ReturnType<typeof createTimetablePublishing>;
