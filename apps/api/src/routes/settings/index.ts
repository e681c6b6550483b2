import { dataOf, publicSettingsSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version.js';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the login page shows the footer too.
  app.get(
    '/settings',
    { config: { public: true, cacheControl: 'no-cache' }, schema: { response: { 200: dataOf(publicSettingsSchema) } } },
    async () => ({
      data: {
        version: APP_VERSION,
        university_name: app.config.universityName,
        support_email: app.config.supportEmail,
        time_zone: app.config.timeZone,
        upload_max_bytes: app.config.uploadMaxBytes,
      },
    }),
  );
};

export default settingsRoutes;
