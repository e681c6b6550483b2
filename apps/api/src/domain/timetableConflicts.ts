/*
 * The conflict report of a group timetable before approval (issue 16): the same teacher, room or group in two
 * places at once, and rooms too small for the group. Pure: rows in, conflicts out.
 */

export interface TimetableRow {
  id: number;
  name: string;
  resource_id: number;
  item_id: number | null;
  person_responsible_id: number | null;
  /** Instants as stored (ISO text); compared as numbers here. */
  starts_at: string;
  ends_at: string;
}

export type ConflictKind = 'teacher' | 'room' | 'group' | 'capacity';

export interface TimetableConflict {
  kind: ConflictKind;
  /** The group's reservation. */
  reservation_id: number;
  /** What it meets (another reservation); absent for capacity. */
  other_id?: number;
}

/**
 * `own`: the group's reservations; `others`: reservations that may stand in their way (of the same teachers or on
 * the same resources, the group's own among them or not); `spaces`: places per item (1 for a room);
 * `capacity`: seats per resource (absent: unknown); `groupSize`: members.
 * Each pair is reported once per kind, from the group's reservation that starts first.
 */
export function findTimetableConflicts(
  own: readonly TimetableRow[],
  others: readonly TimetableRow[],
  options: { groupSize: number; capacity: ReadonlyMap<number, number | null>; spaces?: ReadonlyMap<number, number> },
): TimetableConflict[] {
  const conflicts: TimetableConflict[] = [];
  const span = (row: TimetableRow) => [Date.parse(row.starts_at), Date.parse(row.ends_at)] as const;
  const overlap = (a: TimetableRow, b: TimetableRow) => {
    const [aStart, aEnd] = span(a);
    const [bStart, bEnd] = span(b);
    return aStart < bEnd && bStart < aEnd;
  };
  const ownIds = new Set(own.map((row) => row.id));
  const seen = new Set<string>();
  const report = (kind: ConflictKind, a: TimetableRow, b: TimetableRow) => {
    const key = `${kind}:${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`;
    if (!seen.has(key)) {
      seen.add(key);
      conflicts.push({ kind, reservation_id: a.id, other_id: b.id });
    }
  };
  const byStart = [...own].sort((a, b) => span(a)[0] - span(b)[0] || a.id - b.id);
  for (const [index, row] of byStart.entries()) {
    // The group in two places at once: two of its own reservations overlap.
    for (const later of byStart.slice(index + 1)) {
      if (span(later)[0] >= span(row)[1]) {
        break;
      }
      report('group', row, later);
    }
    for (const other of others) {
      if (other.id === row.id || !overlap(row, other)) {
        continue;
      }
      if (row.person_responsible_id !== null && other.person_responsible_id === row.person_responsible_id) {
        report('teacher', row, other);
      }
      const sameItem = row.item_id !== null && other.item_id === row.item_id;
      const spaces = row.item_id === null ? 1 : (options.spaces?.get(row.item_id) ?? 1);
      if (sameItem && spaces <= 1 && !ownIds.has(other.id)) {
        report('room', row, other);
      }
    }
    const seats = options.capacity.get(row.resource_id);
    if (seats !== undefined && seats !== null && seats < options.groupSize) {
      conflicts.push({ kind: 'capacity', reservation_id: row.id });
    }
  }
  return conflicts;
}
