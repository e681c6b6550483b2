import { currentUserSchema, dataOf, loginBodySchema, noContentSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

const userResponse = { 200: dataOf(currentUserSchema) };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hands out the XSRF-TOKEN cookie (the guard sets it on every API response) without needing a session.
  app.get(
    '/csrf-cookie',
    { config: { public: true }, schema: { response: { 204: noContentSchema } } },
    async (_request, reply) => reply.code(204).send(),
  );

  app.post(
    '/login',
    { config: { public: true }, schema: { body: loginBodySchema, response: userResponse } },
    async (request, reply) => {
      const { token, user } = await app.authService.login({
        uid: request.body.uid,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
        log: request.log,
      });
      app.sessionCookie.set(request, reply, token);
      return { data: user };
    },
  );

  app.get('/user', { config: { beforePasswordChange: true }, schema: { response: userResponse } }, async (request) => ({
    data: authOf(request).user,
  }));

  // Public so that a client whose session already expired can still clear its cookie.
  app.post(
    '/logout',
    { config: { public: true }, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.authService.logout(request.sessionToken);
      app.sessionCookie.clear(request, reply);
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
