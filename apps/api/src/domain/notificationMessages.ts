import {
  type InvitationStatus,
  type Language,
  type NotificationData,
  type NotificationInvitationStatus,
  type NotificationKind,
} from '@laikas/contract';
import { formatLocal } from '@laikas/contract/time';
import { type TFunction } from 'i18next';
import { translator } from '../i18n/index.js';

/*
 * Notifications are stored as their kind (the row's `type`) and parameters, never as sentences (issue 28): each is
 * rendered in its reader's current language every time it is read (the bell, the page) and when its e-mail is
 * written. Pure: no database, no clock.
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
  /** Of those, how many dates (one date in two rooms is one) and how many rooms; both default to `count` and 1. */
  dates?: number;
  rooms?: number;
  /** The first occurrence's revision after the write (a calendar's SEQUENCE); 0 when not given. */
  sequence?: number;
  /** The series the first occurrence belongs to (also when changed alone): the e-mail attaches the series. */
  series?: number | null;
  /** The series it followed before an edit moved it into a new one (the old one was cut short). */
  previousSeries?: number | null;
}

/**
 * Why reservations were cancelled together (one notification a person for the whole write): a holiday, a closed time
 * of a resource, or an exam session taking the lectures of groups out (`name`: its period's).
 */
export interface CancellationCause {
  kind: 'holiday' | 'closed' | 'exams';
  name: string;
}

/** One cancelled occurrence as a cause's notification lists it. */
export interface CancelledOccurrence {
  /**
   * Its reservation's id and revision before the delete: its e-mail's calendar copy cancels it by its UID one revision
   * above (absent in notifications stored before they were kept: only the first occurrence's copy is cancelled then).
   */
  id?: number;
  sequence?: number;
  name: string;
  /** ISO-8601 instants. */
  from: string;
  to: string;
  /** Its resource's name. */
  room?: string;
  /**
   * The series it was an occurrence of: a calendar holds it as `series-{id}`, so the e-mail re-sends the series without
   * that date instead of cancelling `reservation-{id}` (docs/decisions/ics-cancellations.md). `alone`: it had been
   * changed alone (a calendar may hold it under its own UID too).
   */
  series?: number;
  alone?: boolean;
}

/** How many occurrences a cause's notification lists; the rest are counted ("and 12 more"). */
export const CANCELLED_LISTED = 20;

/** A stored notification's parameters (the `data` column): what its kind's texts are made of. */
export interface NotificationParams {
  reservation_id?: number;
  reservation_name?: string;
  reservation_type?: 'lecture' | 'event';
  /** ISO-8601 instants of the (first) occurrence. */
  reservation_from?: string;
  reservation_to?: string;
  /** The (first) occurrence's revision when the notification was written: the e-mailed .ics's SEQUENCE. */
  reservation_sequence?: number;
  /** The series (repeater) of the (first) occurrence: its e-mail's .ics is the series as the feed writes it. */
  reservation_series?: number;
  /** The series the edit moved it out of (cut short): the e-mail's .ics carries it too. */
  reservation_previous_series?: number;
  /** An edit moved the occurrence edited: its times before and after (ISO instants), said "from … to …". */
  moved?: { from: string; to: string; new_from: string; new_to: string };
  reservation_count?: number;
  /** For a batch in several rooms (absent otherwise): how many dates and how many rooms ("7 dates in 2 rooms"). */
  date_count?: number;
  room_count?: number;
  /** Who made the change; null for the system (approvals by a job). */
  actor_name?: string | null;
  /** The occurrences were deleted (a detached notification then says the occurrence was cancelled on its own). */
  cancelled?: boolean;
  /** Why a reservation was rejected, as the administrator wrote it. */
  reason?: string | null;
  /** The rooms a rejected reservation was in, by name (absent in notifications stored before they were kept). */
  room_names?: string[];
  /** What an invitee (the actor) answered: an InvitationAnsweredNotification's news. */
  invitation_answer?: InvitationAnswer;
  /**
   * An InvitationNotification whose reservation was deleted (written then, in the delete's transaction): it asks for no
   * answer any more. Its invitation is gone, so nothing else could say so when it is read.
   */
  invitation_cancelled?: boolean;
  today_count?: number;
  tomorrow_count?: number;
  /** A timetable published (issue 36): which, and what changed for the reader since the version they were sent. */
  timetable?: TimetableNotice;
  /**
   * A cancellation of several reservations for one cause: the cause, and the reader's occurrences (the first
   * CANCELLED_LISTED by start; `reservation_count` counts them all).
   */
  cancelled_for?: CancellationCause & {
    occurrences: CancelledOccurrence[];
    /** Every series the notice cancelled dates of for its reader (also those only counted): its e-mail re-sends them. */
    series?: number[];
  };
}

