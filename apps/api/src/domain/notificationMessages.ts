import { type Language, type NotificationData, type NotificationKind } from '@laikas/contract';
import { pluralLt } from '../i18n/messages.js';
import { formatLocal } from '@laikas/contract/time';

/*
 * The text of every notification, in its recipient's language (pure: no database, no clock). A notification is
 * written once, in the language its recipient has when it is created, like a letter: changing one's language
 * later does not rewrite old notifications.
 */

/** What a reservation notification is about: the first occurrence of the write, and how many there are. */
export interface ReservationSubject {
  id: number;
  name: string;
  type: 'lecture' | 'event';
  startsAt: string;
  endsAt: string;
  /** Occurrences (and batch members) the write touched for this recipient. */
  count: number;
}

export interface MessageContext {
  language: Language;
  timeZone: string;
  /** Who made the change (shown as its author); null for the system (approvals by a job, reminders). */
  actorName: string | null;
  /** The occurrences were deleted (a detached notification then says the occurrence was cancelled on its own). */
  cancelled?: boolean;
}

/** "1 reservation", "2 reservations" / "1 rezervacija", "2 rezervacijos", "10 rezervacijų", "21 rezervacija". */
export function reservationsCount(count: number, language: Language): string {
  if (language === 'lt') {
    return `${count} ${pluralLt(count, 'rezervacija', 'rezervacijos', 'rezervacijų')}`;
  }
  return `${count} ${count === 1 ? 'reservation' : 'reservations'}`;
}

const SUBJECTS: Record<Exclude<NotificationKind, 'daily_reminder'>, Record<Language, string>> = {
  person_responsible: { en: 'Person Responsible', lt: 'Atsakingas asmuo' },
  invitation: { en: 'New Invitation', lt: 'Naujas kvietimas' },
  event_created: { en: 'New Event', lt: 'Naujas renginys' },
  detached: { en: 'Event Detached', lt: 'Įvykis atskirtas nuo serijos' },
  approved: { en: 'Reservation Approved', lt: 'Rezervacija patvirtinta' },
  rejected: { en: 'Reservation Rejected', lt: 'Rezervacija atmesta' },
  changed: { en: 'Reservation Changed', lt: 'Rezervacija pakeista' },
  cancelled: { en: 'Reservation Cancelled', lt: 'Rezervacija atšaukta' },
  awaiting_approval: { en: 'Reservation Awaiting Approval', lt: 'Rezervacija laukia patvirtinimo' },
};

const ACTION_TEXT: Record<Language, string> = { en: 'View reservation', lt: 'Peržiūrėti rezervaciją' };
const TIMETABLE_ACTION_TEXT: Record<Language, string> = { en: 'Open the timetable', lt: 'Atidaryti tvarkaraštį' };
const INVITATION_ACTION_TEXT: Record<Language, string> = { en: 'Answer the invitation', lt: 'Atsakyti į kvietimą' };

/** "„Algebra“ 2026-11-23 10:00" plus, for several occurrences, "(3 reservations)". */
function what(subject: ReservationSubject, context: MessageContext): string {
  const when = formatLocal(new Date(subject.startsAt), context.timeZone);
  const quoted = context.language === 'lt' ? `„${subject.name}“` : `“${subject.name}”`;
  const many = subject.count > 1 ? ` (${reservationsCount(subject.count, context.language)})` : '';
  return `${quoted} ${when}${many}`;
}

