import { systemSettingsResponseSchema, systemSettingsSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `/api/admin/system-settings`: super administrators only (the `*` ability). */
const adminSystemSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: '*' } as const;
  app.get(
    '/admin/system-settings',
    { config, schema: { response: { 200: systemSettingsResponseSchema } } },
    async () => ({ data: await app.systemSettingsService.current() }),
  );
  app.put(
    '/admin/system-settings',
    { config, schema: { body: systemSettingsSchema, response: { 200: systemSettingsResponseSchema } } },
    async (request) => ({ data: await app.systemSettingsService.update(request.body) }),
  );
};

export default adminSystemSettingsRoutes;
