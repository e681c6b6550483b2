import type { TimeOfDay } from '@laikas/contract/time';
import type { ReservationBody } from '@laikas/contract';
import type { ReservationFormValues } from './formValues';
import type { UpdateScope } from './scope';

/** The body of a create or update: the API's reservation body (spec 3), ready for `reservationBodySchema`. */
export type ReservationPayload = ReservationBody;

const copyTime = (time: TimeOfDay | null): TimeOfDay =>
  time ? { hours: time.hours, minutes: time.minutes } : { hours: 0, minutes: 0 };

/**
 * Builds what `onSave` receives. Several resources make one batch: the payload lists them all in
 * `reservable` and the caller posts it once. The remote address is only sent for a remote
 * reservation; the chosen update scope travels in `update_selection_*`.
 * Precondition: the values passed `validateFormValues`.
 */
export function buildReservationPayload(values: ReservationFormValues, scope: UpdateScope = {}): ReservationPayload {
  const description = values.description.trim();
  const remoteAddress = values.remote_address.trim();
  const payload: ReservationPayload = {
    name: values.name.trim(),
    description: description === '' ? null : description,
    from: values.from,
    to: values.from,
    from_time: copyTime(values.from_time),
    to_time: copyTime(values.to_time),
    type: values.type,
    person_responsible: values.person_responsible?.id ?? null,
    groups: [...values.groups],
    invitations: values.invitations.map((person) => person.id),
    annexes: [...values.annexes],
    is_remote: values.is_remote ? 1 : 0,
    remote_address: values.is_remote && remoteAddress !== '' ? remoteAddress : null,
    repeater: values.repeater
      ? {
          type: values.repeater.type,
          interval: values.repeater.interval,
          until: values.repeater.until,
          weekdays: values.repeater.type === 'weekly' ? [...values.repeater.weekdays] : [],
          ...(values.repeater.skip_conflicts === true && { skip_conflicts: true }),
        }
      : null,
    reservable: [...new Set(values.reservable)],
  };
  if (scope.update_selection_repeater) {
    payload.update_selection_repeater = scope.update_selection_repeater;
  }
  if (scope.update_selection_batch) {
    payload.update_selection_batch = scope.update_selection_batch;
  }
  return payload;
}
