import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AuditAction, type Authorizable, can, type WebhookEvent } from '@laikas/contract';

/*
 * The pure parts of webhooks (issue 35): which event a recorded change is, what a receiver may read of it, and the
 * signature over `<timestamp>.<body>`.
 */

/** What an audited change looks like to this module. */
export interface RecordedChange {
  action: AuditAction;
  entityType: string;
  entityId: number | string;
  label?: string | null | undefined;
  before?: Readonly<Record<string, unknown>> | null | undefined;
  after?: Readonly<Record<string, unknown>> | null | undefined;
}

const RESERVATION_EVENTS: Partial<Record<AuditAction, WebhookEvent>> = {
  create: 'reservation.created',
  update: 'reservation.updated',
  delete: 'reservation.deleted',
  approve: 'reservation.approved',
  reject: 'reservation.rejected',
};

/** The webhook event a recorded change is, or undefined when no event is sent for it. */
export function eventOf(change: RecordedChange): WebhookEvent | undefined {
  switch (change.entityType) {
    case 'reservation':
      return RESERVATION_EVENTS[change.action];
    case 'series':
      return 'series.changed';
    case 'group_timetable':
      return change.after?.status === 'approved' ? 'group_timetable.published' : undefined;
    case 'resource':
    case 'item':
      return 'resource.changed';
    case 'user':
      return 'user.changed';
    default:
      return undefined;
  }
}

/**
 * Fields only some may read, and the ability that reads them: a reservation's join address and its invitees
 * (`reservations.manage`), a person's e-mail address (`users.manage`).
 */
export const PRIVATE_FIELDS: Readonly<Record<string, 'reservations.manage' | 'users.manage'>> = {
  remote_address: 'reservations.manage',
  invitees: 'reservations.manage',
  invitations: 'reservations.manage',
  email: 'users.manage',
};

function visible(snapshot: Readonly<Record<string, unknown>>, reader: Authorizable): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(snapshot).filter(([field]) => {
      const needs = PRIVATE_FIELDS[field];
      return needs === undefined || can(reader, needs);
    }),
  );
}

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** The fields of `before` whose values `after` changed (compared as JSON), as they were: an update's `previous`. */
function changedBefore(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(before).filter(([field, value]) => !same(value, after?.[field])));
}

/**
 * What a queued event keeps of a change, as `reader` (the endpoint's owner) may read it: the thing's id and name, its
 * fields after the change (before it, for a deletion) and, for an update, the fields it changed as they were
 * (`previous`, docs/api.md; a reservation's audit keeps every field before and after, a user's only the changed
 * ones). When sent, the thing's current representation takes its place where the thing still exists
 * (services/webhook-representations.ts).
 */
export function eventData(change: RecordedChange, reader: Authorizable): Record<string, unknown> {
  const id =
    typeof change.entityId === 'string' && /^\d+$/.test(change.entityId) ? Number(change.entityId) : change.entityId;
  const current = change.after ?? change.before ?? {};
  return {
    id,
    entity: change.entityType,
    action: change.action,
    ...(change.label != null && { name: change.label }),
    ...visible(current, reader),
    ...(change.action === 'update' &&
      change.before && { previous: visible(changedBefore(change.before, change.after), reader) }),
  };
}

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `<timestamp>.<body>` with the endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (docs/api.md): recomputes the signature and compares in constant time. */
export function verifyWebhook(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Back-off after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min, about 2 h. */
export function webhookBackoffMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}
