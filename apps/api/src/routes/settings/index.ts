import { dataOf, publicSettingsSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version.js';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the login page shows the footer too.
  app.get(
    '/settings',
    { config: { public: true, cacheControl: 'no-cache' }, schema: { response: { 200: dataOf(publicSettingsSchema) } } },
    async () => {
      // What a super administrator set (system settings) holds at once: read on every request.
      const site = await app.systemSettingsService.current();
      return {
        data: {
          version: APP_VERSION,
          university_name: site.university_name,
          support_email: site.support_email,
          time_zone: app.config.timeZone,
          upload_max_bytes: site.upload_max_bytes,
          default_available_slots: site.default_available_slots,
          default_forbidden_slots: site.default_forbidden_slots,
          default_reminder_hour: site.default_reminder_hour,
        },
      };
    },
  );
};

export default settingsRoutes;
