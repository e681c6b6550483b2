import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type InvitationStatus,
  type Language,
  type NotificationData,
  type NotificationKind,
  notificationKinds,
} from '@laikas/contract';
import { fileNameOf, foldLines } from '@laikas/calendar-export';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import nodemailer, { type Transporter } from 'nodemailer';
import { type SmtpConfig } from '../config.js';
import { NotFoundError } from '../errors.js';
import { DEFAULT_LANGUAGE, translator } from '../i18n/index.js';
import { type InvitationRepository } from '../repositories/invitations.js';
import { type OutboxMessage, type OutboxRepository } from '../repositories/outbox.js';
import { type NotificationParams, renderNotification } from '../domain/notificationMessages.js';
import { type StruckDate } from './calendar-feeds.js';
import {
  type InvitationsCancelledListener,
  type InvitationsFollowedListener,
  type NotificationListener,
} from './notifications.js';

/*
 * E-mail through an outbox (issue 14). A notification's e-mail is queued in the transaction that writes the
 * notification, so a change that rolls back sends nothing. A worker delivers due messages: it first claims one
 * (an UPDATE that succeeds for one process only: `available_at` moves past now by the lease), then sends, then
 * marks it sent. A failure waits with back-off and gives up after MAX_ATTEMPTS (status `failed`, retried by a
 * super administrator). The "sent" mark outlasts a short database outage (it is tried again for MARK_SENT_RETRY_MS).
 * The one duplicate allowed: the process dies, or the database stays away longer, between the SMTP server's
 * acceptance and the "sent" mark; when the lease runs out another worker sends it again
 * (docs/decisions/email-outbox.md).
 */

export const MAX_ATTEMPTS = 5;
/** How long a claimed message belongs to its worker before another may try it. */
export const LEASE_MS = 5 * 60_000;
/** How long a worker keeps trying to mark an accepted message sent while the database is away (a restart, a failover). */
const MARK_SENT_RETRY_MS = 20_000;
/** Back-off after the n-th failed attempt: 1, 4, 16, 64 minutes. */
export function backoffMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

/** The kinds a user gets by e-mail (null stored: every kind). */
export function emailKindsOf(stored: string | null): NotificationKind[] {
  if (stored === null) {
    return [...notificationKinds];
  }
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? notificationKinds.filter((kind) => parsed.includes(kind)) : [...notificationKinds];
  } catch {
    return [...notificationKinds];
  }
}