/** One change of a timetable for its reader: the lecture as it is now (or was, when removed) and what it was. */
export interface TimetableChangeParams {
  kind: 'added' | 'removed' | 'moved' | 'room' | 'teacher';
  name: string;
  /** ISO instants: the lecture's time now (a removed one's, as it was). */
  from: string;
  to: string;
  room: string;
  teacher: string | null;
  /** What changed from, for the kinds `moved` (`old_from`), `room`, `teacher`. */
  old_from?: string;
  old_room?: string;
  old_teacher?: string | null;
}

export interface TimetableNotice {
  timetable_id: number;
  group: string;
  period: string;
  version: number;
  note: string | null;
  /** The first version the reader is sent: how many of its lectures are theirs; no changes listed. */
  first: boolean;
  lecture_count: number;
  /** The reader's changes (at most TIMETABLE_CHANGES_LISTED) and how many there are in all. */
  changes: TimetableChangeParams[];
  change_count: number;
}

/** How many changes a timetable notification lists; the rest are counted ("and 12 more changes"). */
export const TIMETABLE_CHANGES_LISTED = 20;

type ReservationKind = Exclude<NotificationKind, 'daily_reminder' | 'timetable_published'>;

/** An invitee's answer, once given. */
export type InvitationAnswer = Exclude<InvitationStatus, 'pending'>;

/** The parameters of a notification about a reservation (spec 3). */
export function reservationNotificationParams(
  subject: ReservationSubject,
  context: {
    actorName: string | null;
    cancelled?: boolean | undefined;
    reason?: string | null | undefined;
    answer?: InvitationAnswer | undefined;
    rooms?: readonly string[] | undefined;
    moved?: NotificationParams['moved'] | undefined;
  },
): NotificationParams {
  return {
    reservation_id: subject.id,
    reservation_name: subject.name,
    reservation_type: subject.type,
    reservation_from: subject.startsAt,
    reservation_to: subject.endsAt,
    ...(subject.sequence !== undefined && { reservation_sequence: subject.sequence }),
    ...(typeof subject.series === 'number' && { reservation_series: subject.series }),
    ...(typeof subject.previousSeries === 'number' && { reservation_previous_series: subject.previousSeries }),
    ...(context.moved && { moved: context.moved }),
    reservation_count: subject.count,
    ...(subject.rooms !== undefined &&
      subject.rooms > 1 && { date_count: subject.dates ?? subject.count, room_count: subject.rooms }),
    actor_name: context.actorName,
    ...(context.cancelled && { cancelled: true }),
    ...(context.reason && { reason: context.reason }),
    ...(context.answer && { invitation_answer: context.answer }),
    ...(context.rooms && context.rooms.length > 0 && { room_names: [...context.rooms] }),
  };
}

/** The parameters of the daily reminder (spec 9). */
export function dailyReminderParams(todayCount: number, tomorrowCount: number): NotificationParams {
  return { today_count: todayCount, tomorrow_count: tomorrowCount };
}

/**
 * An instant as its reader writes dates: Lithuanian "2026-11-23 10:00" (the standard's year-month-day), English
 * "Nov 23, 2026, 10:00" (the spec's en-US, as the app's lists); both in the institution's time zone, 24-hour clock.
 */
