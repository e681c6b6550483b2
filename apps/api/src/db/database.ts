import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type ColumnType,
  type Generated,
  type Insertable,
  Kysely,
  PostgresDialect,
  type Selectable,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Updateable,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config.js';
import { idListsAsOneParameter } from './id-lists.js';
import { type BeforeCommit, SqliteFileDriver } from './sqlite-driver.js';
import { setUpSqlite } from './sqlite-setup.js';

/*
 * Portable storage conventions (the same on SQLite and PostgreSQL, see docs/decisions/portable-storage.md):
 * - instants are ISO-8601 UTC text of fixed width (`2026-11-22T14:00:00.000Z`, from `Date#toISOString`),
 *   so they sort and compare as text on both databases;
 * - calendar dates are `YYYY-MM-DD` text, clock times are integer minutes since midnight;
 * - booleans are integers 0/1 (SQLite has no boolean type);
 * - JSON documents are text.
 */

/** An instant as stored: ISO-8601 UTC text. */
export type Instant = string;
/** A boolean as stored: 0 or 1. */
export type Flag = 0 | 1;

export type ReservationType = 'lecture' | 'event';
export type ReservationStatus = 'approved' | 'pending' | 'rejected';
export type RepeaterType = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type InvitationStatus = 'pending' | 'accepted' | 'declined';
export type TimetableStatus = 'draft' | 'locked' | 'approved';

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  name: string;
  email: string | null;
  /** argon2id PHC string; null for accounts that cannot sign in with a password. */
  password_hash: string | null;
  language: ColumnType<'lt' | 'en', 'lt' | 'en' | undefined, 'lt' | 'en'>;
  subscribed_resource_id: number | null;
  daily_reminder: ColumnType<Flag, Flag | undefined, Flag>;
  /** Local hour (0–23, institution time zone) at which the daily reminder is sent. */
  reminder_hour: ColumnType<number, number | undefined, number>;
  /** 1 once an hour was chosen; 0: the reminder follows the default hour of the system settings (issue 15). */
  reminder_hour_chosen: ColumnType<Flag, Flag | undefined, Flag>;
  /** The notification kinds the user wants by e-mail (JSON array); null: every kind (issue 14). */
  email_notifications: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an administrator disabled the account (it cannot sign in and has no sessions); null: enabled. */
  disabled_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** 1 after an administrator reset the password: the user must choose a new one before anything else. */
  must_change_password: ColumnType<Flag, Flag | undefined, Flag>;
  /** 1 while an account an administrator added holds its first password (to change): no reset, a welcome. */
  first_password: ColumnType<Flag, Flag | undefined, Flag>;
  /** 1 when the owner typed the e-mail address on their profile: unchecked, so no provider links by it. */
  email_set_by_owner: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
}

export interface RolesTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface RoleAbilitiesTable {
  role_id: number;
  ability: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: a leaked table cannot be replayed as cookies. */
  id: string;
  user_id: number;
  /** The administrator who started an impersonation; the session acts as `user_id`. */
  impersonator_id: number | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
}

