import { type Kysely } from 'kysely';
import { type Database, type Dialect } from '../db/database.js';
import { createAdminAnnexRepository } from './admin-annexes.js';
import { createAdminReservationRepository } from './admin-reservations.js';
import { createAdminResourceRepository } from './admin-resources.js';
import { createAnnexRepository } from './annexes.js';
import { createApiTokenRepository } from './api-tokens.js';
import { createAuditRepository } from './audit.js';
import { createBatchRepository } from './batches.js';
import { createBlackoutRepository } from './blackouts.js';
import { createCalendarFeedRepository } from './calendar-feeds.js';
import { createFreeRoomRepository } from './freeRooms.js';
import { createGlanceRepository } from './glance.js';
import { createGroupRepository } from './groups.js';
import { createGroupTimetableRepository } from './group-timetables.js';
import { createImportRepository } from './imports.js';
import { createImportRunRepository } from './import-runs.js';
import { createInvitationRepository } from './invitations.js';
import { createItemRepository } from './items.js';
import { createLaneRepository } from './lanes.js';
import { createLiveEventRepository } from './live-events.js';
import { createLoginAttemptRepository } from './login-attempts.js';
import { createNotificationRepository } from './notifications.js';
import { createOutboxRepository } from './outbox.js';
import { createPeriodRepository } from './periods.js';
import { createReminderRepository } from './reminders.js';
import { createRepeaterRepository } from './repeaters.js';
import { createReportRepository } from './reports.js';
import { createReservationContactRepository } from './reservation-contacts.js';
import { createReservationRepository } from './reservations.js';
import { createResourceRepository } from './resources.js';
import { createSamlMessageRepository } from './saml-messages.js';
import { createSessionRepository } from './sessions.js';
import { createSystemSettingRepository } from './system-settings.js';
import { createUploadRepository } from './uploads.js';
import { createUserIdentityRepository } from './user-identities.js';
import { createUserRepository } from './users.js';
import { createWebhookRepository } from './webhooks.js';

/*
 * Every repository over one database, built once (the app decorates them as `app.repositories`): services get
 * theirs from here, never by building their own.
 */
export function createRepositories(db: Kysely<Database>, dialect: Dialect) {
  return {
    adminAnnexes: createAdminAnnexRepository(db, dialect),
    adminReservations: createAdminReservationRepository(db, dialect),
    adminResources: createAdminResourceRepository(db, dialect),
    annexes: createAnnexRepository(db, dialect),
    apiTokens: createApiTokenRepository(db, dialect),
    audit: createAuditRepository(db),
    batches: createBatchRepository(db),
    blackouts: createBlackoutRepository(db, dialect),
    calendarFeeds: createCalendarFeedRepository(db),
    freeRooms: createFreeRoomRepository(db, dialect),
    glance: createGlanceRepository(db, dialect),
    groupTimetables: createGroupTimetableRepository(db, dialect),
    groups: createGroupRepository(db, dialect),
    importRuns: createImportRunRepository(db),
    imports: createImportRepository(db),
    invitations: createInvitationRepository(db),
    items: createItemRepository(db),
    lanes: createLaneRepository(db),
    loginAttempts: createLoginAttemptRepository(db),
    notifications: createNotificationRepository(db),
    outbox: createOutboxRepository(db),
    periods: createPeriodRepository(db, dialect),
    reminders: createReminderRepository(db),
    repeaters: createRepeaterRepository(db),
    reports: createReportRepository(db, dialect),
    reservationContacts: createReservationContactRepository(db),
    reservations: createReservationRepository(db, dialect),
    resources: createResourceRepository(db, dialect),
    samlMessages: createSamlMessageRepository(db),
    sessions: createSessionRepository(db, dialect),
    systemSettings: createSystemSettingRepository(db),
    uploads: createUploadRepository(db),
    userIdentities: createUserIdentityRepository(db),
    users: createUserRepository(db, dialect),
    webhooks: createWebhookRepository(db),
    liveEvents: createLiveEventRepository(db, dialect),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
