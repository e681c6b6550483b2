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

interface Timed {
  row: TimetableRow;
  start: number;
  end: number;
  /** Its place in `others` (conflicts are reported in that order). */
  order: number;
}

/** Rows of one teacher or one item, by start, with the latest end among each prefix. */
interface Lane {
  rows: Timed[];
  latestEnd: number[];
}

/** `rows` by the key (teacher, item), each lane sorted by start; rows without the key are left out. */
function lanesBy(rows: readonly Timed[], key: (row: TimetableRow) => number | null): Map<number, Lane> {
  const lanes = new Map<number, Lane>();
  for (const timed of rows) {
    const value = key(timed.row);
    if (value === null) {
      continue;
    }
    let lane = lanes.get(value);
    if (!lane) {
      lane = { rows: [], latestEnd: [] };
      lanes.set(value, lane);
    }
    lane.rows.push(timed);
  }
  for (const lane of lanes.values()) {
    lane.rows.sort((a, b) => a.start - b.start || a.order - b.order);
    let latest = Number.NEGATIVE_INFINITY;
    lane.latestEnd = lane.rows.map((timed) => (latest = Math.max(latest, timed.end)));
  }
  return lanes;
}

/** The rows of the lane that overlap `[start, end)`: a binary search, then back while any earlier row may reach. */
function overlapping(lane: Lane | undefined, start: number, end: number, found: Map<number, Timed>): void {
  if (!lane) {
    return;
  }
  let low = 0;
  let high = lane.rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lane.rows[middle]!.start < end) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  for (let index = low - 1; index >= 0 && lane.latestEnd[index]! > start; index -= 1) {
    const timed = lane.rows[index]!;
    if (timed.end > start) {
      found.set(timed.order, timed);
    }
  }
}

/**
 * `own`: the group's reservations; `others`: reservations that may stand in their way (of the same teachers or on
 * the same resources, the group's own among them or not); `spaces`: places per item (1 for a room);
 * `capacity`: seats per resource (absent: unknown); `groupSize`: members.
 * Each pair is reported once per kind, from the group's reservation that starts first.
 *
 * Only a reservation of the same teacher or on the same item can conflict, so `others` is looked up by teacher and by
 * item, each sorted by start: a semester's timetable against the ~20,000 bookings of its rooms and teachers took
 * seconds of the event loop when every reservation was compared with every other.
 */
export function findTimetableConflicts(
  own: readonly TimetableRow[],
  others: readonly TimetableRow[],
  options: { groupSize: number; capacity: ReadonlyMap<number, number | null>; spaces?: ReadonlyMap<number, number> },
): TimetableConflict[] {
  const conflicts: TimetableConflict[] = [];
  const timed = (row: TimetableRow, order: number): Timed => ({
    row,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
    order,
  });
  const ownIds = new Set(own.map((row) => row.id));
  const seen = new Set<string>();
  const report = (kind: ConflictKind, a: TimetableRow, b: TimetableRow) => {
    const key = `${kind}:${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`;
    if (!seen.has(key)) {
      seen.add(key);
      conflicts.push({ kind, reservation_id: a.id, other_id: b.id });
    }
  };
  const candidates = others.map(timed);
  const byTeacher = lanesBy(candidates, (row) => row.person_responsible_id);
  const byItem = lanesBy(candidates, (row) => row.item_id);
  const byStart = own.map(timed).sort((a, b) => a.start - b.start || a.row.id - b.row.id);
  for (const [index, { row, start, end }] of byStart.entries()) {
    // The group in two places at once: two of its own reservations overlap.
    for (let next = index + 1; next < byStart.length && byStart[next]!.start < end; next += 1) {
      report('group', row, byStart[next]!.row);
    }
    const met = new Map<number, Timed>();
    if (row.person_responsible_id !== null) {
      overlapping(byTeacher.get(row.person_responsible_id), start, end, met);
    }
    if (row.item_id !== null) {
      overlapping(byItem.get(row.item_id), start, end, met);
    }
    for (const { row: other } of [...met.values()].sort((a, b) => a.order - b.order)) {
      if (other.id === row.id) {
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
