import { type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A reservation that starts within `[from, to)`: a range on `starts_at`, which every index here ends with. */
const startingWithin = (from: string, to: string) => (eb: ExpressionBuilder<Database, 'reservations'>) =>
  eb.and([eb('reservations.starts_at', '>=', from), eb('reservations.starts_at', '<', to)]);

export function createCalendarFeedRepository(db: Kysely<Database>) {
  return {
    /** The user's subscription (salt and token hash), if they have one. */
    ofUser(userId: number) {
      return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The owner of the subscription whose token hashes to `tokenHash` (a unique index), with their name; none when
     * their account is disabled (a disabled account's feed stops with its sign-in).
     */
    ownerOf(tokenHash: string) {
      return db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .select(['users.id', 'users.name', 'users.email', 'users.language'])
        .where('calendar_feeds.token_hash', '=', tokenHash)
        .where('users.disabled_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Gives the user a subscription, or replaces theirs (the old token stops working in the same statement).
     * `onlyIfMissing`: keeps an existing one (two first reads at once agree on one token).
     */
    async save(
      feed: { userId: number; salt: string; tokenHash: string; createdAt: string },
      onlyIfMissing: boolean,
    ): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: feed.userId, salt: feed.salt, token_hash: feed.tokenHash, created_at: feed.createdAt })
        .onConflict((conflict) =>
          onlyIfMissing
            ? conflict.column('user_id').doNothing()
            : conflict.column('user_id').doUpdateSet({
                salt: feed.salt,
                token_hash: feed.tokenHash,
                created_at: feed.createdAt,
              }),
        )
        .execute();
    },

    /**
     * Everything on a user's timetable that starts within `[from, to)` and holds its place: what they created or
     * are responsible for, what they accepted an invitation to, and what their groups attend. A union of indexed
     * look-ups (an OR over them would scan every reservation).
     */
    timetableQuery(user: { id: number; groupIds: readonly number[] }, from: string, to: string) {
      const window = startingWithin(from, to);
      let involved = db
        .selectFrom('reservations')
        .select('id')
        .where('creator_id', '=', user.id)
        .where(window)
        .union(db.selectFrom('reservations').select('id').where('person_responsible_id', '=', user.id).where(window))
        .union(
          db
            .selectFrom('reservation_invitations')
            .select('reservation_id as id')
            .where('user_id', '=', user.id)
            .where('status', '=', 'accepted'),
        );
      if (user.groupIds.length > 0) {
        involved = involved.union(
          db.selectFrom('reservation_groups').select('reservation_id as id').where('group_id', 'in', user.groupIds),
        );
      }
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('id', 'in', involved)
        .where(window)
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id');
    },

    /** What `timetableQuery` selects. */
    ofTimetable(user: { id: number; groupIds: readonly number[] }, from: string, to: string): Promise<Reservation[]> {
      return this.timetableQuery(user, from, to).execute();
    },

    /** A resource's reservations that start within `[from, to)` and hold their place (index on resource, start). */
    resourceQuery(resourceId: number, from: string, to: string) {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('resource_id', '=', resourceId)
        .where(startingWithin(from, to))
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id');
    },

    /** What `resourceQuery` selects. */
    ofResource(resourceId: number, from: string, to: string): Promise<Reservation[]> {
      return this.resourceQuery(resourceId, from, to).execute();
    },

    /**
     * A series' occurrences that hold their place (its own and those changed alone), all of them: those `reader` is
     * tied to (created, is responsible for, invited to and not declined, their groups attend), or every one without
     * a reader. A notification's e-mail attaches the series as the reader's feed writes it.
     */
    ofSeries(repeaterId: number, reader: { id: number; groupIds: readonly number[] } | null): Promise<Reservation[]> {
      let query = db
        .selectFrom('reservations')
        .selectAll()
        .where('repeater_id', '=', repeaterId)
        .where('status', '!=', 'rejected');
      if (reader) {
        query = query.where((eb) =>
          eb.or([
            eb('creator_id', '=', reader.id),
            eb('person_responsible_id', '=', reader.id),
            eb(
              'id',
              'in',
              eb
                .selectFrom('reservation_invitations')
                .select('reservation_id')
                .where('user_id', '=', reader.id)
                .where('status', '!=', 'declined'),
            ),
            ...(reader.groupIds.length > 0
              ? [
                  eb(
                    'id',
                    'in',
                    eb
                      .selectFrom('reservation_groups')
                      .select('reservation_id')
                      .where('group_id', 'in', [...reader.groupIds]),
                  ),
                ]
              : []),
          ]),
        );
      }
      return query.orderBy('starts_at').orderBy('id').execute();
    },

    /** A series' rule and revision, if it exists. */
    seriesRule(repeaterId: number) {
      return db.selectFrom('repeaters').selectAll().where('id', '=', repeaterId).executeTakeFirst();
    },

    /** The dates a series skips (its EXDATEs). */
    async seriesExclusions(repeaterId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('repeater_exclusions')
        .select('date')
        .where('repeater_id', '=', repeaterId)
        .execute();
      return rows.map((row) => row.date);
    },

    /** The revisions of series (their feed events' SEQUENCE). */
    async seriesRevisions(repeaterIds: readonly number[]): Promise<Map<number, number>> {
      if (repeaterIds.length === 0) {
        return new Map();
      }
      const rows = await db
        .selectFrom('repeaters')
        .select(['id', 'sequence'])
        .where('id', 'in', [...repeaterIds])
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.sequence)]));
    },

    groupIdsOfUser(userId: number): Promise<number[]> {
      return db
        .selectFrom('group_users')
        .select('group_id')
        .where('user_id', '=', userId)
        .execute()
        .then((rows) => rows.map((row) => row.group_id));
    },

    /** One reservation, whatever its status (a page's calendar file; the caller checked that its reader may see it). */
    reservation(id: number): Promise<Reservation | undefined> {
      return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    resourceName(resourceId: number) {
      return db
        .selectFrom('resources')
        .select(['id', 'name', 'public_feed'])
        .where('id', '=', resourceId)
        .executeTakeFirst();
    },

    /** Makes a resource's feed public or not; false when there is no such resource. */
    async setPublicFeed(resourceId: number, publicFeed: boolean, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .updateTable('resources')
        .set({ public_feed: publicFeed ? 1 : 0 })
        .where('id', '=', resourceId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
