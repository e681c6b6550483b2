import { DEFAULT_AVAILABLE_SLOTS, DEFAULT_FORBIDDEN_SLOTS } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminAnnexService, type AdminAnnexService } from '../../services/admin-annexes.js';
import { createAdminReservationService, type AdminReservationService } from '../../services/admin-reservations.js';
import { createAdminResourceService, type AdminResourceService } from '../../services/admin-resources.js';
import {
  createSystemSettingsService,
  DEFAULT_REMINDER_HOUR,
  type SystemSettingsService,
} from '../../services/system-settings.js';
import { createUploadService, type UploadService } from '../../services/uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    adminResourceService: AdminResourceService;
    uploadService: UploadService;
    adminReservationService: AdminReservationService;
    adminAnnexService: AdminAnnexService;
    systemSettingsService: SystemSettingsService;
  }
}

/** The administration's repositories and services (issue 15). */
export default fp(
  async function admin(app: FastifyInstance) {
    app.decorate(
      'adminResourceService',
      createAdminResourceService({
        db: app.db,
        adminResources: app.repositories.adminResources,
        resources: app.repositories.resources,
        resourceService: app.resourceService,
        audit: app.audit,
        clock: app.clock,
        uploadsUrl: '/uploads',
      }),
    );
    app.decorate(
      'uploadService',
      createUploadService({
        uploads: app.repositories.uploads,
        uploadDir: app.config.uploadDir,
        uploadsUrl: '/uploads',
        clock: app.clock,
      }),
    );
    app.decorate(
      'systemSettingsService',
      createSystemSettingsService({
        db: app.db,
        settings: app.systemSettings,
        audit: app.audit,
        defaults: {
          university_name: app.config.universityName,
          support_email: app.config.supportEmail,
          upload_max_bytes: app.config.uploadMaxBytes,
          default_available_slots: [...DEFAULT_AVAILABLE_SLOTS],
          default_forbidden_slots: [...DEFAULT_FORBIDDEN_SLOTS],
          default_reminder_hour: DEFAULT_REMINDER_HOUR,
        },
        clock: app.clock,
      }),
    );
    app.decorate(
      'adminAnnexService',
      createAdminAnnexService({
        db: app.db,
        annexes: app.repositories.adminAnnexes,
        audit: app.audit,
        clock: app.clock,
      }),
    );
    app.decorate(
      'adminReservationService',
      createAdminReservationService({
        db: app.db,
        adminReservations: app.repositories.adminReservations,
        blackouts: app.repositories.blackouts,
        notifications: app.notificationService,
        audit: app.audit,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'admin', dependencies: ['database', 'audit', 'accounts', 'reservations', 'notifications'] },
);
