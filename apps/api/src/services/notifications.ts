import {
  type InvitationStatus,
  type Language,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  notificationKinds,
  type NotificationSettings,
  type PageMeta,
} from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import {
  CANCELLED_LISTED,
  type CancellationCause,
  type InvitationAnswer,
  kindOfType,
  NOTIFICATION_TYPES,
  type NotificationParams,
  renderNotification,
  reservationNotificationParams,
  type ReservationSubject,
} from '../domain/notificationMessages.js';
import { NotFoundError } from '../errors.js';
import { emailKindsOf } from './outbox.js';
import { type InvitationRepository } from '../repositories/invitations.js';
import {
  type NewNotification,
  type NotificationRepository,
  type NotificationRow,
  type Recipient,
} from '../repositories/notifications.js';

export interface NotificationServiceDependencies {
  db: Kysely<Database>;
  notifications: NotificationRepository;
  /** The invitations' answers: an invitation notification reads its reader's answer when it is read. */
  invitations: Pick<InvitationRepository, 'statuses'>;
  clock: () => Date;
  timeZone: string;
}

/** Someone who changes something: excluded from the notifications about their own change. */
export interface Author {
  id: number;
  name: string;
}

/** Called with every notification written, in the same transaction (the outbox queues their e-mails). */
export type NotificationListener = (
  trx: Kysely<Database>,
  written: readonly { notification: NotificationRow; recipient: Recipient; kind: NotificationKind }[],
) => Promise<void>;

/**
 * Called when a user's own notifications change without a new one (read, all read, deleted), in the change's
 * transaction: their other tabs' bells follow (live timetables, issue 31).
 */
export type NotificationsChangedListener = (trx: Kysely<Database>, userId: number) => Promise<void>;

/**
 * Called when invitations were cancelled with their reservations, in the delete's transaction: `reservationIds` are
 * the deleted reservations each user's invitation notifications may name (their waiting e-mails say so too).
 */
export type InvitationsCancelledListener = (
  trx: Kysely<Database>,
  cancelled: { userIds: readonly number[]; reservationIds: readonly number[] },
) => Promise<void>;

/**
 * Called when an invitation notification that named a gone occurrence (`gone`: deleted, or rewritten without a pair)
 * was pointed at the invitee's next occurrence (`next`: its id, times and revision), in the change's transaction: the
 * invitee's e-mails still waiting follow it, or their link and answer open nothing.
 */
export type InvitationsFollowedListener = (
  trx: Kysely<Database>,
  followed: { userId: number; gone: readonly number[]; next: Partial<NotificationParams> },
) => Promise<void>;

/** Who was tied to an occurrence before a change. */
export interface ReservationSnapshot {
  creator: number | null;
  responsible: number | null;
  /** Invitees who have not declined. */
  invitees: number[];
  /** Everyone invited, whatever their answer. */
  invited: number[];
  /** Members of its groups. */
  members: number[];
  wasInSeries: boolean;
  /** The series it followed (not when changed alone): an edit that moves it into a new rule e-mails both. */
  series?: number | null;
  wasInBatch: boolean;
  /** The occurrence and its times then: an edit that moves it says from when to when. */
  id?: number;
  startsAt?: string;
  endsAt?: string;
}

type ReservationKind = Exclude<NotificationKind, 'daily_reminder'>;

/** A reservation row with its resource's name, when the caller read it. */
type RoomedReservation = Reservation & { resource_name?: string };

/** The first occurrence (by start) of the rows, with their count. */
function subjectOf(rows: readonly Reservation[]): ReservationSubject {
  const first = [...rows].sort((a, b) =>
    a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id,
  )[0]!;
  return {
    id: first.id,
    name: first.name,
    type: first.type,
    startsAt: first.starts_at,
    endsAt: first.ends_at,
    count: rows.length,
    dates: new Set(rows.map((row) => row.starts_at)).size,
    rooms: new Set(rows.map((row) => row.resource_id)).size,
    sequence: Number(first.sequence),
    series: first.repeater_id,
  };
}

/**
 * A stored notification in its reader's current language (rendered each time it is read, issue 28); an invitation
 * with its reader's answer as it now is (`answers`: theirs, by reservation id).
 */
