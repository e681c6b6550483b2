import { type Repeater as ApiRepeater, type ReservationInput, toMinutes } from '@laikas/contract';
import { type NewReservation, type Reservation } from '../../db/database.js';
import { type Actor, initialStatus } from '../../domain/permissions.js';
import { type Occurrence } from '../../domain/repeater.js';
import { type Target, unique } from './write-plan.js';

/*
 * A reservation body as the rows it is stored in: one per occurrence per target, its series' rule, its links.
 */

/** An occurrence's row on a target, as the body says it (its status by who makes it where). */
export function rowValues(input: ReservationInput, target: Target, occurrence: Occurrence, actor: Actor, now: string) {
  return {
    item_id: target.item?.id ?? null,
    resource_id: target.resource.id,
    type: input.type,
    name: input.name,
    description: input.description ?? null,
    starts_at: occurrence.start.toISOString(),
    ends_at: occurrence.end.toISOString(),
    person_responsible_id: input.person_responsible ?? null,
    is_remote: input.is_remote,
    remote_address: input.is_remote === 1 ? (input.remote_address ?? null) : null,
    updated_at: now,
    status: initialStatus(actor, target.settings.approved),
    // Saved again, it is decided again: an earlier refusal's reason no longer applies.
    rejection_reason: null,
  } satisfies Partial<NewReservation>;
}

/** The row of a series' rule from its first day `input.from`, in the institution's time zone. */
export function repeaterRow(
  rule: ApiRepeater,
  input: Pick<ReservationInput, 'from' | 'from_time' | 'to_time'>,
  createdAt: string,
  timeZone: string,
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

/** The groups, invited people and annexes a body links. */
export function linksOf(input: ReservationInput) {
  return { groupIds: unique(input.groups), userIds: unique(input.invitations), annexIds: unique(input.annexes) };
}

/** Rows in the order every list answers with: by start, then by id. */
export const byStart = (rows: readonly Reservation[]) =>
  [...rows].sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));