export function formatWhen(instant: Date, language: Language, timeZone: string): string {
  if (language !== 'en') {
    return formatLocal(instant, timeZone);
  }
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** "1 reservation", "2 reservations" / "1 rezervacija", "2 rezervacijos", "10 rezervacijų", "21 rezervacija". */
export function reservationsCount(count: number, language: Language): string {
  return translator(language)('count.reservations', { count });
}

/**
 * "„Algebra“ 2026-11-23 10:00" plus, for several occurrences, "(3 dates)", and for a batch in several rooms
 * "(7 dates in 2 rooms)".
 */
function what(t: TFunction, params: NotificationParams, context: { language: Language; timeZone: string }): string {
  const when = params.reservation_from
    ? formatWhen(new Date(params.reservation_from), context.language, context.timeZone)
    : '';
  const count = params.reservation_count ?? 1;
  const named = t('notification.what', { name: params.reservation_name ?? '', when });
  if (params.room_count !== undefined && params.room_count > 1) {
    return t('notification.whatInRooms', {
      what: named,
      dates: t('count.dates', { count: params.date_count ?? count }),
      rooms: t('count.rooms', { count: params.room_count }),
    });
  }
  return count > 1 ? t('notification.whatMany', { what: named, count }) : named;
}

/** What a stored notification is read with besides its parameters. */
export interface RenderContext {
  language: Language;
  timeZone: string;
  /**
   * For an invitation: its reader's answer as it is now, read from the invitation itself whenever the notification is
   * read or e-mailed (the one source of truth: an answer given anywhere shows). Not given: it reads as waiting.
   */
  invitationStatus?: InvitationStatus | undefined;
}

/** The texts of an answer: the organiser's subject and sentence (an InvitationAnsweredNotification). */
const ANSWER_TEXTS: Record<InvitationAnswer, { subject: string; sentence: string }> = {
  accepted: {
    subject: 'notification.subject.invitationAccepted',
    sentence: 'notification.sentence.invitationAccepted',
  },
  declined: {
    subject: 'notification.subject.invitationDeclined',
    sentence: 'notification.sentence.invitationDeclined',
  },
};

/** The line an InvitationNotification ends with once it no longer waits: its reader's answer, or its cancellation. */
const SETTLED_TEXTS: Record<Exclude<NotificationInvitationStatus, 'pending'>, string> = {
  accepted: 'notification.yourAnswer.accepted',
  declined: 'notification.yourAnswer.declined',
  cancelled: 'notification.yourAnswer.cancelled',
};

/**
 * A span of time as a move names it, with its weekday: "Tue Nov 24, 2026, 10:00–11:30", "an 2026-11-24 10:00–11:30"
 * (the end's date too where it ends on another day).
 */
function spanOf(from: string, to: string, context: { language: Language; timeZone: string }): string {
  const start = new Date(from);
  const end = new Date(to);
  const weekday = new Intl.DateTimeFormat(context.language, { weekday: 'short', timeZone: context.timeZone }).format(
    start,
  );
  const endDate = formatLocal(end, context.timeZone);
  const sameDay = formatLocal(start, context.timeZone).slice(0, 10) === endDate.slice(0, 10);
  const ending = sameDay ? endDate.slice(11) : formatWhen(end, context.language, context.timeZone);
  return `${weekday} ${formatWhen(start, context.language, context.timeZone)}–${ending}`;
}

function sentence(
  t: TFunction,
  kind: ReservationKind,
  params: NotificationParams,
  about: string,
  context: { language: Language; timeZone: string },
): string {
  const by = params.actor_name ?? null;
  const said = (code: string, extra: Record<string, string> = {}) => t(code, { about, by, ...extra });
  if (kind === 'changed' && params.moved) {
    const { moved } = params;
    return said(by ? 'notification.sentence.movedBy' : 'notification.sentence.moved', {
      name: params.reservation_name ?? '',
      // A series moved as a whole: how many dates it has now (" (2 dates)").
      dates: (params.reservation_count ?? 1) > 1 ? ` (${t('count.dates', { count: params.reservation_count })})` : '',
      from: spanOf(moved.from, moved.to, context),
      to: spanOf(moved.new_from, moved.new_to, context),
    });
  }
  switch (kind) {
    case 'detached':
      return said(params.cancelled ? 'notification.sentence.detachedCancelled' : 'notification.sentence.detached');
    case 'approved':
      return said('notification.sentence.approved');
    case 'invitation_answered':
      return said(ANSWER_TEXTS[params.invitation_answer ?? 'accepted'].sentence);
    case 'rejected': {
      // Which room it was refused in (notifications stored before rooms were kept say it without).
      const rooms: Record<string, string> = params.room_names?.length ? { room: params.room_names.join(', ') } : {};
      const code = rooms.room ? 'notification.sentence.rejectedIn' : 'notification.sentence.rejected';
      return params.reason ? said(`${code}Because`, { ...rooms, reason: params.reason }) : said(code, rooms);
    }
    case 'person_responsible':
    case 'invitation':
    case 'event_created':
    case 'changed':
    case 'cancelled':
    case 'awaiting_approval':
      return said(by ? `notification.sentence.${kind}By` : `notification.sentence.${kind}`);
    default:
      return kind satisfies never;
  }
}

/**
 * Where the invitation a notification is about stands: for an invitation, its reader's answer now (waiting while not
 * looked up), or cancelled with its reservation; for an InvitationAnsweredNotification, the answer it reports; nothing
 * for other kinds.
 */
function invitationStatusOf(
  kind: ReservationKind,
  params: NotificationParams,
  context: RenderContext,
): NotificationInvitationStatus | undefined {
  if (kind === 'invitation') {
    return params.invitation_cancelled ? 'cancelled' : (context.invitationStatus ?? 'pending');
  }
  return kind === 'invitation_answered' ? (params.invitation_answer ?? 'accepted') : undefined;
}

/**
 * A stored notification as its reader reads it now: the contract's `data` (message, subject, link and its text) in
 * `language`, times in the institution's `timeZone`. A row of an unknown type reads as a bare reminder of itself.
 */
export function renderNotification(
  kind: NotificationKind | null,
  params: NotificationParams,
  context: RenderContext,
): NotificationData {
  const t = translator(context.language);
  if (kind === 'daily_reminder' || kind === null) {
    const today = params.today_count ?? 0;
    const tomorrow = params.tomorrow_count ?? 0;
    const total = today + tomorrow;
    const title = t('notification.dailyReminder', { count: total });
    return {
      message: { title, summary: t('notification.dailyReminderSummary', { today, tomorrow }) },
      subject: title,
      total_count: total,
      reservation_count: total,
      today_count: today,
      tomorrow_count: tomorrow,
      action_url: '/',
      action_text: t('notification.action.timetable'),
    };
  }
  if (kind === 'timetable_published') {
    return renderTimetableNotice(t, params.timetable, context);
  }
  if (kind === 'cancelled' && params.cancelled_for) {
    return renderCancelledFor(t, params, params.cancelled_for, context);
  }
  const said = sentence(t, kind, params, what(t, params, context), context);
  const status = invitationStatusOf(kind, params, context);
  // A cancelled reservation has no page any more: the link opens the timetable.
  const gone = kind === 'cancelled' || params.cancelled === true || status === 'cancelled';
  // An invitation asks for an answer only while it waits; once answered (or cancelled) it says so.
  const answered = kind === 'invitation' && status !== 'pending' ? status : undefined;
  let action: 'timetable' | 'answer' | 'view' = 'view';
  if (gone) {
    action = 'timetable';
  } else if (kind === 'invitation' && !answered) {
    action = 'answer';
  }
  const subject =
    kind === 'invitation_answered'
      ? t(ANSWER_TEXTS[params.invitation_answer ?? 'accepted'].subject)
      : t(`notification.subject.${kind}`);
  return {
    message: answered ? `${said} ${t(SETTLED_TEXTS[answered])}` : said,
    subject,
    reservation_count: params.reservation_count ?? 1,
    action_url: gone ? '/' : `/reservations/${params.reservation_id}`,
    action_text: t(`notification.action.${action}`),
    ...(params.reservation_id !== undefined && { reservation_id: params.reservation_id }),
    ...(params.reservation_name !== undefined && { reservation_name: params.reservation_name }),
    ...(params.reservation_type !== undefined && { reservation_type: params.reservation_type }),
    ...(params.reservation_from !== undefined && { reservation_from: params.reservation_from }),
    ...(params.reservation_to !== undefined && { reservation_to: params.reservation_to }),
    ...(status !== undefined && { invitation_status: status }),
  };
}

/**
 * Reservations cancelled for one cause, as their reader reads it: who cancelled how many for what ("User office
 * cancelled 4 reservations for the holiday “Kalėdos”:"), then one line each of theirs with its room, the rest counted.
 */
function renderCancelledFor(
  t: TFunction,
  params: NotificationParams,
  cause: NonNullable<NotificationParams['cancelled_for']>,
  context: { language: Language; timeZone: string },
): NotificationData {
  const count = params.reservation_count ?? cause.occurrences.length;
  const named = t(`notification.cancelledFor.${cause.kind}`, { name: cause.name });
  const by = params.actor_name ?? null;
  const head = by
    ? t('notification.cancelledFor.sentenceBy', { by, count, cause: named })
    : t('notification.cancelledFor.sentence', { count, cause: named });
  const lines = cause.occurrences.map((occurrence) => {
    const when = formatWhen(new Date(occurrence.from), context.language, context.timeZone);
    const about = t('notification.what', { name: occurrence.name, when });
    return occurrence.room ? t('notification.cancelledFor.item', { what: about, room: occurrence.room }) : about;
  });
  const rest = count - cause.occurrences.length;
  if (rest > 0) {
    lines.push(t('notification.cancelledFor.more', { count: rest }));
  }
  return {
    message: `${head}\n${lines.join(';\n')}.`,
    subject: t('notification.cancelledFor.subject', { count, cause: named }),
    reservation_count: count,
    action_url: '/',
    action_text: t('notification.action.timetable'),
    ...(params.reservation_id !== undefined && { reservation_id: params.reservation_id }),
    ...(params.reservation_name !== undefined && { reservation_name: params.reservation_name }),
    ...(params.reservation_type !== undefined && { reservation_type: params.reservation_type }),
    ...(params.reservation_from !== undefined && { reservation_from: params.reservation_from }),
    ...(params.reservation_to !== undefined && { reservation_to: params.reservation_to }),
  };
}

/** The stored `type` (spec 3: class-name text) of each kind. */
export const NOTIFICATION_TYPES: Record<NotificationKind, string> = {
  daily_reminder: 'App\\Notifications\\DailyReservationReminder',
  person_responsible: 'App\\Notifications\\PersonResponsibleNotification',
  invitation: 'App\\Notifications\\InvitationNotification',
  invitation_answered: 'App\\Notifications\\InvitationAnsweredNotification',
  event_created: 'App\\Notifications\\EventCreated',
  detached: 'App\\Notifications\\DetachedNotification',
  approved: 'App\\Notifications\\ReservationApprovedNotification',
  rejected: 'App\\Notifications\\ReservationRejectedNotification',
  changed: 'App\\Notifications\\ReservationChangedNotification',
  cancelled: 'App\\Notifications\\ReservationCancelledNotification',
  awaiting_approval: 'App\\Notifications\\ReservationAwaitingApprovalNotification',
  timetable_published: 'App\\Notifications\\TimetablePublishedNotification',
};

/** The kind of a stored type (unknown types read as null). */
export function kindOfType(type: string): NotificationKind | null {
  const entry = Object.entries(NOTIFICATION_TYPES).find(([, stored]) => stored === type);
  return entry ? (entry[0] as NotificationKind) : null;
}

/** One line per way a lecture changed: "Moved: “Algebra” 2027-02-01 10:00 → 2027-02-02 12:00". */
function changeLine(t: TFunction, change: TimetableChangeParams, when: (iso: string) => string): string {
  const what = t('notification.what', { name: change.name, when: when(change.from) });
  switch (change.kind) {
    case 'added':
      return t('notification.timetable.added', { what, room: change.room });
    case 'removed':
      return t('notification.timetable.removed', { what });
    case 'moved':
      return t('notification.timetable.moved', {
        name: change.name,
        from: when(change.old_from ?? change.from),
        to: when(change.from),
      });
    case 'room':
      return t('notification.timetable.room', {
        name: change.name,
        when: when(change.from),
        from: change.old_room ?? '',
        to: change.room,
      });
    case 'teacher': {
      const nobody = t('notification.timetable.nobody');
      return t('notification.timetable.teacher', {
        name: change.name,
        when: when(change.from),
        from: change.old_teacher ?? nobody,
        to: change.teacher ?? nobody,
      });
    }
    default:
      return change.kind satisfies never;
  }
}

/** A published timetable as its reader reads it: the first version's size, or their changes one a line. */
function renderTimetableNotice(
  t: TFunction,
  notice: TimetableNotice | undefined,
  context: { language: Language; timeZone: string },
): NotificationData {
  const action = { action_url: '/', action_text: t('notification.action.timetable') };
  if (!notice) {
    return {
      message: t('notification.subject.timetable_published'),
      subject: t('notification.subject.timetable_published'),
      ...action,
    };
  }
  const when = (iso: string) => formatWhen(new Date(iso), context.language, context.timeZone);
  const about = { group: notice.group, period: notice.period, version: notice.version };
  const head = notice.first
    ? t('notification.timetable.published', {
        ...about,
        lectures: t('count.lectures', { count: notice.lecture_count }),
      })
    : t('notification.timetable.changed', { ...about, count: notice.change_count });
  const rest = notice.change_count - notice.changes.length;
  const lines = [
    head,
    ...(notice.note ? [t('notification.timetable.note', { note: notice.note })] : []),
    ...notice.changes.map((change) => changeLine(t, change, when)),
    ...(rest > 0 ? [t('notification.timetable.more', { count: rest })] : []),
  ];
  return {
    message: lines.join('\n'),
    subject: t(notice.first ? 'notification.timetable.subjectPublished' : 'notification.timetable.subjectChanged'),
    reservation_count: notice.first ? notice.lecture_count : notice.change_count,
    ...action,
  };
}