export function present(
  row: NotificationRow,
  context: { language: Language; timeZone: string; answers?: ReadonlyMap<number, InvitationStatus> },
): Notification {
  const kind = kindOfType(row.type);
  const params = JSON.parse(row.data) as NotificationParams;
  const invitationStatus =
    kind === 'invitation' && params.reservation_id !== undefined
      ? context.answers?.get(params.reservation_id)
      : undefined;
  return {
    id: row.id,
    type: row.type,
    kind,
    data: renderNotification(kind, params, {
      language: context.language,
      timeZone: context.timeZone,
      invitationStatus,
    }),
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

/** The reservations a user's invitation notifications are about (their answers are read with them). */
function invitedTo(rows: readonly NotificationRow[]): number[] {
  return rows.flatMap((row) => {
    if (kindOfType(row.type) !== 'invitation') {
      return [];
    }
    const id = (JSON.parse(row.data) as NotificationParams).reservation_id;
    return id === undefined ? [] : [id];
  });
}

export function createNotificationService({
  db,
  notifications,
  invitations,
  clock,
  timeZone,
}: NotificationServiceDependencies) {
  const listeners: NotificationListener[] = [];
  const changeListeners: NotificationsChangedListener[] = [];
  const cancelledListeners: InvitationsCancelledListener[] = [];
  const followedListeners: InvitationsFollowedListener[] = [];

  /** Runs a change of the user's own notifications and tells the listeners in its transaction. */
  function ownChange<T>(userId: number, change: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return inTransaction(db, async (trx) => {
      const result = await change(trx);
      for (const listener of changeListeners) {
        await listener(trx, userId);
      }
      return result;
    });
  }

  /**
   * Writes one notification of `kind` per user in `targets` (a user listed under several kinds gets the first),
   * in the transaction `trx`: its kind and parameters, rendered when read.
   */
  async function write(
    trx: Kysely<Database>,
    targets: readonly { kind: ReservationKind; userIds: readonly number[] }[],
    rows: readonly Reservation[],
    author: Author | null,
    options: {
      cancelled?: boolean;
      reason?: string | null;
      answer?: InvitationAnswer;
      rooms?: string[];
      previousSeries?: number | null;
      moved?: NotificationParams['moved'];
    } = {},
  ): Promise<NotificationRow[]> {
    const kindOf = new Map<number, ReservationKind>();
    for (const { kind, userIds } of targets) {
      for (const userId of userIds) {
        if (userId !== author?.id && !kindOf.has(userId)) {
          kindOf.set(userId, kind);
        }
      }
    }
    if (kindOf.size === 0 || rows.length === 0) {
      return [];
    }
    const recipients = await notifications.recipients([...kindOf.keys()], trx);
    const subject = { ...subjectOf(rows), previousSeries: options.previousSeries };
    const createdAt = clock().toISOString();
    const values: NewNotification[] = recipients.map((recipient) => {
      const kind = kindOf.get(recipient.id)!;
      const params = reservationNotificationParams(subject, {
        actorName: author?.name ?? null,
        cancelled: options.cancelled,
        reason: kind === 'rejected' ? options.reason : undefined,
        answer: kind === 'invitation_answered' ? options.answer : undefined,
        rooms: options.rooms,
        moved: kind === 'changed' ? options.moved : undefined,
      });
      return {
        user_id: recipient.id,
        type: NOTIFICATION_TYPES[kind],
        data: JSON.stringify(params),
        read_at: null,
        created_at: createdAt,
      };
    });
    const inserted = await notifications.insertMany(values, trx);
    await tell(trx, inserted, recipients);
    return inserted;
  }

  async function tell(trx: Kysely<Database>, inserted: readonly NotificationRow[], recipients: readonly Recipient[]) {
    if (listeners.length === 0 || inserted.length === 0) {
      return;
    }
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    const written = inserted.map((notification) => ({
      notification,
      recipient: byId.get(notification.user_id)!,
      kind: kindOfType(notification.type)!,
    }));
    for (const listener of listeners) {
      await listener(trx, written);
    }
  }

  async function snapshot(trx: Kysely<Database>, row: Reservation): Promise<ReservationSnapshot> {
    return {
      creator: row.creator_id,
      responsible: row.person_responsible_id,
      invitees: await notifications.inviteeIds(row.id, trx),
      invited: await notifications.invitedIds(row.id, trx),
      members: await notifications.memberIdsOf(row.id, trx),
      wasInSeries: row.repeater_id !== null && row.detached === 0,
      series: row.detached === 0 ? row.repeater_id : null,
      wasInBatch: row.batch_id !== null,
      id: row.id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    };
  }

  /**
   * Occurrences were deleted (`rows`, read before): the invitation notifications of the people invited to them
   * (`invited`, declined ones too) that name one of them read as cancelled from now on, asking for no answer; not
   * where the invitation goes on (the invitee is still invited to an occurrence of the same series or batch that has
   * not ended: one date cancelled by a holiday), whose notification names that occurrence from now on instead
   * (`followInvitations`). Written into the notification, for its invitation is gone with the rows: when it is read,
   * nothing else could tell a deleted reservation from one written anew.
   */
  async function cancelInvitations(trx: Kysely<Database>, rows: readonly Reservation[], invited: readonly number[]) {
    const deleted = new Set(rows.map((row) => row.id));
    const next = await followInvitations(trx, rows, deleted, invited);
    const userIds = invited.filter((userId) => !next.has(userId));
    const changed = new Set<number>();
    for (const row of await notifications.ofType(userIds, NOTIFICATION_TYPES.invitation, trx)) {
      const params = JSON.parse(row.data) as NotificationParams;
      if (params.reservation_id !== undefined && deleted.has(params.reservation_id) && !params.invitation_cancelled) {
        await notifications.setData(
          row.user_id,
          row.id,
          JSON.stringify({ ...params, invitation_cancelled: true }),
          trx,
        );
        changed.add(row.user_id);
      }
    }
    if (userIds.length > 0) {
      for (const listener of cancelledListeners) {
        await listener(trx, { userIds, reservationIds: [...deleted] });
      }
    }
    await changedFor(trx, changed);
  }

  /**
   * Occurrences of series or batches (`rows`, read before) are gone (`gone`: their ids; deleted, or rewritten without a
   * pair) while an invitation to the rest may go on: each of `invited` still invited to an occurrence of theirs that
   * has not ended gets their invitation notification that named a gone one pointed at the first such occurrence, so
   * that its link opens and a later cancellation of the rest finds it. Answers who is still invited, and where.
   */
  async function followInvitations(
    trx: Kysely<Database>,
    rows: readonly Reservation[],
    gone: ReadonlySet<number>,
    invited: readonly number[],
  ): Promise<Map<number, number>> {
    const next = await notifications.nextInvited(
      invited,
      {
        repeaterIds: unique(rows.flatMap((row) => (row.repeater_id === null ? [] : [row.repeater_id]))),
        batchIds: unique(rows.flatMap((row) => (row.batch_id === null ? [] : [row.batch_id]))),
      },
      clock().toISOString(),
      trx,
    );
    const changed = new Set<number>();
    for (const row of await notifications.ofType([...next.keys()], NOTIFICATION_TYPES.invitation, trx)) {
      const params = JSON.parse(row.data) as NotificationParams;
      const successor = next.get(row.user_id)!;
      if (
        params.reservation_id !== undefined &&
        gone.has(params.reservation_id) &&
        !gone.has(successor) &&
        !params.invitation_cancelled
      ) {
        // It names the date it points at now (the gone one's date is no date of the series any more).
        const next = await notifications.reservation(successor, trx);
        const moved: Partial<NotificationParams> = {
          reservation_id: successor,
          ...(next && {
            reservation_from: next.starts_at,
            reservation_to: next.ends_at,
            reservation_sequence: Number(next.sequence),
          }),
        };
        await notifications.setData(row.user_id, row.id, JSON.stringify({ ...params, ...moved }), trx);
        changed.add(row.user_id);
        for (const listener of followedListeners) {
          await listener(trx, { userId: row.user_id, gone: [...gone], next: moved });
        }
      }
    }
    await changedFor(trx, changed);
    return next;
  }

  /** Their other tabs' bells read their notifications anew. */
  async function changedFor(trx: Kysely<Database>, userIds: ReadonlySet<number>) {
    for (const userId of userIds) {
      for (const listener of changeListeners) {
        await listener(trx, userId);
      }
    }
  }

  return {
    /** Registers a listener for every notification written (the e-mail outbox). */
    onWritten(listener: NotificationListener): void {
      listeners.push(listener);
    },

    /** Registers a listener for a user's notifications read or deleted (their other tabs' bells). */
    onChanged(listener: NotificationsChangedListener): void {
      changeListeners.push(listener);
    },

    /** Registers a listener for invitations cancelled with their reservations (the e-mails still waiting). */
    onInvitationsCancelled(listener: InvitationsCancelledListener): void {
      cancelledListeners.push(listener);
    },

    /** Registers a listener for invitations pointed at the next occurrence (the e-mails still waiting follow). */
    onInvitationsFollowed(listener: InvitationsFollowedListener): void {
      followedListeners.push(listener);
    },

    /** Writes notifications built elsewhere (the daily reminder), telling the listeners. */
    async insert(trx: Kysely<Database>, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      const inserted = await notifications.insertMany(rows, trx);
      await tell(trx, inserted, await notifications.recipients(unique(inserted.map((row) => row.user_id)), trx));
      return inserted;
    },

    /**
     * A reservation (all its occurrences and batch members: `rows`) was created: its person responsible, its
     * invitees and the members of its groups are told, once each, never its author. When it waits for approval,
     * everyone who may approve it is asked to (issue 27), before anything else they would be told about it. Runs
     * in the write's transaction.
     */
    async onReservationCreated(
      trx: Kysely<Database>,
      rows: readonly Reservation[],
      author: Author,
      links: { groupIds: readonly number[]; userIds: readonly number[] },
    ): Promise<void> {
      const responsible = rows[0]?.person_responsible_id;
      const members = await notifications.groupMemberIds(links.groupIds, trx);
      const pending = rows.filter((row) => row.status === 'pending');
      const approvers = pending.length > 0 ? await notifications.approverIds(trx) : [];
      await write(trx, [{ kind: 'awaiting_approval', userIds: approvers }], pending, author);
      const asked = new Set(approvers);
      await write(
        trx,
        [
          { kind: 'person_responsible', userIds: responsible != null && !asked.has(responsible) ? [responsible] : [] },
          { kind: 'invitation', userIds: links.userIds.filter((id) => !asked.has(id)) },
          { kind: 'event_created', userIds: members.filter((id) => !asked.has(id)) },
        ],
        rows,
        author,
      );
    },

    /** Who is tied to an occurrence (read in the change's transaction, before it writes). */
    snapshot,

    /**
     * An edit wrote `rows` (every occurrence and batch member it rewrote; `before`: the edited occurrence as it
     * was). Newly made person responsible, newly invited users and members of newly added groups are told so;
     * everyone else tied to it hears that it changed, or, when the occurrence left its series or batch (`detached`),
     * that it now stands alone (DetachedNotification). Never its author; declined invitees are not told. `removed`:
     * the ids of occurrences the edit left without a pair (a series rewritten onto other days); an invitation that named
     * one names the first of the rest from now on.
     */
    async onReservationEdited(
      trx: Kysely<Database>,
      rows: readonly Reservation[],
      author: Author,
      before: ReservationSnapshot,
      options: { detached: boolean; removed?: readonly number[] },
    ): Promise<void> {
      const first = rows[0];
      if (!first) {
        return;
      }
      const after = await snapshot(trx, first);
      if (options.removed && options.removed.length > 0) {
        await followInvitations(trx, rows, new Set(options.removed), unique([...before.invited, ...after.invited]));
      }
      const isNew = (previous: readonly number[]) => {
        const known = new Set(previous);
        return (userId: number) => !known.has(userId);
      };
      await write(
        trx,
        [
          {
            kind: 'person_responsible',
            userIds: after.responsible !== null && after.responsible !== before.responsible ? [after.responsible] : [],
          },
          { kind: 'invitation', userIds: after.invitees.filter(isNew(before.invitees)) },
          { kind: 'event_created', userIds: after.members.filter(isNew(before.members)) },
          { kind: options.detached ? 'detached' : 'changed', userIds: involved(after) },
        ],
        rows,
        author,
        {
          // Moved into a rule of its own (`upcoming`, or `all` with its past kept): the old rule, cut short, goes too.
          previousSeries: before.series !== first.repeater_id ? before.series : null,
          moved: movedOf(before, rows),
        },
      );
    },

    /**
     * Occurrences were deleted (`rows`, read before the delete; `before`: the addressed occurrence). Everyone tied
     * to them hears it: as a cancellation, or, when one occurrence was deleted on its own out of its series or batch
     * (`detached`), as a DetachedNotification saying so. An invitation to what is gone no longer asks for an answer.
     * Runs in the delete's transaction, after the delete.
     */
    async onReservationsDeleted(
      trx: Kysely<Database>,
      rows: readonly Reservation[],
      author: Author,
      before: ReservationSnapshot,
      options: { detached: boolean },
    ): Promise<void> {
      await write(
        trx,
        [{ kind: options.detached ? 'detached' : 'cancelled', userIds: involved(before) }],
        rows,
        author,
        {
          cancelled: true,
        },
      );
      if (options.detached) {
        // The invitation to the rest of its series or batch goes on.
        await followInvitations(trx, rows, new Set(rows.map((row) => row.id)), before.invited);
      } else {
        await cancelInvitations(trx, rows, before.invited);
      }
    },

    /**
     * Reservations were cancelled together for one `cause` (a holiday, a closed time, an exam session), read before the
     * delete: each series or reservation (`groups`) with who was tied to it then. Everyone tied to any of them hears
     * once for the whole write, never its author: a cancellation naming the cause and listing their occurrences (the
     * first CANCELLED_LISTED by start, the rest counted), each listed occurrence struck by its e-mail's calendar copy.
     * Invitations to them ask for no answer any more. Runs in the write's transaction, after the delete.
     */
    async onReservationsCancelledFor(
      trx: Kysely<Database>,
      groups: readonly { rows: readonly (Reservation & { resource_name?: string })[]; before: ReservationSnapshot }[],
      author: Author,
      cause: CancellationCause,
    ): Promise<void> {
      const theirs = new Map<number, (Reservation & { resource_name?: string })[]>();
      for (const { rows, before } of groups) {
        for (const userId of involved(before)) {
          if (userId !== author.id) {
            const list = theirs.get(userId) ?? [];
            theirs.set(userId, list);
            list.push(...rows);
          }
        }
      }
      if (theirs.size > 0) {
        const recipients = await notifications.recipients([...theirs.keys()], trx);
        const createdAt = clock().toISOString();
        const values: NewNotification[] = recipients.map((recipient) => {
          const rows = [...theirs.get(recipient.id)!].sort((a, b) =>
            a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id,
          );
          const params = {
            ...reservationNotificationParams(subjectOf(rows), { actorName: author.name, cancelled: true }),
            cancelled_for: {
              ...cause,
              occurrences: rows.slice(0, CANCELLED_LISTED).map((row) => ({
                id: row.id,
                sequence: Number(row.sequence),
                name: row.name,
                from: row.starts_at,
                to: row.ends_at,
                ...(row.resource_name !== undefined && { room: row.resource_name }),
                ...(row.repeater_id !== null && { series: row.repeater_id }),
                ...(row.repeater_id !== null && row.detached === 1 && { alone: true }),
              })),
              series: unique(rows.flatMap((row) => (row.repeater_id === null ? [] : [row.repeater_id]))),
            },
          };
          return {
            user_id: recipient.id,
            type: NOTIFICATION_TYPES.cancelled,
            data: JSON.stringify(params),
            read_at: null,
            created_at: createdAt,
          };
        });
        await tell(trx, await notifications.insertMany(values, trx), recipients);
      }
      for (const { rows, before } of groups) {
        await cancelInvitations(trx, rows, before.invited);
      }
    },

    /**
     * A pending reservation was approved or rejected: its author and its person responsible are told (in the
     * caller's transaction). `rows` are the occurrences the decision covers (one notification for all).
     * Called by the administration's approve/reject (issue 15).
     */
    async notifyApprovalDecision(
      trx: Kysely<Database>,
      reservation: RoomedReservation | readonly RoomedReservation[],
      decision: 'approved' | 'rejected',
      decidedBy: Author | null = null,
      /** Why it was rejected, as the administrator wrote it (shown to the author). */
      reason: string | null = null,
    ): Promise<void> {
      const rows: readonly RoomedReservation[] = Array.isArray(reservation)
        ? reservation
        : [reservation as RoomedReservation];
      const first = rows[0];
      if (!first) {
        return;
      }
      const people = unique([
        ...(first.creator_id != null ? [first.creator_id] : []),
        ...(first.person_responsible_id != null ? [first.person_responsible_id] : []),
      ]);
      // The decider is not told about their own decision, unless it is their own reservation.
      const author = decidedBy && !people.includes(decidedBy.id) ? decidedBy : null;
      // A rejection names the rooms it frees (the author may not know which one an approval was waiting for).
      const rooms = [...new Set(rows.flatMap((row) => (row.resource_name === undefined ? [] : [row.resource_name])))];
      await write(trx, [{ kind: decision, userIds: people }], rows, author, {
        reason,
        ...(decision === 'rejected' && rooms.length > 0 && { rooms }),
      });
    },

    /**
     * An invitee (`answerer`) changed their answer to `rows` (the occurrences and batch members whose answer changed,
     * in the answer's transaction): the reservation's creator and its person responsible hear who answered what,
     * never the answerer. The answerer's own invitation notification now reads otherwise: their listeners (other
     * tabs) are told so.
     */
    async onInvitationAnswered(
      trx: Kysely<Database>,
      rows: readonly Reservation[],
      answerer: Author,
      answer: InvitationAnswer,
    ): Promise<void> {
      const first = rows[0];
      if (!first) {
        return;
      }
      const organisers = unique([
        ...(first.creator_id != null ? [first.creator_id] : []),
        ...(first.person_responsible_id != null ? [first.person_responsible_id] : []),
      ]);
      await write(trx, [{ kind: 'invitation_answered', userIds: organisers }], rows, answerer, { answer });
      for (const listener of changeListeners) {
        await listener(trx, answerer.id);
      }
    },

    /** The user's notifications, newest first, in `language` (the reader's current one). */
    async list(
      userId: number,
      query: NotificationListQuery,
      language: Language,
    ): Promise<{ data: Notification[]; meta: PageMeta }> {
      const { total, rows } = await notifications.page(userId, query.page, query.per_page);
      const answers = await invitations.statuses(userId, invitedTo(rows));
      return {
        data: rows.map((row) => present(row, { language, timeZone, answers })),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    unreadCount(userId: number): Promise<number> {
      return notifications.unreadCount(userId);
    },

    async markRead(userId: number, id: number, language: Language): Promise<Notification> {
      const found = await inTransaction(db, async (trx) => {
        if (!(await notifications.markRead(userId, id, clock().toISOString(), trx))) {
          return undefined;
        }
        for (const listener of changeListeners) {
          await listener(trx, userId);
        }
        return notifications.findOwn(userId, id, trx);
      });
      if (!found) {
        throw new NotFoundError('notification');
      }
      return present(found, { language, timeZone, answers: await invitations.statuses(userId, invitedTo([found])) });
    },

    async markAllRead(userId: number): Promise<void> {
      await ownChange(userId, (trx) => notifications.markAllRead(userId, clock().toISOString(), trx));
    },

    async remove(userId: number, id: number): Promise<void> {
      // Nothing deleted tells nobody: the transaction rolls back with the 404.
      await ownChange(userId, async (trx) => {
        if (!(await notifications.deleteOwn(userId, id, trx))) {
          throw new NotFoundError('notification');
        }
      });
    },

    /** Which kinds the user gets by e-mail (every kind until they choose). */
    async settings(userId: number): Promise<NotificationSettings> {
      return { email: emailKindsOf(await notifications.emailKinds(userId)) };
    },

    async updateSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
      const email = notificationKinds.filter((kind) => settings.email.includes(kind));
      await notifications.setEmailKinds(userId, email);
      return { email };
    },

    async removeAll(userId: number): Promise<void> {
      await ownChange(userId, (trx) => notifications.deleteAll(userId, trx));
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

/** Everyone tied to a reservation: its creator, person responsible, invitees (not declined) and group members. */
/** The edited occurrence's times before and after, where the edit moved it (it keeps its id). */
function movedOf(before: ReservationSnapshot, rows: readonly Reservation[]): NotificationParams['moved'] {
  const edited = rows.find((row) => row.id === before.id);
  if (!edited || before.startsAt === undefined || before.endsAt === undefined) {
    return undefined;
  }
  const same = (a: string, b: string) => Date.parse(a) === Date.parse(b);
  return same(edited.starts_at, before.startsAt) && same(edited.ends_at, before.endsAt)
    ? undefined
    : { from: before.startsAt, to: before.endsAt, new_from: edited.starts_at, new_to: edited.ends_at };
}

function involved(people: ReservationSnapshot): number[] {
  return unique([
    ...(people.creator !== null ? [people.creator] : []),
    ...(people.responsible !== null ? [people.responsible] : []),
    ...people.invitees,
    ...people.members,
  ]);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
