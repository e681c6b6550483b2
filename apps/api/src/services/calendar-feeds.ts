import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_DAYS,
  type Language,
  type Repeater,
  type Reservation as ApiReservation,
  resourceCalendarFeedPath,
} from '@laikas/contract';
import { type CalendarEvent, exportFeed, fileNameOf } from '@laikas/calendar-export';
import { type Kysely } from 'kysely';
import { type Database, type Repeater as RepeaterRow, type Reservation } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { type AuditService } from './audit.js';
import { type Actor } from '../domain/permissions.js';
import { ruleDescribesDates } from '../domain/feedSeries.js';
import { expandDates } from '../domain/repeater.js';
import { shiftDate, type TimeOfDay, toInstant, toLocal } from '@laikas/contract/time';
import { NotFoundError } from '../errors.js';
import { translator } from '../i18n/index.js';
import { type CalendarFeedRepository } from '../repositories/calendar-feeds.js';
import { repeaterOf } from './reservation-presenter.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a feed covers around now (issue 14): a month back, half a year ahead. */
export const FEED_DAYS_BACK = CALENDAR_FEED_DAYS.back;
export const FEED_DAYS_AHEAD = CALENDAR_FEED_DAYS.ahead;

/**
 * A feed's calendar and the name its file goes by: a room's is the room's, a person's own "Mano tvarkaraštis (Laikas)"
 * in their language (every calendar file is named for what it holds; never after the secret token in its address).
 */
export interface FeedCalendar {
  content: string;
  fileName: string;
}

/**
 * A date of a series that a cause's notice (a holiday, a closed time) cancelled: its reservation, its revision before
 * the delete, its name and times (ISO instants). Its notice's file cancels it by its own UID where a calendar held the
 * series date by date.
 */
export interface StruckDate {
  id: number;
  sequence: number;
  name: string;
  from: string;
  to: string;
  series: number;
}

/** The longest token a path may carry before it is looked up (a real one is 43 characters). */
const TOKEN_MAX = 100;

type Present = (rows: readonly Reservation[], actor: Actor, now: Date) => Promise<ApiReservation[]>;

export interface CalendarFeedDependencies {
  db: Kysely<Database>;
  audit: AuditService;
  feeds: CalendarFeedRepository;
  present: Present;
  /** The app's secret: a token is an HMAC of it, so the database alone never yields a feed's address. */
  secret: string;
  clock: () => Date;
  timeZone: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Calendar subscriptions (issue 14): each user's private feed (an unguessable address that needs no session; only
 * its SHA-256 is stored, and reset revokes it) and a public feed per resource, both `text/calendar` built by the
 * calendar export module (stable UIDs, SEQUENCE, EXDATE, RECURRENCE-ID, VTIMEZONE).
 */
