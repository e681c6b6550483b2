import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface WebOptions {
  /** The built web app (index.html + assets); skipped when missing. */
  webDist: string;
  /** Uploaded files, served under /uploads/. */
  uploadDir: string;
}

/*
 * One process serves everything: /api (routes elsewhere), /uploads/* from disk, and the built web app with an
 * SPA fallback: any other GET that accepts HTML gets index.html so that client-side routes survive a reload.
 * Unknown /api paths always get a JSON 404.
 */
export default fp(
  async function web(app: FastifyInstance, options: WebOptions) {
    mkdirSync(options.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Uploads are user content: never let a browser guess a dangerous type from the bytes.
      setHeaders: (response) => response.header('x-content-type-options', 'nosniff'),
    });

    const hasWeb = existsSync(join(options.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders: (response, path) => {
          if (path.includes(`${join(options.webDist, 'assets')}`)) {
            response.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.startsWith('/uploads/');
      if (hasWeb && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist);
      }
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found.` });
    });
  },
  { name: 'web' },
);