function dateArray(iso: string): DateArray {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

/** What a notification's e-mail gives its reader's calendar: the event, the event cancelled, or nothing. */
type CalendarCopy = 'event' | 'cancelled' | null;

/**
 * The calendar copy each kind carries. An event that no longer takes place (deleted, an occurrence deleted alone,
 * rejected) goes cancelled, so that the copy an earlier e-mail put into a calendar is struck. Nothing for a message
 * that changes nobody's calendar: an organiser told of an answer, an invitee who declined (or whose invitation was
 * cancelled with its reservation), a reminder, a published timetable.
 */
function calendarCopyOf(
  kind: NotificationKind | null,
  params: NotificationParams,
  data: NotificationData,
): CalendarCopy {
  if (data.reservation_id === undefined || !data.reservation_from || !data.reservation_to) {
    return null;
  }
  switch (kind) {
    case 'cancelled':
    case 'rejected':
      return 'cancelled';
    case 'detached':
      return params.cancelled ? 'cancelled' : 'event';
    case 'invitation':
      return data.invitation_status === 'declined' || data.invitation_status === 'cancelled' ? null : 'event';
    case 'invitation_answered':
    case 'daily_reminder':
    case 'timetable_published':
    case null:
      return null;
    case 'person_responsible':
    case 'event_created':
    case 'changed':
    case 'approved':
    case 'awaiting_approval':
      return 'event';
    default:
      return kind satisfies never;
  }
}

/**
 * The .ics of a reservation notification (UTC times; the UID is the reservation's, stable across e-mails). As the
 * calendar files and feeds (docs/decisions/ics-organizer-and-attendees.md): a snapshot of the event, not a scheduling
 * message, so no METHOD (iTIP's PUBLISH wants an ORGANIZER) and no people (the recipient may not see their addresses).
 * `sequence` is the reservation's revision when the notification was written, as the calendar feed writes it for
 * the same UID: a calendar app takes an update only when its SEQUENCE is above the copy it holds. A cancelled copy
 * (docs/decisions/ics-cancellations.md) is the same event, STATUS:CANCELLED, free, one revision above the last one
 * written, and named "Cancelled: …" in the reader's language for the apps that show no status.
 */
function icsOf(
  copy: CalendarCopy,
  params: NotificationParams,
  data: NotificationData,
  context: { appUrl: string; sequence: number; language: Language },
): string | null {
  if (!copy || data.reservation_id === undefined || !data.reservation_from || !data.reservation_to) {
    return null;
  }
  const cancelled = copy === 'cancelled';
  const page = `/reservations/${data.reservation_id}`;
  const titleOf = (name: string) =>
    cancelled ? translator(context.language)('notification.calendarCancelled', { name }) : name;
  const revisionOf = (sequence: number) =>
    cancelled
      ? ({ status: 'CANCELLED', busyStatus: 'FREE', transp: 'TRANSPARENT', sequence: sequence + 1 } as const)
      : ({ busyStatus: 'BUSY', sequence } as const);
  const first: EventAttributes = {
    uid: `reservation-${data.reservation_id}@laikas`,
    title: titleOf(data.reservation_name ?? data.subject),
    start: dateArray(data.reservation_from),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: dateArray(data.reservation_to),
    endInputType: 'utc',
    endOutputType: 'utc',
    // A deleted reservation has no page any more.
    url: data.action_url === page ? `${context.appUrl}${page}` : undefined,
    ...revisionOf(context.sequence),
  };
  // A cancellation for a cause strikes every occurrence it lists, each by its own UID (one stored before the ids were
  // kept strikes its first occurrence only); an occurrence of a series is struck in its series instead, re-sent whole
  // without it (`withSeries`), for a calendar holds it as `series-{id}` (one changed alone may be held as itself too).
  const listed = cancelled ? (params.cancelled_for?.occurrences ?? []) : [];
  const byId = listed.length > 0 && listed.every((occurrence) => occurrence.id !== undefined);
  const own = listed.filter((occurrence) => occurrence.series === undefined || occurrence.alone);
  if (byId && own.length === 0) {
    return null;
  }
  const events: EventAttributes[] = byId
    ? own.map((occurrence) => ({
        uid: `reservation-${occurrence.id}@laikas`,
        title: titleOf(occurrence.name),
        start: dateArray(occurrence.from),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: dateArray(occurrence.to),
        endInputType: 'utc',
        endOutputType: 'utc',
        ...revisionOf(occurrence.sequence ?? 0),
      }))
    : [first];
  // `ics` writes METHOD:PUBLISH unless told none.
  const { error, value } = createEvents(events, { productId: 'laikas', method: undefined });
  return error || !value ? null : foldLines(value);
}

/** A calendar with the events of another (`extra`, if any) added at its end: one file for one e-mail. */
function withEventsOf(calendar: string, extra: string | null): string {
  const events = extra?.match(/^BEGIN:VEVENT\r\n[\s\S]*?^END:VEVENT\r\n/gm) ?? [];
  return events.length === 0
    ? calendar
    : calendar.replace(/END:VCALENDAR(\r\n)?$/, `${events.join('')}END:VCALENDAR\r\n`);
}

/**
 * The .ics attachment's file name: the reservation's name, as the web app names its export of the same reservation
 * (`fileNameOf`), not one `reservation.ics` for every message, and a cause's notice after the cause; a row queued
 * without its notification's parameters keeps `reservation.ics`.
 */
function attachmentNameOf(notificationParams: string | null): string {
  const params = notificationParams === null ? {} : (JSON.parse(notificationParams) as NotificationParams);
  // One notice of a cause holds every lecture it lists: named after the cause ("Kalėdos.ics"), not its first lecture.
  return fileNameOf(params.cancelled_for?.name ?? params.reservation_name ?? '');
}

/** What a message needs to go out; `notification_params` names its .ics attachment. */
interface OutgoingMail {
  to_address: string;
  subject: string;
  text_body: string;
  ics: string | null;
  notification_params: string | null;
  /** Its recipient's language (the subject's words), when it has a recipient with an account. */
  language?: Language | null;
}

function textOf(data: NotificationData, appUrl: string): string {
  const message = typeof data.message === 'string' ? data.message : `${data.message.title}\n${data.message.summary}`;
  const link = data.action_url ? `\n\n${data.action_text ?? ''}: ${appUrl}${data.action_url}` : '';
  return `${message}${link}\n`;
}

export interface OutboxEntry {
  id: number;
  to_address: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  available_at: string;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxDependencies {
  messages: OutboxRepository;
  /**
   * The university's name as the system settings hold it now (read when a message goes out): every subject starts with
   * it and the system's, "[Vilniaus universitetas · Laikas] …"; none (blank) leaves the subject as written.
   */
  universityName?: () => Promise<string>;
  /** An invitation's e-mail says its recipient's answer of the moment it is sent, as the notification does. */
  invitations: Pick<InvitationRepository, 'statuses'>;
  smtp: SmtpConfig;
  clock: () => Date;
  /** The institution's time zone: an e-mail's times are in it. */
  timeZone: string;
  /**
   * Series as the reader's calendar feed writes them (services/calendar-feeds.ts `seriesCalendar`), each cancelled
   * where none of it is left (named `name`), and a cause's `struck` dates of a series held date by date cancelled each
   * by its own UID; undefined when none exists.
   */
  seriesCalendar?: (
    repeaterIds: readonly number[],
    reader: { id: number; language: Language } | null,
    name: string,
    struck?: readonly StruckDate[],
  ) => Promise<string | undefined>;
  log?: { warn(object: unknown, message: string): void };
}

export function createOutbox({
  messages,
  invitations,
  universityName,
  smtp,
  clock,
  timeZone,
  seriesCalendar,
  log,
}: OutboxDependencies) {
  let transport: Transporter | undefined;
  const transporter = () =>
    (transport ??= smtp.mailDir
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
          // A loopback or internal relay without TLS is common; never wait forever on one.
          connectionTimeout: smtp.timeoutSeconds * 1000,
          greetingTimeout: smtp.timeoutSeconds * 1000,
          socketTimeout: smtp.timeoutSeconds * 3000,
        }));

  /** A notification's e-mail in `language` (an invitation's with its recipient's answer): subject, plain text, .ics. */
  const mailOf = (
    kind: NotificationKind | null,
    params: NotificationParams,
    language: Language,
    invitationStatus?: InvitationStatus,
  ) => {
    const data = renderNotification(kind, params, { language, timeZone, invitationStatus });
    return {
      subject: typeof data.message === 'string' ? data.subject : data.message.title,
      text_body: textOf(data, smtp.appUrl),
      ics: icsOf(calendarCopyOf(kind, params, data), params, data, {
        appUrl: smtp.appUrl,
        sequence: params.reservation_sequence ?? 0,
        language,
      }),
    };
  };

  /**
   * A series' e-mail (its occurrence's notification names the series) attaches the series as the reader's feed writes
   * it when it goes out, under the same UID (`series-{id}`) as the feed and the export: its rule, its room, its
   * skipped dates, the occurrences changed alone as exceptions, the series' revision as SEQUENCE; none of it left, the
   * series cancelled one revision above its last (docs/decisions/ics-cancellations.md). A cause's notice keeps its
   * own lectures; a message without a calendar copy stays without one.
   */
  const withSeries = async <Mail extends { ics: string | null }>(
    mail: Mail,
    params: NotificationParams,
    reader: { id: number; language: Language } | null,
  ): Promise<Mail> => {
    if (params.cancelled_for) {
      // A cause's notice: each series it took dates of, re-sent as the feed now writes it (those dates as EXDATE, its
      // revision raised by the exclusion; a series written date by date has each date it lists cancelled by its own
      // UID), beside the lectures on their own it cancels by their UIDs.
      const ids = params.cancelled_for.series ?? [];
      const struck = params.cancelled_for.occurrences.flatMap((occurrence): StruckDate[] =>
        occurrence.id !== undefined && occurrence.series !== undefined && !occurrence.alone
          ? [
              {
                id: occurrence.id,
                sequence: occurrence.sequence ?? 0,
                name: occurrence.name,
                from: occurrence.from,
                to: occurrence.to,
                series: occurrence.series,
              },
            ]
          : [],
      );
      const series =
        ids.length > 0 && seriesCalendar
          ? await seriesCalendar(ids, reader, params.reservation_name ?? '', struck)
          : undefined;
      return series ? { ...mail, ics: withEventsOf(series, mail.ics) } : mail;
    }
    if (!mail.ics || params.reservation_series === undefined || !seriesCalendar) {
      return mail;
    }
    // An edit that moved it into a new rule cut the old one short: both, or a calendar keeps the old one's later dates.
    const ids = [
      params.reservation_series,
      ...(params.reservation_previous_series ? [params.reservation_previous_series] : []),
    ];
    const series = await seriesCalendar(ids, reader, params.reservation_name ?? '');
    return series ? { ...mail, ics: series } : mail;
  };

  /**
   * The subject a message goes out with (the one place every e-mail passes): the university's and the system's name,
   * then its own subject, so a reader with mail from many of the university's systems sees which one wrote. The name
   * is read when the message is sent, as the system settings hold it then.
   */
  async function subjectLine(subject: string, language: Language): Promise<string> {
    const university = (await universityName?.())?.trim();
    return university ? translator(language)('mail.subject', { university, subject }) : subject;
  }

  /**
   * The message as it goes out: a notification's e-mail is written again in its recipient's language of the moment
   * (they may have switched since it was queued), whoever made the change, and an invitation's with their answer of
   * the moment (answered on the site before the e-mail left, it no longer asks for one); a row queued before
   * notifications were kept as parameters, or no notification at all, goes as it was written.
   */
  const outgoing = async (row: OutboxMessage & { language: Language | null }) => {
    if (row.notification_kind === null || row.notification_params === null || row.language === null) {
      return row;
    }
    const kind = notificationKinds.find((known) => known === row.notification_kind) ?? null;
    const params = JSON.parse(row.notification_params) as NotificationParams;
    const { user_id: userId } = row;
    const invited = params.reservation_id;
    let status: InvitationStatus | undefined;
    if (kind === 'invitation' && userId !== null && invited !== undefined) {
      status = (await invitations.statuses(userId, [invited])).get(invited);
    }
    return {
      ...row,
      ...(await withSeries(
        mailOf(kind, params, row.language, status),
        params,
        userId === null ? null : { id: userId, language: row.language },
      )),
    };
  };

  /**
   * Queues the e-mails of freshly written notifications, in their transaction (a NotificationListener), each
   * written in its recipient's language (and written again in their language of the moment when sent).
   */
  const enqueue: NotificationListener = async (trx, written) => {
    const wanted = written.filter(({ recipient }) => recipient.email);
    if (wanted.length === 0) {
      return;
    }
    const preferences = await messages.emailPreferencesOf(
      wanted.map(({ recipient }) => recipient.id),
      trx,
    );
    const kindsOf = new Map(preferences.map((row) => [row.id, emailKindsOf(row.email_notifications)]));
    const now = clock().toISOString();
    const rows = wanted
      .filter(({ recipient, kind }) => kindsOf.get(recipient.id)?.includes(kind))
      .map(({ notification, recipient, kind }) => {
        const params = JSON.parse(notification.data) as NotificationParams;
        return {
          to_address: recipient.email!,
          user_id: recipient.id,
          ...mailOf(kind, params, recipient.language),
          html_body: null,
          notification_kind: kind,
          notification_params: notification.data,
          available_at: now,
          created_at: now,
        };
      });
    await messages.insertMany(rows, trx);
  };

  /**
   * Invitations cancelled with their reservations (an InvitationsCancelledListener): their e-mails not sent yet go out
   * saying so, asking for no answer and carrying no event, as the notification now reads.
   */
  const cancelInvitations: InvitationsCancelledListener = async (trx, { userIds, reservationIds }) => {
    const deleted = new Set(reservationIds);
    for (const row of await messages.waitingOfKind(userIds, 'invitation', trx)) {
      const params =
        row.notification_params === null ? {} : (JSON.parse(row.notification_params) as NotificationParams);
      if (params.reservation_id !== undefined && deleted.has(params.reservation_id) && !params.invitation_cancelled) {
        await messages.setNotificationParams(row.id, JSON.stringify({ ...params, invitation_cancelled: true }), trx);
      }
    }
  };

  /**
   * An invitation whose occurrence went while the rest goes on (an InvitationsFollowedListener): its e-mails not sent
   * yet name the occurrence it names now, so that their link opens it and their answer reads the invitation.
   */
  const followInvitations: InvitationsFollowedListener = async (trx, { userId, gone, next }) => {
    const goneIds = new Set(gone);
    for (const row of await messages.waitingOfKind([userId], 'invitation', trx)) {
      const params =
        row.notification_params === null ? {} : (JSON.parse(row.notification_params) as NotificationParams);
      if (params.reservation_id !== undefined && goneIds.has(params.reservation_id)) {
        await messages.setNotificationParams(row.id, JSON.stringify({ ...params, ...next }), trx);
      }
    }
  };

  /**
   * Sends one message through the transport, or writes it as `<MAIL_DIR>/<name>.eml`; throws what the transport
   * throws. Answers the SMTP server's last reply (`250 …`) or the file written, and the subject it went out with.
   */
  async function transmit(
    name: string,
    row: OutgoingMail,
  ): Promise<{ reply: string | null; file: string | null; subject: string }> {
    const subject = await subjectLine(row.subject, row.language ?? DEFAULT_LANGUAGE);
    const info = (await transporter().sendMail({
      from: smtp.from,
      to: row.to_address,
      subject,
      text: row.text_body,
      // An attachment only: nodemailer's `icalEvent` would send it as an iTIP message (`method=PUBLISH`).
      ...(row.ics && {
        attachments: [
          {
            filename: attachmentNameOf(row.notification_params),
            content: row.ics,
            contentType: 'text/calendar; charset=utf-8',
          },
        ],
      }),
    })) as { message?: Buffer; response?: string };
    if (smtp.mailDir && info.message) {
      mkdirSync(smtp.mailDir, { recursive: true });
      const file = join(smtp.mailDir, `${name}.eml`);
      writeFileSync(file, info.message);
      return { reply: null, file, subject };
    }
    return { reply: info.response ?? null, file: null, subject };
  }

  return {
    enqueue,

    cancelInvitations,

    followInvitations,

    /** Queues one message that is no notification (an account's welcome), in the caller's transaction. */
    async queue(
      trx: Parameters<NotificationListener>[0],
      message: { to: string; userId: number | null; subject: string; text: string },
    ): Promise<void> {
      const now = clock().toISOString();
      await messages.insertMany(
        [
          {
            to_address: message.to,
            user_id: message.userId,
            subject: message.subject,
            text_body: message.text,
            html_body: null,
            available_at: now,
            created_at: now,
          },
        ],
        trx,
      );
    },

    /**
     * Sends one message at once, past the queue and its retries, through the same transport (a super administrator's
     * test e-mail, services/mail-test.ts); throws what the transport throws. `name` names the file under MAIL_DIR.
     */
    async sendNow(name: string, mail: { to: string; subject: string; text: string; language?: Language }) {
      const { reply, file } = await transmit(name, {
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        ics: null,
        notification_params: null,
        language: mail.language ?? null,
      });
      return { reply, file };
    },

    /** The address the web app is served at, for links in messages. */
    appUrl: smtp.appUrl,

    /** Where messages go without an SMTP server (for the start-up banner), or undefined. */
    mailDir: smtp.mailDir,

    /**
     * Delivers the due messages (at most `limit`), each claimed by this process alone; answers how many were sent.
     * Safe to run in several processes on one database.
     */
    async deliverDue(limit = 20): Promise<number> {
      let sent = 0;
      for (const id of await messages.dueIds(clock().toISOString(), limit)) {
        const claimedAt = clock();
        const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS).toISOString();
        if (!(await messages.claim(id, claimedAt.toISOString(), leaseUntil))) {
          continue; // another process has it
        }
        const row = await outgoing(await messages.findWithLanguage(id));
        let subject: string;
        try {
          ({ subject } = await transmit(String(id), row));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log?.warn({ err: error, outboxId: id }, 'sending an e-mail failed');
          await messages.markFailedAttempt(id, {
            error: message.slice(0, 1000),
            status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            retryAt: new Date(clock().getTime() + backoffMs(row.attempts)).toISOString(),
          });
          continue;
        }
        await messages.markSent(id, { sentAt: clock().toISOString(), subject }, MARK_SENT_RETRY_MS);
        sent += 1;
      }
      return sent;
    },

    /** The outbox for the administration page, newest first, optionally by status. */
    async list(query: { status?: 'pending' | 'sent' | 'failed'; page: number; perPage: number }) {
      const { total, rows } = await messages.page(query);
      return { total, rows: rows as OutboxEntry[] };
    },

    /** A failed (or waiting) message goes out again on the worker's next round, with fresh attempts. */
    async retry(id: number): Promise<void> {
      if (!(await messages.requeue(id, clock().toISOString()))) {
        throw new NotFoundError('email');
      }
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