export function createCalendarFeedService({
  db,
  audit,
  feeds,
  present,
  secret,
  clock,
  timeZone,
}: CalendarFeedDependencies) {
  // 256 bits of HMAC over a random 128-bit salt: unguessable, and recomputable for its owner from salt and secret.
  const tokenOf = (userId: number, salt: string) =>
    createHmac('sha256', secret).update(`calendar-feed:${userId}:${salt}`).digest('base64url');
  const urlOf = (origin: string, token: string) => `${origin}/api/calendar-feeds/${token}.ics`;

  async function issue(origin: string, userId: number, replace: boolean): Promise<string> {
    const salt = randomBytes(16).toString('base64url');
    await feeds.save(
      { userId, salt, tokenHash: hashToken(tokenOf(userId, salt)), createdAt: clock().toISOString() },
      !replace,
    );
    // Two first reads at once: the one stored wins, and both answer its address.
    const stored = await feeds.ofUser(userId);
    return urlOf(origin, tokenOf(userId, stored!.salt));
  }

  /** The days a span covers whole (local dates, both included): a feed judges a series' rule over them. */
  const wholeDaysOf = (span: { from: Date; to: Date }) => ({
    from: shiftDate(toLocal(span.from, timeZone).date, 1),
    to: shiftDate(toLocal(span.to, timeZone).date, -1),
  });

  /** The local time an occurrence starts at and how long it lasts: a series written as its rule has one. */
  const clockOf = (from: string, to: string) => {
    const { time } = toLocal(new Date(from), timeZone);
    return `${time.hours}:${time.minutes}/${Date.parse(to) - Date.parse(from)}`;
  };

  /**
   * Whether a series was written as its rule before a cause's notice struck `gone` from it (each date then skipped, its
   * occurrence deleted): its rule, less the dates it skipped before, yielded the dates of `members` (its occurrences
   * following it now, as the reader has them) and those struck, all at one time of day, as `seriesWrittenAsRules` judges.
   */
  async function writtenAsRuleBefore(
    rule: RepeaterRow,
    members: readonly Reservation[],
    gone: readonly StruckDate[],
    span: { from: Date; to: Date },
  ): Promise<boolean> {
    const dateOf = (instant: string) => toLocal(new Date(instant), timeZone).date;
    const goneDates = new Set(gone.map((date) => dateOf(date.from)));
    const skipped = (await feeds.seriesExclusions(rule.id)).filter((date) => !goneDates.has(date));
    const clocks = new Set([
      ...members.map((row) => clockOf(row.starts_at, row.ends_at)),
      ...gone.map((date) => clockOf(date.from, date.to)),
    ]);
    return (
      clocks.size === 1 &&
      ruleDescribesDates(
        repeaterOf(rule),
        rule.starts_on,
        skipped,
        [...members.map((row) => dateOf(row.starts_at)), ...goneDates],
        wholeDaysOf(span),
      )
    );
  }

  /**
   * The series in the rows that a feed writes as their rule: those whose rule yields exactly the dates their
   * occurrences stand on (and all at one time of day) on the days the feed covers whole.
   */
  function seriesWrittenAsRules(
    rows: readonly Reservation[],
    presented: readonly ApiReservation[],
    span: { from: Date; to: Date },
  ): Set<number> {
    const repeaterOf = new Map(presented.map((reservation) => [reservation.id, reservation.repeater]));
    const members = new Map<number, Reservation[]>();
    for (const row of rows) {
      if (row.repeater_id !== null && row.detached === 0) {
        members.set(row.repeater_id, [...(members.get(row.repeater_id) ?? []), row]);
      }
    }
    const whole = wholeDaysOf(span);
    const written = new Set<number>();
    for (const [repeaterId, series] of members) {
      const rule = repeaterOf.get(series[0]!.id);
      if (
        rule &&
        new Set(series.map((row) => clockOf(row.starts_at, row.ends_at))).size === 1 &&
        ruleDescribesDates(
          rule,
          rule.starts_on,
          rule.excluded_dates,
          series.map((row) => toLocal(new Date(row.starts_at), timeZone).date),
          whole,
        )
      ) {
        written.add(repeaterId);
      }
    }
    return written;
  }

  function window() {
    const now = clock();
    return {
      now,
      from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
      to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
    };
  }

  /**
   * The calendar's events: each series once (its revision as SEQUENCE), its occurrences changed on their own as its
   * exceptions (RECURRENCE-ID, their date no longer skipped) when the series is in the feed, every other occurrence
   * with its own revision.
   */
  async function eventsOf(
    rows: readonly Reservation[],
    presented: readonly ApiReservation[],
    span: { from: Date; to: Date },
  ): Promise<CalendarEvent[]> {
    const seriesInFeed = seriesWrittenAsRules(rows, presented, span);
    const revisions = await feeds.seriesRevisions([...seriesInFeed]);
    const exceptionDates = new Map<number, Set<string>>();
    const rowById = new Map(rows.map((row) => [row.id, row]));
    // Each series in the feed as it is now: the dates its rule gives and the time its occurrences start at.
    const repeaterOf = new Map(presented.map((reservation) => [reservation.id, reservation.repeater]));
    const seriesNow = new Map<number, { dates: Set<string>; time: TimeOfDay }>();
    for (const row of rows) {
      const rule = repeaterOf.get(row.id);
      if (
        rule &&
        row.detached === 0 &&
        row.repeater_id !== null &&
        seriesInFeed.has(row.repeater_id) &&
        !seriesNow.has(row.repeater_id)
      ) {
        const dates = new Set(expandDates(rule.starts_on, rule));
        seriesNow.set(row.repeater_id, { dates, time: toLocal(new Date(row.starts_at), timeZone).time });
      }
    }
    /*
     * The RECURRENCE-ID of an occurrence changed alone: the instance of its series it replaces, on its date at the
     * time the series starts now (a later change of the whole series may have moved it); none, so that it stands on
     * its own, when the series no longer has that date.
     */
    const recurrenceOf = (row: Reservation) => {
      const series = row.detached === 1 && row.repeater_id !== null ? seriesNow.get(row.repeater_id) : undefined;
      if (!series || !row.recurrence_starts_at) {
        return null;
      }
      const date = toLocal(new Date(row.recurrence_starts_at), timeZone).date;
      return series.dates.has(date) ? toInstant(date, series.time, timeZone).toISOString() : null;
    };
    for (const row of rows) {
      const original = recurrenceOf(row);
      if (original) {
        const dates = exceptionDates.get(row.repeater_id!) ?? new Set<string>();
        dates.add(toLocal(new Date(original), timeZone).date);
        exceptionDates.set(row.repeater_id!, dates);
      }
    }
    return presented.map((reservation): CalendarEvent => {
      const row = rowById.get(reservation.id)!;
      const { repeater } = reservation;
      if (repeater && row.repeater_id !== null && !seriesInFeed.has(row.repeater_id)) {
        // A series its rule does not describe: its occurrences one by one.
        return { ...reservation, repeater: null, sequence: Number(row.sequence), recurrence_id: null };
      }
      if (repeater && row.repeater_id !== null) {
        const exceptions = exceptionDates.get(row.repeater_id);
        return {
          ...reservation,
          repeater: exceptions
            ? { ...repeater, excluded_dates: repeater.excluded_dates.filter((date) => !exceptions.has(date)) }
            : repeater,
          sequence: revisions.get(row.repeater_id) ?? 0,
        };
      }
      return { ...reservation, sequence: Number(row.sequence), recurrence_id: recurrenceOf(row) };
    });
  }

  /** The reader of a feed: its owner, as they see reservations in the app. */
  async function readerOf(owner: { id: number; name: string; email: string | null }): Promise<Actor> {
    const groupIds = await feeds.groupIdsOfUser(owner.id);
    return { id: owner.id, name: owner.name, email: owner.email, abilities: [], roles: [], groupIds };
  }

  /**
   * A room's calendar: what happens there and when, with the people `reader` may see (ORGANIZER, ATTENDEE; issue 35),
   * without descriptions or join addresses. With `busy` (read with no sign-in, a public room) an event someone booked
   * shows only that the room is taken: no name, no people; lectures keep theirs.
   */
  async function roomCalendar(
    resource: { id: number; name: string },
    reader: Actor,
    busy?: string,
  ): Promise<FeedCalendar> {
    const { now, from, to } = window();
    const rows = await feeds.ofResource(resource.id, from.toISOString(), to.toISOString());
    const lectures = new Set(rows.filter((row) => row.type === 'lecture').map((row) => row.id));
    const nobody = { responsible: null, person_responsible: null, user: null, organizer: null, invitations: [] };
    const events = (await eventsOf(rows, await present(rows, reader, now), { from, to })).map(
      (event): CalendarEvent => ({
        ...event,
        ...(busy !== undefined && !lectures.has(event.id ?? 0) && { name: busy, ...nobody }),
        description: null,
        remote_address: null,
        url: null,
      }),
    );
    return {
      content: exportFeed(events, { timeZone, now, name: `Laikas: ${resource.name}`, span: { from, to } }),
      fileName: fileNameOf(resource.name),
    };
  }

  return {
    /** The user's feed address under `origin` (where the app is reached from outside); the first read creates it. */
    url(origin: string, userId: number): Promise<string> {
      return feeds
        .ofUser(userId)
        .then((feed) => (feed ? urlOf(origin, tokenOf(userId, feed.salt)) : issue(origin, userId, false)));
    },

    /** A new address for the user's feed; the old one answers 404 from now on. */
    reset(origin: string, userId: number): Promise<string> {
      return issue(origin, userId, true);
    },

    /** The calendar of the feed `token` names (`…/{token}.ics`); an unknown or revoked token is 404. */
    async userFeed(token: string): Promise<FeedCalendar> {
      const owner = token.length <= TOKEN_MAX ? await feeds.ownerOf(hashToken(token)) : undefined;
      if (!owner) {
        throw new NotFoundError('calendar');
      }
      const { now, from, to } = window();
      // Presented as the owner sees them: every row here involves them, so people are included (addresses their own).
      const actor = await readerOf(owner);
      const rows = await feeds.ofTimetable(
        { id: owner.id, groupIds: actor.groupIds },
        from.toISOString(),
        to.toISOString(),
      );
      const events = await eventsOf(rows, await present(rows, actor, now), { from, to });
      return {
        content: exportFeed(events, { timeZone, now, name: `Laikas: ${owner.name}`, span: { from, to } }),
        fileName: fileNameOf(translator(owner.language)('feed.personalFileName')),
      };
    },

    /**
     * A resource's public calendar, where an administrator made it public (issue 35); 404 otherwise, as for an
     * unknown resource. Lectures keep their names; any other reservation is `busy` ("Užimta" / "Busy").
     */
    async resourceFeed(resourceId: number, busy: string): Promise<FeedCalendar> {
      const resource = await feeds.resourceName(resourceId);
      if (!resource || resource.public_feed !== 1) {
        throw new NotFoundError('resource');
      }
      const nobody: Actor = { id: 0, name: '', abilities: [], roles: [], groupIds: [] };
      return roomCalendar(resource, nobody, busy);
    },

    /**
     * A resource's calendar through a person's own secret feed token (`…/calendar-feeds/{token}/resources/{id}.ics`):
     * every name, and the people as the person sees them; the person's reset revokes it with their own feed.
     */
    async resourceFeedFor(token: string, resourceId: number): Promise<FeedCalendar> {
      const owner = token.length <= TOKEN_MAX ? await feeds.ownerOf(hashToken(token)) : undefined;
      const resource = owner ? await feeds.resourceName(resourceId) : undefined;
      if (!owner || !resource) {
        throw new NotFoundError('calendar');
      }
      return roomCalendar(resource, await readerOf(owner));
    },

    /** The address a person subscribes to a resource with: the public one where it is public, else their own. */
    async resourceUrl(origin: string, userId: number, resourceId: number): Promise<{ url: string; public: boolean }> {
      const resource = await feeds.resourceName(resourceId);
      if (!resource) {
        throw new NotFoundError('resource');
      }
      if (resource.public_feed === 1) {
        return { url: `${origin}${resourceCalendarFeedPath(resourceId)}`, public: true };
      }
      const personal = await this.url(origin, userId);
      return { url: personal.replace(/\.ics$/, `/resources/${resourceId}.ics`), public: false };
    },

    /**
     * A reservation's page's "Export to calendar": an occurrence following its series gives the whole series as the
     * feed writes it (its occurrences moved alone as exceptions, wherever they went; its revision), so that the file
     * updates the copy an e-mail or a feed put into a calendar instead of doubling it; anything else, itself. People as
     * `reader` may see them.
     */
    async reservationCalendar(id: number, reader: Actor): Promise<FeedCalendar> {
      const row = await feeds.reservation(id);
      if (!row) {
        throw new NotFoundError('reservation');
      }
      const now = clock();
      const rows =
        row.repeater_id !== null && row.detached === 0
          ? (await feeds.ofSeries(row.repeater_id, null)).filter((member) => member.status !== 'rejected')
          : [row];
      const presented = await present(rows, reader, now);
      const rule = presented.find((reservation) => reservation.id === row.id)?.repeater;
      const first = Math.min(
        ...rows.map((member) => Date.parse(member.starts_at)),
        ...(rule ? [Date.parse(rule.starts_on)] : []),
      );
      const last = Math.max(
        ...rows.map((member) => Date.parse(member.ends_at)),
        ...(rule ? [Date.parse(rule.until)] : []),
      );
      const span = { from: new Date(first - 2 * DAY_MS), to: new Date(last + 3 * DAY_MS) };
      return {
        content: exportFeed(await eventsOf(rows, presented, span), { timeZone, now, span }),
        fileName: fileNameOf(row.name),
      };
    },

    /**
     * Series as `reader`'s feed writes them, for a notification's e-mail (docs/decisions/ics-cancellations.md): each
     * one event with its rule, skipped dates and the occurrences changed alone as its exceptions (or, where its rule
     * does not describe them, occurrence by occurrence), each with its revision, over the whole series, without people
     * (the e-mail's reader may not see their addresses). A series no longer written as its rule (nothing of it left,
     * or only dates its rule does not describe) is written cancelled (`series-{id}`), one revision above its own, so
     * that a calendar holding it strikes it. A cause's notice names the dates it `struck`: those of a series its
     * calendar held date by date go cancelled each by its own UID. Undefined when none of the series exists.
     */
    async seriesCalendar(
      repeaterIds: readonly number[],
      reader: { id: number; language: Language } | null,
      /** Its name where none of it is left for the reader (the notification's). */
      name: string,
      /** The dates of these series a cause's notice struck (its listed occurrences), if it is one. */
      struck: readonly StruckDate[] = [],
    ): Promise<string | undefined> {
      const rules = (await Promise.all([...new Set(repeaterIds)].map((id) => feeds.seriesRule(id)))).filter(
        (rule) => rule !== undefined,
      );
      if (rules.length === 0) {
        return undefined;
      }
      const now = clock();
      const groupIds = reader ? await feeds.groupIdsOfUser(reader.id) : [];
      const actor: Actor = { id: reader?.id ?? 0, name: '', abilities: [], roles: [], groupIds };
      const rows: Reservation[] = [];
      for (const rule of rules) {
        rows.push(...(await feeds.ofSeries(rule.id, reader && { id: reader.id, groupIds })));
      }
      // The whole series: from their rules' first day (or their first occurrence) to their last, days either side.
      const first = Math.min(
        ...rules.map((rule) => Date.parse(rule.starts_on)),
        ...rows.map((row) => Date.parse(row.starts_at)),
        ...struck.map((date) => Date.parse(date.from)),
      );
      const last = Math.max(
        ...rules.map((rule) => Date.parse(rule.until)),
        ...rows.map((row) => Date.parse(row.ends_at)),
        ...struck.map((date) => Date.parse(date.to)),
      );
      const span = { from: new Date(first - 2 * DAY_MS), to: new Date(last + 3 * DAY_MS) };
      const nobody = { responsible: null, person_responsible: null, user: null, organizer: null, invitations: [] };
      const events = (await eventsOf(rows, await present(rows, actor, now), span)).map((event): CalendarEvent => ({
        ...event,
        ...nobody,
      }));
      const time = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
      for (const rule of rules) {
        if (events.some((event) => event.repeater && event.repeater_id === rule.id)) {
          continue;
        }
        const title = rows.find((row) => row.repeater_id === rule.id)?.name ?? name;
        // The series cancelled whole, under its UID (`series-{id}`) and on the dates its rule has: a calendar that
        // shows a cancelled event (or only its "Cancelled: …" title) shows it on no day the series never had. A rule
        // an edit ended before its first date yields no date, and a rule without one is written as an event of its
        // own under another UID (the old series stays): it runs to its first date, and no further.
        const repeater = repeaterOf(rule);
        const week = shiftDate(rule.starts_on, 6);
        const until =
          expandDates(rule.starts_on, repeater).length > 0
            ? rule.until
            : (expandDates(rule.starts_on, { ...repeater, until: week })[0] ?? week);
        events.push({
          name: reader ? translator(reader.language)('notification.calendarCancelled', { name: title }) : title,
          from: toInstant(rule.starts_on, time(rule.start_minutes), timeZone).toISOString(),
          to: toInstant(rule.starts_on, time(rule.end_minutes), timeZone).toISOString(),
          repeater: {
            type: rule.type,
            interval: rule.interval,
            until,
            weekdays: JSON.parse(rule.weekdays) as Repeater['weekdays'],
            starts_on: rule.starts_on,
          },
          repeater_id: rule.id,
          status: 'rejected',
          sequence: Number(rule.sequence) + 1,
        });
      }
      /*
       * A cause's notice: a series a calendar held date by date (its rule did not describe its dates before the notice
       * either) has each of them as `reservation-{id}`, which a file merely leaving the date out never removes. Each
       * date struck goes cancelled by its own UID, one revision above the last written; a series held as its rule has
       * them as EXDATE instead (and a cancelled `reservation-{id}` would be an event its calendar never held).
       */
      const cancelledName = (title: string) =>
        reader ? translator(reader.language)('notification.calendarCancelled', { name: title }) : title;
      for (const rule of rules) {
        const gone = struck.filter((date) => date.series === rule.id);
        const members = rows.filter((row) => row.repeater_id === rule.id && row.detached === 0);
        if (gone.length === 0 || (await writtenAsRuleBefore(rule, members, gone, span))) {
          continue;
        }
        for (const date of gone) {
          events.push({
            id: date.id,
            name: cancelledName(date.name),
            from: date.from,
            to: date.to,
            repeater: null,
            repeater_id: rule.id,
            recurrence_id: null,
            status: 'rejected',
            sequence: date.sequence + 1,
          });
        }
      }
      return exportFeed(events, { timeZone, now, span });
    },

    /** Makes a resource's feed public or not (`resources.manage`), recorded in the audit log. */
    async setPublic(resourceId: number, publicFeed: boolean): Promise<{ public: boolean }> {
      const resource = await feeds.resourceName(resourceId);
      if (!resource) {
        throw new NotFoundError('resource');
      }
      return inTransaction(db, async (trx) => {
        if (!(await feeds.setPublicFeed(resourceId, publicFeed, trx))) {
          throw new NotFoundError('resource');
        }
        await audit.record(trx, {
          action: 'update',
          entityType: 'resource',
          entityId: resourceId,
          label: resource.name,
          before: { public_feed: resource.public_feed === 1 },
          after: { public_feed: publicFeed },
        });
        return { public: publicFeed };
      });
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
