import { type LiveEvent, type LiveKind } from '@laikas/contract';

/*
 * Live timetables (issue 31), the pure part of the client: which SWR keys an event makes stale. The event names what
 * changed (kinds, rooms, a span); the keys are read again through the ordinary calls, so a tab sees only what its
 * user may read. A key the event cannot concern (another room's week, another week) is left alone.
 */

// The areas (a key's first part) each kind of change makes stale.
const AREAS: Readonly<Record<LiveKind, readonly string[]>> = {
  reservation: ['reservations', 'invitations'],
  series: ['reservations', 'invitations'],
  blackout: ['reservations', 'closures'],
  resource: ['reservations', 'resources', 'closures'],
  item: ['reservations', 'resources'],
  group: ['groups', 'reservations'],
  period: ['closures', 'timetables', 'reservations'],
  group_timetable: ['timetables', 'reservations'],
  annex: ['annexes'],
  user: ['/api/user'],
  notification: ['notifications', 'invitations'],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the event's span meets the dates `from`–`to` of a key (a day of slack either side for the time zone). */
function meetsDates(event: LiveEvent, from: unknown, to: unknown): boolean {
  if (event.from === null || event.to === null || typeof from !== 'string' || typeof to !== 'string') {
    return true;
  }
  if (!DATE.test(from) || !DATE.test(to)) {
    return true;
  }
  const start = Date.parse(`${from}T00:00:00Z`) - DAY_MS;
  const end = Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS;
  return Date.parse(event.from) < end && Date.parse(event.to) >= start;
}

/** Whether a key naming rooms (`12`, `'3,4'`, null: all) may show one of the event's rooms. */
function meetsRooms(event: LiveEvent, rooms: unknown): boolean {
  if (event.resource_ids.length === 0 || rooms === null || rooms === undefined) {
    return true;
  }
  const ids = String(rooms)
    .split(',')
    .filter((id) => id !== '')
    .map(Number);
  return ids.length === 0 || ids.some((id) => event.resource_ids.includes(id));
}

/** Whether the SWR key `key` may show something `event` changed. */
export function isStaleAfter(event: LiveEvent, key: unknown): boolean {
  const areas = new Set(event.kinds.flatMap((kind) => AREAS[kind]));
  if (typeof key === 'string') {
    return areas.has(key);
  }
  if (!Array.isArray(key) || !areas.has(String(key[0]))) {
    return false;
  }
  const [area, view, rooms, from, to] = key as unknown[];
  if (area === 'reservations' && (view === 'week' || view === 'busy' || view === 'remote')) {
    return meetsRooms(event, rooms) && meetsDates(event, from, to);
  }
  if (area === 'reservations' && view === 'lanes') {
    return meetsDates(event, key[4], key[5]);
  }
  if (area === 'closures' && view === 'blackouts') {
    return meetsRooms(event, rooms) && meetsDates(event, from, to);
  }
  if (area === 'closures' && view === 'exams') {
    return meetsDates(event, key[2], key[3]);
  }
  return true;
}

/** One announcement at most this often: a burst of changes (a series saved, several people booking) is heard once. */
export const ANNOUNCE_QUIET_MS = 4_000;

/**
 * What the live region says of `event` at `now`, the last announcement having been at `lastAt`: the event's words, or
 * nothing for the person's own change or within the quiet time after the last one (one polite word, not a flood).
 */
export function announcementAt(
  event: LiveEvent,
  now: number,
  lastAt: number | null,
  quietMs = ANNOUNCE_QUIET_MS,
): 'updated' | 'updatedNotification' | undefined {
  if (event.by_me || (lastAt !== null && now - lastAt < quietMs)) {
    return undefined;
  }
  return event.kinds.includes('notification') ? 'updatedNotification' : 'updated';
}

/** The wait before the n-th reconnect after a refused or failed stream: 1 s doubling to 60 s, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** The window event screens listen to for a change they show (a block to highlight, a slot just taken). */
export const LIVE_CHANGE_EVENT = 'laikas:live-change';

/** Tells the screens of a change (issue 31): `window.addEventListener(LIVE_CHANGE_EVENT, …)`. */
export function onLiveChange(listener: (event: LiveEvent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LiveEvent>).detail);
  window.addEventListener(LIVE_CHANGE_EVENT, handler);
  return () => window.removeEventListener(LIVE_CHANGE_EVENT, handler);
}