function sentence(
  kind: Exclude<NotificationKind, 'daily_reminder'>,
  subject: ReservationSubject,
  context: MessageContext,
) {
  const about = what(subject, context);
  const by = context.actorName;
  if (context.language === 'lt') {
    switch (kind) {
      case 'person_responsible':
        return by ? `${by} paskyrė jus atsakingu asmeniu: ${about}.` : `Esate paskirtas atsakingu asmeniu: ${about}.`;
      case 'invitation':
        return by ? `${by} kviečia jus: ${about}.` : `Esate pakviestas: ${about}.`;
      case 'event_created':
        return by ? `${by} sukūrė jūsų grupei: ${about}.` : `Jūsų grupei sukurta: ${about}.`;
      case 'detached':
        return context.cancelled
          ? `Atšauktas vienas serijos įvykis: ${about}; kiti serijos įvykiai lieka.`
          : `${about} nebepriklauso savo serijai: šis įvykis pakeistas atskirai.`;
      case 'approved':
        return `Jūsų rezervacija patvirtinta: ${about}.`;
      case 'rejected':
        return `Jūsų rezervacija atmesta: ${about}.`;
      case 'changed':
        return by ? `${by} pakeitė rezervaciją, dabar: ${about}.` : `Rezervacija pakeista, dabar: ${about}.`;
      case 'cancelled':
        return by ? `${by} atšaukė: ${about}.` : `Atšaukta: ${about}.`;
      case 'awaiting_approval':
        return by
          ? `${by} rezervavo ${about}; rezervacija laukia patvirtinimo.`
          : `Rezervacija laukia patvirtinimo: ${about}.`;
      default:
        return kind satisfies never;
    }
  }
  switch (kind) {
    case 'person_responsible':
      return by
        ? `${by} made you the person responsible for ${about}.`
        : `You are the person responsible for ${about}.`;
    case 'invitation':
      return by ? `${by} invited you to ${about}.` : `You are invited to ${about}.`;
    case 'event_created':
      return by ? `${by} created ${about} for your group.` : `${about} was created for your group.`;
    case 'detached':
      return context.cancelled
        ? `${about} was cancelled on its own: the rest of its series stays.`
        : `${about} no longer follows its series: this occurrence was changed on its own.`;
    case 'approved':
      return `Your reservation ${about} was approved.`;
    case 'rejected':
      return `Your reservation ${about} was rejected.`;
    case 'changed':
      return by ? `${by} changed a reservation, now ${about}.` : `A reservation was changed, now ${about}.`;
    case 'cancelled':
      return by ? `${by} cancelled ${about}.` : `${about} was cancelled.`;
    case 'awaiting_approval':
      return by ? `${by} reserved ${about}; it awaits approval.` : `${about} awaits approval.`;
    default:
      return kind satisfies never;
  }
}

/** The `data` of a notification about a reservation (spec 3). */
export function reservationNotificationData(
  kind: Exclude<NotificationKind, 'daily_reminder'>,
  subject: ReservationSubject,
  context: MessageContext,
): NotificationData {
  // A cancelled reservation has no page any more: the link opens the timetable.
  const gone = kind === 'cancelled' || context.cancelled === true;
  return {
    message: sentence(kind, subject, context),
    subject: SUBJECTS[kind][context.language],
    reservation_count: subject.count,
    action_url: gone ? '/' : `/reservations/${subject.id}`,
    action_text: (gone ? TIMETABLE_ACTION_TEXT : kind === 'invitation' ? INVITATION_ACTION_TEXT : ACTION_TEXT)[
      context.language
    ],
    reservation_id: subject.id,
    reservation_name: subject.name,
    reservation_type: subject.type,
    reservation_from: subject.startsAt,
    reservation_to: subject.endsAt,
  };
}

/** The daily reminder: 'Daily Reminder: N upcoming reservation(s)', summary 'N today, M tomorrow' (spec 9). */
export function dailyReminderData(todayCount: number, tomorrowCount: number, language: Language): NotificationData {
  const total = todayCount + tomorrowCount;
  const title =
    language === 'lt'
      ? `Dienos priminimas: ${total} ${pluralLt(total, 'artėjanti rezervacija', 'artėjančios rezervacijos', 'artėjančių rezervacijų')}`
      : `Daily Reminder: ${total} upcoming reservation${total === 1 ? '' : 's'}`;
  const summary =
    language === 'lt'
      ? `šiandien ${todayCount}, rytoj ${tomorrowCount}`
      : `${todayCount} today, ${tomorrowCount} tomorrow`;
  return {
    message: { title, summary },
    subject: title,
    total_count: total,
    reservation_count: total,
    today_count: todayCount,
    tomorrow_count: tomorrowCount,
    action_url: '/',
    action_text: language === 'lt' ? 'Atidaryti tvarkaraštį' : 'Open the timetable',
  };
}

/** The stored `type` (spec 3: class-name text) of each kind. */
export const NOTIFICATION_TYPES: Record<NotificationKind, string> = {
  daily_reminder: 'App\\Notifications\\DailyReservationReminder',
  person_responsible: 'App\\Notifications\\PersonResponsibleNotification',
  invitation: 'App\\Notifications\\InvitationNotification',
  event_created: 'App\\Notifications\\EventCreated',
  detached: 'App\\Notifications\\DetachedNotification',
  approved: 'App\\Notifications\\ReservationApprovedNotification',
  rejected: 'App\\Notifications\\ReservationRejectedNotification',
  changed: 'App\\Notifications\\ReservationChangedNotification',
  cancelled: 'App\\Notifications\\ReservationCancelledNotification',
  awaiting_approval: 'App\\Notifications\\ReservationAwaitingApprovalNotification',
};

/** The kind of a stored type (unknown types read as null). */
export function kindOfType(type: string): NotificationKind | null {
  const entry = Object.entries(NOTIFICATION_TYPES).find(([, stored]) => stored === type);
  return entry ? (entry[0] as NotificationKind) : null;
}
