import type { TimeOfDay } from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';

/**
 * A person named in an exported event; `email` is a text or, as the spec sends it, `{ email }`. Without an address the
 * reader may see, the person's `id` names them (`urn:x-laikas:user:{id}`), so an event still says who runs it.
 */
export interface CalendarPerson {
  id?: number | null;
  name?: string | null;
  email?: string | { email?: string | null } | null;
}

/** An invitee, with the answer to the invitation when the API gives it (no answer yet: NEEDS-ACTION). */
export interface CalendarInvitee extends CalendarPerson {
  status?: 'pending' | 'accepted' | 'declined' | null;
}

/**
 * A series' rule as a saved reservation carries it: where the series starts and the dates it skips (deleted or
 * detached occurrences) make the file yield exactly the server's occurrences.
 */
export interface CalendarRepeater extends Repeater {
  starts_on?: string | null;
  excluded_dates?: readonly string[] | null;
}

/**
 * A reservation to export (spec 3, "Calendar event"). `from`/`to` are dates with `from_time`/`to_time`,
 * or local date-times (`YYYY-MM-DD HH:mm`), or instants with an offset. A saved reservation as the
 * API returns it fits as it is.
 */
export interface CalendarEvent {
  id?: number | null;
  name?: string | null;
  description?: string | null;
  url?: string | null;
  from?: string | null;
  to?: string | null;
  from_time?: TimeOfDay | string | null;
  to_time?: TimeOfDay | string | null;
  reservable?: { name: string } | readonly { name: string }[] | null;
  reservable_name?: string | null;
  /** The person responsible; an id alone (as the API sends it) is ignored in favour of `responsible`. */
  person_responsible?: CalendarPerson | number | null;
  responsible?: CalendarPerson | null;
  organizer?: CalendarPerson | null;
  /** The creator, used as the organizer when no organizer is given. */
  user?: CalendarPerson | null;
  /** The invitees: attendees with their answers. */
  invitations?: readonly CalendarInvitee[] | null;
  is_remote?: 0 | 1 | boolean | null;
  remote_address?: string | null;
  repeater?: CalendarRepeater | null;
  /** The series' id: its events keep one UID in every export, so a calendar updates them instead of doubling. */
  repeater_id?: number | null;
  /** The revision of the event (SEQUENCE): raised on every change, so a calendar takes the newer copy. */
  sequence?: number | null;
  /** Approved, pending or rejected; a calendar feed writes it as STATUS (CONFIRMED, TENTATIVE, CANCELLED). */
  status?: 'approved' | 'pending' | 'rejected' | null;
  /**
   * For an occurrence changed on its own (detached), the instant its series had it at: it is written as an
   * exception of the series (same UID, RECURRENCE-ID) rather than as an event of its own.
   */
  recurrence_id?: string | null;
}

/** The e-mail of a person, whichever shape it came in. */
export function emailOf(person: CalendarPerson | null | undefined): string | undefined {
  const email = person?.email;
  const text = typeof email === 'string' ? email : email?.email;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The name of the place: the resource (or resources) reserved. */
export function locationOf(event: CalendarEvent): string | undefined {
  const { reservable } = event;
  const names = Array.isArray(reservable)
    ? reservable.map((resource: { name: string }) => resource.name)
    : reservable
      ? [(reservable as { name: string }).name]
      : [];
  const location = names.filter(Boolean).join(', ') || event.reservable_name?.trim();
  return location ? location : undefined;
}
