import { auditListQuerySchema, auditListResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `/api/admin/audit`: the audit log, super administrators only (the `*` ability). */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { ability: '*' },
      schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } },
    },
    async (request) => app.audit.list(request.query),
  );
};

export default adminAuditRoutes;
