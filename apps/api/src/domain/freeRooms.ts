import { FREE_ROOM_CANDIDATES } from '@laikas/contract';
import { compareNames } from './lithuanianOrder.js';
import { fitsAmong, type Interval, intervalsOverlap } from './overlap.js';

/** A resource that passed the static filters (permission, capacity, tags, time rules), with its items. */
export interface RoomCandidate {
  id: number;
  name: string;
  capacity: number | null;
  needsApproval: boolean;
  /** Each item and how many reservations may overlap on it. */
  items: readonly { id: number; spaces: number }[];
  /** When the resource cannot be reserved at all (blackouts: holidays, the room out of use). */
  closed?: readonly Interval[];
}

/** One asked occurrence: its local date and its instants (epoch ms). */
export interface AskedOccurrence extends Interval {
  date: string;
}

/**
 * What already stands (not rejected) on each item, per asked occurrence: item id, then the occurrence's position
 * in the occurrences asked, then the intervals touching it. A booking touching two occurrences is under each once.
 */
export type HeldByItem = ReadonlyMap<number, ReadonlyMap<number, readonly Interval[]>>;

export interface RankedRoom {
  id: number;
  itemId: number;
  /** Dates on which even the best item is taken, in the order asked. */
  clashes: string[];
}

/**
 * Which item of each candidate a reservation would take and on which asked dates it is taken: the item with the
 * fewest clashes (lowest id on a tie). `held` lists per item and occurrence what already stands there.
 */
export function assessRoom(
  candidate: RoomCandidate,
  occurrences: readonly AskedOccurrence[],
  held: HeldByItem,
): RankedRoom {
  const closed = candidate.closed ?? [];
  const shut = occurrences.map((occurrence) => closed.some((interval) => intervalsOverlap(interval, occurrence)));
  const none: readonly Interval[] = [];
  let best: RankedRoom | undefined;
  for (const item of [...candidate.items].sort((a, b) => a.id - b.id)) {
    const standing = held.get(item.id);
    const clashes = occurrences
      .filter(
        (occurrence, position) =>
          shut[position] || !fitsAmong(occurrence, standing?.get(position) ?? none, item.spaces),
      )
      .map((occurrence) => occurrence.date);
    if (!best || clashes.length < best.clashes.length) {
      best = { id: candidate.id, itemId: item.id, clashes };
    }
    if (clashes.length === 0) {
      break;
    }
  }
  return best ?? { id: candidate.id, itemId: 0, clashes: occurrences.map((occurrence) => occurrence.date) };
}

/**
 * Ranks by fit: free on every date first, then fewest clashing dates; among equals the fewest seats (unknown last),
 * then no approval needed, then name. When some are free on every date only those are answered; otherwise up to
 * FREE_ROOM_CANDIDATES that are free on at least one date.
 */
export function rankRooms(
  candidates: readonly RoomCandidate[],
  occurrences: readonly AskedOccurrence[],
  held: HeldByItem,
): { rooms: RankedRoom[]; allFree: boolean } {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const assessed = candidates
    .filter((candidate) => candidate.items.length > 0)
    .map((candidate) => assessRoom(candidate, occurrences, held));
  const seats = (room: RankedRoom) => byId.get(room.id)!.capacity ?? Number.POSITIVE_INFINITY;
  assessed.sort((a, b) => {
    const first = byId.get(a.id)!;
    const second = byId.get(b.id)!;
    return (
      a.clashes.length - b.clashes.length ||
      (seats(a) === seats(b) ? 0 : seats(a) < seats(b) ? -1 : 1) ||
      Number(first.needsApproval) - Number(second.needsApproval) ||
      compareNames(first.name, second.name) ||
      a.id - b.id
    );
  });
  const free = assessed.filter((room) => room.clashes.length === 0);
  if (free.length > 0) {
    return { rooms: free, allFree: true };
  }
  const partly = assessed.filter((room) => room.clashes.length < occurrences.length);
  return { rooms: partly.slice(0, FREE_ROOM_CANDIDATES), allFree: false };
}
