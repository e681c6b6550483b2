import { LIVE_MAX_IDS, type LiveKind } from '@laikas/contract';

/*
 * Live timetables (issue 31), the pure part: which committed changes become events, what an event names, and who may
 * be told. An event names kinds, ids and a span of time, never names or addresses: the tab reads what it shows again
 * through the ordinary authorised calls, so an event tells no more than those reads.
 */

/** A recorded change as the audit log hands it to its listeners (services/audit.ts AuditRecord, the fields read). */
export interface ChangeRecord {
  action: string;
  entityType: string;
  entityId: number | string;
  before?: Readonly<Record<string, unknown>> | null | undefined;
  after?: Readonly<Record<string, unknown>> | null | undefined;
}

/** What one event names; stored as the row's payload. */
export interface LiveEventPayload {
  kinds: LiveKind[];
  resource_ids: number[];
  reservation_ids: number[];
  from: string | null;
  to: string | null;
}

/** An event ready to be written: everyone's (userId null) or one user's. */
export interface LiveEventDraft {
  userId: number | null;
  payload: LiveEventPayload;
}

// Entity types of the audit log told to every signed-in user: what the timetables and pickers show, which every
// signed-in user may read. Users are told to themselves only; settings and sign-in providers are no one's screen.
const PUBLIC_KINDS: Readonly<Record<string, LiveKind>> = {
  reservation: 'reservation',
  series: 'series',
  blackout: 'blackout',
  resource: 'resource',
  item: 'item',
  group: 'group',
  period: 'period',
  group_timetable: 'group_timetable',
  annex: 'annex',
};

const SKIPPED_ACTIONS = new Set(['sign_in', 'sign_in_failed']);

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number' && Number.isInteger(id));

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The instants a snapshot spans: a reservation's start and end, a series' first start to its last one's start. */
function spanOf(snapshot: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (!snapshot) {
    return [];
  }
  return [text(snapshot.starts_at), text(snapshot.ends_at), text(snapshot.last_starts_at)].filter(
    (instant): instant is string => instant !== null,
  );
}

const union = (values: readonly number[]) => [...new Set(values)].sort((left, right) => left - right);

/**
 * The events of the changes one transaction recorded: one for everybody naming every public change (rooms,
 * reservations, span), and one per user whose account changed (their own screens, and their open streams checked).
 * Sign-ins and settings are none.
 */
export function liveEventsOf(records: readonly ChangeRecord[]): LiveEventDraft[] {
  const kinds = new Set<LiveKind>();
  const resources: number[] = [];
  const reservations: number[] = [];
  const instants: string[] = [];
  const users = new Set<number>();
  for (const record of records) {
    if (SKIPPED_ACTIONS.has(record.action)) {
      continue;
    }
    if (record.entityType === 'user') {
      users.add(Number(record.entityId));
      continue;
    }
    const kind = PUBLIC_KINDS[record.entityType];
    if (!kind) {
      continue;
    }
    kinds.add(kind);
    for (const snapshot of [record.before, record.after]) {
      resources.push(...ids(snapshot?.resource_id), ...ids(snapshot?.resources));
      instants.push(...spanOf(snapshot));
    }
    if (kind === 'resource') {
      resources.push(...ids(Number(record.entityId)));
    }
    if (kind === 'reservation') {
      reservations.push(...ids(Number(record.entityId)));
    }
  }
  const drafts: LiveEventDraft[] = [];
  if (kinds.size > 0) {
    const sorted = [...instants].sort();
    drafts.push({
      userId: null,
      payload: {
        kinds: [...kinds].sort(),
        resource_ids: union(resources),
        reservation_ids: union(reservations).slice(0, LIVE_MAX_IDS),
        from: sorted[0] ?? null,
        to: sorted[sorted.length - 1] ?? null,
      },
    });
  }
  for (const userId of [...users].filter(Number.isInteger).sort((left, right) => left - right)) {
    drafts.push({ userId, payload: ownEvent('user') });
  }
  return drafts;
}

/** An event of one user's own: their notifications, their account. */
export function ownEvent(kind: 'notification' | 'user'): LiveEventPayload {
  return { kinds: [kind], resource_ids: [], reservation_ids: [], from: null, to: null };
}

/** Whether a stream of `viewerId` may be told of an event for `userId` (null: everyone signed in). */
export function mayReceive(viewerId: number, event: { userId: number | null }): boolean {
  return event.userId === null || event.userId === viewerId;
}

/** The SSE text of one event: `id`, `event` and one `data` line (JSON has no raw line breaks). */
export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The id a reconnecting tab last saw (`Last-Event-ID`, or `?last_event_id=`): a non-negative integer, else none. */
export function lastEventIdOf(value: unknown): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
    return undefined;
  }
  return Number(raw);
}
