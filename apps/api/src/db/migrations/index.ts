import { type Migration, type MigrationProvider } from 'kysely/migration';
import * as createResources from './2026-11-22T1400_create_resources.js';
import * as createUsers from './2026-11-22T1401_create_users.js';
import * as createGroups from './2026-11-22T1402_create_groups.js';
import * as createReservations from './2026-11-22T1403_create_reservations.js';
import * as createNotificationsAndReports from './2026-11-22T1404_create_notifications_and_reports.js';
import * as createSystemTables from './2026-11-22T1405_create_system_tables.js';
import * as createRepeaterExclusions from './2026-11-22T1500_create_repeater_exclusions.js';
import * as partialSeriesAndBatchIndexes from './2026-11-22T1900_partial_series_and_batch_indexes.js';
import * as resourceCapacityAndTags from './2026-11-24T1735_resource_capacity_and_tags.js';
import * as periodsBlackouts from './2026-11-24T1800_periods_blackouts.js';
import * as importKeys from './2026-11-24T1820_import_keys.js';
import * as securityLoginThrottling from './2026-11-24T1830_security_login_throttling.js';
import * as notificationsEmail from './2026-11-24T1910_notifications_email.js';
import * as importsRuns from './2026-11-24T2116_imports_runs.js';
import * as glanceStartsAt from './2026-11-24T1840_glance_reservations_starts_at.js';
import * as auditEntries from './2026-11-24T2047_audit_entries.js';
import * as feedsCalendarFeeds from './2026-11-24T2107_feeds_calendar_feeds.js';
import * as usersDisableAndPasswordReset from './2026-11-24T2142_users_disable_and_password_reset.js';
import * as usersReminderHourChosen from './2026-11-24T2143_users_reminder_hour_chosen.js';
import * as reportsCoveringIndex from './2026-11-24T2148_reports_covering_index.js';
import * as answerChanges from './2026-11-25T0700_answer_changes.js';
import * as tableChangesUpsert from './2026-11-28T1300_table_changes_upsert.js';
import * as weekAnswerChanges from './2026-11-28T1400_week_answer_changes.js';
import * as dropAnswerChanges from './2026-11-29T0900_drop_answer_changes.js';
import * as notificationsAsParameters from './2026-11-29T1300_notifications_as_parameters.js';
import * as outboxRenderedAtSend from './2026-11-29T1900_outbox_rendered_at_send.js';
import * as resourceNamesUnique from './2026-11-29T2000_resource_names_unique.js';
import * as apiTokens from './2026-11-29T2030_api_tokens.js';
import * as webhooks from './2026-11-29T2040_webhooks.js';
import * as resourcesPublicFeed from './2026-11-29T2050_resources_public_feed.js';
import * as ssoIdentities from './2026-11-29T2300_sso_identities.js';
import * as liveEvents from './2026-11-30T0100_live_events.js';
import * as timetablesVersions from './2026-11-30T0100_timetables_versions.js';
import * as ssoSamlMessages from './2026-11-30T0130_sso_saml_messages.js';
import * as periodsExamDates from './2026-11-30T1300_periods_exam_dates.js';
import * as namesUniqueIndex from './2026-12-05T0600_names_unique_index.js';
import * as usersEmailSetByOwner from './2026-12-05T1200_users_email_set_by_owner.js';
import * as periodsExamsWithin from './2026-12-05T2100_periods_exams_within.js';
import * as importKeysSeriesByPeriod from './2026-12-06T0900_import_keys_series_by_period.js';
import * as usersFirstPassword from './2026-12-07T0900_users_first_password.js';
import * as blackoutsItcDuplicates from './2026-12-07T1200_blackouts_itc_duplicates.js';
import * as weeklyBlackouts from './2026-12-08T0900_weekly_blackouts.js';
import * as reservationsRejectionReason from './2026-12-09T1000_reservations_rejection_reason.js';
import * as usersFirstPasswordFromAudit from './2026-12-10T0900_users_first_password_from_audit.js';

/** Every migration, by name (names sort in the order they run). Add new files here; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T1400_create_resources': createResources,
  '2026-11-22T1401_create_users': createUsers,
  '2026-11-22T1402_create_groups': createGroups,
  '2026-11-22T1403_create_reservations': createReservations,
  '2026-11-22T1404_create_notifications_and_reports': createNotificationsAndReports,
  '2026-11-22T1405_create_system_tables': createSystemTables,
  '2026-11-22T1500_create_repeater_exclusions': createRepeaterExclusions,
  '2026-11-22T1900_partial_series_and_batch_indexes': partialSeriesAndBatchIndexes,
  '2026-11-24T1735_resource_capacity_and_tags': resourceCapacityAndTags,
  '2026-11-24T1800_periods_blackouts': periodsBlackouts,
  '2026-11-24T1820_import_keys': importKeys,
  '2026-11-24T1830_security_login_throttling': securityLoginThrottling,
  '2026-11-24T1840_glance_reservations_starts_at': glanceStartsAt,
  '2026-11-24T1910_notifications_email': notificationsEmail,
  '2026-11-24T2047_audit_entries': auditEntries,
  '2026-11-24T2107_feeds_calendar_feeds': feedsCalendarFeeds,
  '2026-11-24T2116_imports_runs': importsRuns,
  '2026-11-24T2142_users_disable_and_password_reset': usersDisableAndPasswordReset,
  '2026-11-24T2143_users_reminder_hour_chosen': usersReminderHourChosen,
  '2026-11-24T2148_reports_covering_index': reportsCoveringIndex,
  '2026-11-25T0700_answer_changes': answerChanges,
  '2026-11-28T1300_table_changes_upsert': tableChangesUpsert,
  '2026-11-28T1400_week_answer_changes': weekAnswerChanges,
  '2026-11-29T0900_drop_answer_changes': dropAnswerChanges,
  '2026-11-29T1300_notifications_as_parameters': notificationsAsParameters,
  '2026-11-29T1900_outbox_rendered_at_send': outboxRenderedAtSend,
  '2026-11-29T2000_resource_names_unique': resourceNamesUnique,
  '2026-11-29T2030_api_tokens': apiTokens,
  '2026-11-29T2040_webhooks': webhooks,
  '2026-11-29T2050_resources_public_feed': resourcesPublicFeed,
  '2026-11-29T2300_sso_identities': ssoIdentities,
  '2026-11-30T0100_live_events': liveEvents,
  '2026-11-30T0100_timetables_versions': timetablesVersions,
  '2026-11-30T0130_sso_saml_messages': ssoSamlMessages,
  '2026-11-30T1300_periods_exam_dates': periodsExamDates,
  '2026-12-05T0600_names_unique_index': namesUniqueIndex,
  '2026-12-05T1200_users_email_set_by_owner': usersEmailSetByOwner,
  '2026-12-05T2100_periods_exams_within': periodsExamsWithin,
  '2026-12-06T0900_import_keys_series_by_period': importKeysSeriesByPeriod,
  '2026-12-07T0900_users_first_password': usersFirstPassword,
  '2026-12-07T1200_blackouts_itc_duplicates': blackoutsItcDuplicates,
  '2026-12-08T0900_weekly_blackouts': weeklyBlackouts,
  '2026-12-09T1000_reservations_rejection_reason': reservationsRejectionReason,
  '2026-12-10T0900_users_first_password_from_audit': usersFirstPasswordFromAudit,
};

/** A static provider: works the same under tsx, a bundler or compiled output (no directory scan). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