export interface LoginAttemptsTable {
  /** `pair:<address> <uid>` (one uid from one address) or `ip:<address>`. */
  key: string;
  attempts: number;
  window_ends_at: Instant;
  /** No attempt is checked before this instant (growing delays past the limit); null: none pending. */
  locked_until: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

export interface ResourcesTable {
  id: Generated<number>;
  name: string;
  /** 1: its calendar feed needs no sign-in (an administrator's choice, issue 35); 0: only personal feed addresses. */
  public_feed: ColumnType<Flag, Flag | undefined, Flag>;
  description: string | null;
  notes: string | null;
  contact_info: string | null;
  address: string | null;
  /** Settings (spec 3), in minutes; null means "no limit". */
  min_duration: number | null;
  max_duration: number | null;
  /** 1: reservations need no approval; 0: they start pending. */
  approved: ColumnType<Flag, Flag | undefined, Flag>;
  /** How many reservations may overlap on one item (1 for a room); items may override it. */
  available_spaces: number | null;
  /** Daily window, minutes since midnight (0–1440); null means the whole day. */
  day_from: number | null;
  day_to: number | null;
  allow_anybody: ColumnType<Flag, Flag | undefined, Flag>;
  allow_remote_reservations: ColumnType<Flag, Flag | undefined, Flag>;
  /** JSON `[{from:{hours,minutes},to:{hours,minutes}}]`; null means the defaults of spec 9. */
  available_slots: string | null;
  forbidden_slots: string | null;
  /** How many people it seats; null when unknown. */
  capacity: number | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Equipment tags of a resource ("projector", "computers"), one row each. */
export interface ResourceTagsTable {
  resource_id: number;
  tag: string;
}

export interface ResourceImagesTable {
  id: Generated<number>;
  resource_id: number;
  /** File name under the upload folder. */
  path: string;
  position: ColumnType<number, number | undefined, number>;
  created_at: Instant;
}

export interface ItemsTable {
  id: Generated<number>;
  resource_id: number;
  name: string;
  /** Overrides the resource's available_spaces for this item; null inherits it. */
  available_spaces: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface RepeatersTable {
  id: Generated<number>;
  type: RepeaterType;
  interval: number;
  /** First date of the rule (institution-local `YYYY-MM-DD`). */
  starts_on: string;
  /** Last date (inclusive). */
  until: string;
  /** JSON array of `monday`..`sunday`. */
  weekdays: string;
  start_minutes: number;
  end_minutes: number;
  time_zone: string;
  created_at: Instant;
  /** The series' revision (a feed's SEQUENCE of its rule), raised by the repositories on every change. */
  sequence: ColumnType<number, number | undefined, number>;
}

/** A date a series skips because its occurrence there was deleted on its own (RFC 5545 EXDATE). */
export interface RepeaterExclusionsTable {
  repeater_id: number;
  date: string;
}

export interface BatchesTable {
  id: Generated<number>;
  creator_id: number | null;
  created_at: Instant;
}

/** One row per occurrence. */
export interface ReservationsTable {
  id: Generated<number>;
  /** The item reserved; null for a remote reservation of the resource itself. */
  item_id: number | null;
  /** Always set: the item's resource, or the resource of a remote reservation. */
  resource_id: number;
  type: ReservationType;
  name: string;
  description: string | null;
  starts_at: Instant;
  ends_at: Instant;
  person_responsible_id: number | null;
  creator_id: number | null;
  is_remote: ColumnType<Flag, Flag | undefined, Flag>;
  remote_address: string | null;
  repeater_id: number | null;
  batch_id: number | null;
  status: ColumnType<ReservationStatus, ReservationStatus | undefined, ReservationStatus>;
  /** 1 when the occurrence was edited alone and no longer follows its repeater. */
  detached: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
  /** The occurrence's revision (a feed's SEQUENCE), raised by the repository on every update. */
  sequence: ColumnType<number, number | undefined, number>;
  /** For a detached occurrence: the instant its series had it at (the exception's RECURRENCE-ID). */
  recurrence_starts_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** Why it was rejected, as the administrator wrote it; null when not rejected or no reason was given. */
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user's private calendar subscription: the token is derived from the salt and the app's secret, never stored. */
export interface CalendarFeedsTable {
  user_id: number;
  salt: string;
  /** SHA-256 (hex) of the token, the one way a feed is found. */
  token_hash: string;
  created_at: Instant;
}

export interface ReservationGroupsTable {
  reservation_id: number;
  group_id: number;
}

export interface ReservationInvitationsTable {
  id: Generated<number>;
  reservation_id: number;
  user_id: number;
  status: ColumnType<InvitationStatus, InvitationStatus | undefined, InvitationStatus>;
  created_at: Instant;
}

export interface AnnexesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface ReservationAnnexesTable {
  reservation_id: number;
  annex_id: number;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  /** Identifier in the university's source system (imports match on it). */
  external_id: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface GroupUsersTable {
  group_id: number;
  user_id: number;
}

export interface GroupResourcesTable {
  group_id: number;
  resource_id: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON object (spec 3, Notification.data). */
  data: string;
  read_at: Instant | null;
  created_at: Instant;
}

export interface ReportsTable {
  id: Generated<number>;
  name: string;
  user_id: number | null;
  /** JSON object of the filters the report was saved with. */
  filters: string;
  created_at: Instant;
}

export interface PeriodsTable {
  id: Generated<number>;
  name: string;
  starts_on: string;
  ends_on: string;
  /** How many weeks of teaching from starts_on, then how many of exams; null when not given. */
  teaching_weeks: number | null;
  exam_weeks: number | null;
  /** The exam session the office set (issue 36): local dates, both included; null without one. */
  exams_from: string | null;
  exams_to: string | null;
  created_at: Instant;
  updated_at: Instant | null;
}

/**
 * A time nothing may be reserved: a holiday of the whole institution (resource_id null) or a time one resource
 * is unavailable. [starts_at, ends_at) as instants; all_day 1 when entered as whole local days.
 */
export interface BlackoutsTable {
  id: Generated<number>;
  name: string;
  period_id: number | null;
  resource_id: number | null;
  starts_at: Instant;
  ends_at: Instant;
  all_day: ColumnType<Flag, Flag | undefined, Flag>;
  /** Set by importers (`itc:<problem>:<room>:<n>`) so a re-import matches instead of adding. */
  source: string | null;
  /** The weekly rule this is one date of (`weekly_blackouts`); null for a blackout of its own. */
  weekly_blackout_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Instant;
}

/**
 * A room closed every week at the same local hours, from `starts_on` to `ends_on` (local dates, both included): the
 * rule as the office wrote it. Each of its dates is a `blackouts` row pointing to it.
 */
export interface WeeklyBlackoutsTable {
  id: Generated<number>;
  name: string;
  resource_id: number;
  starts_on: string;
  ends_on: string;
  /** The weekdays, `monday,friday` (`weekdayKeys`, in week order). */
  weekdays: string;
  /** Local times, `HH:MM`. */
  from_time: string;
  to_time: string;
  created_at: Instant;
}

export interface GroupTimetablesTable {
  id: Generated<number>;
  group_id: number;
  period_id: number;
  status: ColumnType<TimetableStatus, TimetableStatus | undefined, TimetableStatus>;
  created_at: Instant;
  updated_at: Instant;
}

/** A published version of a group timetable (issue 36): frozen, never updated. */
export interface GroupTimetableVersionsTable {
  id: Generated<number>;
  timetable_id: number;
  number: number;
  note: string | null;
  published_by: number | null;
  published_by_name: string;
  published_at: Instant;
  /** JSON: the timetable's entries (domain/timetableVersions `TimetableEntry[]`). */
  entries: string;
}

/** The last version of a timetable each person was told of. */
export interface GroupTimetableReceiptsTable {
  timetable_id: number;
  user_id: number;
  version: number;
}

export interface SystemSettingsTable {
  key: string;
  /** JSON value. */
  value: string;
  updated_at: Instant;
}

export interface UploadsTable {
  id: Generated<number>;
  /** Stored file name under the upload folder (random, never the client's name). */
  name: string;
  original_name: string | null;
  mime_type: string;
  size: number;
  user_id: number | null;
  created_at: Instant;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | 'sent' | 'failed' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  available_at: Instant;
  created_at: Instant;
  sent_at: Instant | null;
  /** An .ics calendar attachment (text), if any. */
  ics: ColumnType<string | null, string | null | undefined, string | null>;
  /** The user it goes to (null when sent to a bare address or the user was deleted). */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A notification's kind and parameters (JSON text): its e-mail is written again when sent, in the reader's language. */
  notification_kind: ColumnType<string | null, string | null | undefined, string | null>;
  notification_params: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON payload. */
  payload: string;
  /** Deduplicates jobs (e.g. `daily-reminder:2026-11-23:42`); unique when set. */
  singleton_key: string | null;
  status: ColumnType<
    'pending' | 'running' | 'done' | 'failed',
    'pending' | 'running' | 'done' | 'failed' | undefined,
    'pending' | 'running' | 'done' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Instant;
  locked_at: Instant | null;
  last_error: string | null;
  created_at: Instant;
}

/** One recorded change (issue 15): who, acting as whom, what, which fields, when, from which request. */
/** A committed change as live timetables tell it (issue 31): its id is the SSE event id. */
export interface LiveEventsTable {
  id: Generated<number>;
  created_at: Instant;
  /** null: every signed-in user may be told; otherwise only this user. */
  user_id: number | null;
  /** The acting user who made the change; null: the system. */
  actor_id: number | null;
  /** JSON `{kinds, resource_ids, reservation_ids, from, to}`. */
  payload: string;
}

export interface AuditEntriesTable {
  id: Generated<number>;
  created_at: Instant;
  /** The signed-in user the change was made as; null: the system (a job, a command). */
  actor_id: number | null;
  /** The administrator impersonating `actor_id`, if any. */
  impersonator_id: number | null;
  request_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  /** A readable name of the entity when the change was made (a room's name, a user's name). */
  label: string | null;
  /** JSON `{field: {before, after}}` of the changed fields only. */
  changes: string;
  /** The API token the change was made through (its name when it was made), if any (issue 35). */
  token_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What an import created, by the source's key (a re-import finds it and creates nothing new). */
export interface ImportKeysTable {
  key: string;
  record_id: number;
  created_at: Instant;
}

/** An import started from the admin area, run in the background (issue 16). */
export interface ImportRunsTable {
  id: Generated<number>;
  kind: 'itc';
  status: 'running' | 'done' | 'failed';
  /** JSON: the counts done and in all (see services/itc-import-runs.ts). */
  progress: string;
  /** JSON: the import's summary, once done. */
  summary: string | null;
  /** Why it failed (English; translated when answered). */
  error: string | null;
  created_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

/** An API token (issue 35): the hash of its secret, never the secret. */
export interface ApiTokensTable {
  id: Generated<number>;
  /** The person the token acts as. */
  user_id: number;
  kind: 'personal' | 'service';
  name: string;
  /** Comma-separated scopes: read, write, admin. */
  scopes: string;
  /** SHA-256 (hex) of the secret. */
  token_hash: string;
  /** The secret's first characters, shown to tell tokens apart. */
  hint: string;
  created_by: number | null;
  created_at: Instant;
  last_used_at: Instant | null;
  expires_at: Instant | null;
}

/** A webhook endpoint (issue 35). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  /** The administrator who registered it: private fields go to it only when they may see them. */
  owner_id: number;
  url: string;
  /** Comma-separated event types. */
  events: string;
  /** Signs every delivery (HMAC-SHA256); shown once. */
  secret: string;
  enabled: ColumnType<Flag, Flag | undefined, Flag>;
  disabled_reason: 'manual' | 'failures' | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  created_at: Instant;
  updated_at: Instant;
}

/** One event for one endpoint, sent by the jobs like the e-mail outbox (issue 35). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  /** The event's id: the same in every attempt and redelivery. */
  event_id: string;
  event_type: string;
  /** The JSON body as it is sent (signed when sent). */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  response_code: number | null;
  last_error: string | null;
  available_at: Instant;
  created_at: Instant;
  delivered_at: Instant | null;
}

/** An identity of an identity provider and the account it signs in to (issue 30). */
/** The id of a SAML request this server sent, until its answer comes (issue 30). */
export interface SamlRequestsTable {
  id: string;
  created_at: Instant;
  expires_at: Instant;
}

/** The id of a SAML assertion already used, until it expires: a replay is refused (issue 30). */
export interface SamlAssertionsTable {
  id: string;
  provider_id: string;
  expires_at: Instant;
}

export interface UserIdentitiesTable {
  provider_id: string;
  /** The person's stable id at the provider (`sub`, or the LDAP entry's DN). */
  subject: string;
  user_id: number;
  created_at: Instant;
  last_sign_in_at: Instant;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  role_abilities: RoleAbilitiesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  resources: ResourcesTable;
  resource_images: ResourceImagesTable;
  resource_tags: ResourceTagsTable;
  items: ItemsTable;
  repeaters: RepeatersTable;
  repeater_exclusions: RepeaterExclusionsTable;
  batches: BatchesTable;
  reservations: ReservationsTable;
  reservation_groups: ReservationGroupsTable;
  reservation_invitations: ReservationInvitationsTable;
  annexes: AnnexesTable;
  reservation_annexes: ReservationAnnexesTable;
  groups: GroupsTable;
  group_users: GroupUsersTable;
  group_resources: GroupResourcesTable;
  notifications: NotificationsTable;
  reports: ReportsTable;
  periods: PeriodsTable;
  group_timetables: GroupTimetablesTable;
  group_timetable_versions: GroupTimetableVersionsTable;
  group_timetable_receipts: GroupTimetableReceiptsTable;
  blackouts: BlackoutsTable;
  weekly_blackouts: WeeklyBlackoutsTable;
  import_keys: ImportKeysTable;
  import_runs: ImportRunsTable;
  system_settings: SystemSettingsTable;
  uploads: UploadsTable;
  outbox: OutboxTable;
  jobs: JobsTable;
  audit_entries: AuditEntriesTable;
  live_events: LiveEventsTable;
  calendar_feeds: CalendarFeedsTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  user_identities: UserIdentitiesTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Resource = Selectable<ResourcesTable>;
export type Item = Selectable<ItemsTable>;
export type Reservation = Selectable<ReservationsTable>;
export type NewReservation = Insertable<ReservationsTable>;
export type Repeater = Selectable<RepeatersTable>;
export type Blackout = Selectable<BlackoutsTable>;
export type Period = Selectable<PeriodsTable>;

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The URL it was opened with: live timetables open a connection of their own to LISTEN on PostgreSQL. */
  url?: string;
}

// PostgreSQL returns bigint (count(*), sums) as strings; every such number we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  /**
   * Hears a connection error no query was waiting for (an idle pooled connection cut by a database restart): the
   * pool has already dropped that connection and opens a new one when next needed. Without a listener the error
   * ended the process (issue 37).
   */
  onConnectionError?: (error: Error) => void;
  /** SQLite file: awaited before each COMMIT of the writer is sent (a test holds a write open with it). */
  beforeCommit?: BeforeCommit;
}

/**
 * `SQLITE_WRITER_THREAD=0` runs a SQLite file's writer on the main thread: only for `bench write-stall`, which
 * measures what the thread saves.
 */
const writerThread = () => process.env.SQLITE_WRITER_THREAD !== '0';

/**
 * The pool's bounds (issue 37), so that a database away answers 503 at once rather than hanging a request: a
 * connection is waited for at most 5 s, a statement runs at most 60 s and a transaction idles at most 60 s (the
 * server ends it), and TCP keep-alive notices a peer that vanished without closing.
 */
export const POSTGRES_POOL: pg.PoolConfig = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  statement_timeout: 60_000,
  idle_in_transaction_session_timeout: 60_000,
};

/** Opens the database named by `url`: PostgreSQL for `postgres://…`, otherwise a SQLite file (or `:memory:`). */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ ...POSTGRES_POOL, connectionString: url });
    // An idle connection's error reaches the pool (which drops the connection); a checked-out one's reaches the
    // client, which pg-pool leaves without a listener while it is lent out: there the query that was running, or
    // the next one, fails instead ("not queryable": a 503), and the release drops the connection.
    pool.on('error', (error) => options.onConnectionError?.(error));
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        plugins: [idListsAsOneParameter('postgres')],
      }),
      dialect: 'postgres',
      url,
    };
  }
  if (url === ':memory:') {
    // An in-memory database is one connection's own: Kysely's SQLite dialect, whose mutex hands the connection to
    // one query or transaction at a time.
    const sqlite = new SqliteDatabase(url);
    setUpSqlite(sqlite, 'writer');
    return {
      db: new Kysely<Database>({
        dialect: new SqliteDialect({ database: sqlite }),
        plugins: [idListsAsOneParameter('sqlite')],
      }),
      dialect: 'sqlite',
    };
  }
  mkdirSync(dirname(url), { recursive: true });
  // A file: reads on a reader connection beside the one writer, which runs in a worker thread (sqlite-driver.ts).
  const driver = new SqliteFileDriver(url, { beforeCommit: options.beforeCommit, writerThread: writerThread() });
  return {
    db: new Kysely<Database>({
      dialect: {
        createDriver: () => driver,
        createQueryCompiler: () => new SqliteQueryCompiler(),
        createAdapter: () => new SqliteWithReaderAdapter(),
        createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      },
      plugins: [idListsAsOneParameter('sqlite')],
    }),
    dialect: 'sqlite',
  };
}

/** SQLite whose driver has a reader beside the writer: Kysely need not hand out one connection at a time. */
class SqliteWithReaderAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The stored form of an instant. */
export function toInstant(date: Date): Instant {
  return date.toISOString();
}

export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}
