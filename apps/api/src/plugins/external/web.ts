import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRealDate, shiftDate, todayIn, weekStart } from '../../domain/time.js';

export interface WebOptions {
  /** The built web app (index.html + assets); skipped when missing. */
  webDist: string;
  /** Uploaded files, served under /uploads/. */
  uploadDir: string;
  /** The institution's time zone and the clock: which week a room's page opens on (its data preload). */
  timeZone?: string;
  clock?: () => Date;
  /**
   * Whether the page's request carries a live session. A room's week is preloaded only then: a preloaded 401 would
   * wait in the browser until the person signed in, and the page's first call after signing in would take it.
   */
  signedIn?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * The screen's first data call for a page whose address says what it shows, so that index.html can ask for it
 * while the scripts still load (issue 18): a room's week (`/resources/{id}`, `?week=` or the current week), the
 * same address the web app's `useResourceWeek` asks for, so the browser hands it the preloaded answer.
 */
export function preloadedCall(url: string, timeZone: string, now: Date): string | undefined {
  const [path, query = ''] = url.split('?') as [string, string?];
  const room = /^\/resources\/(\d{1,9})$/.exec(path);
  if (!room) {
    return undefined;
  }
  const asked = new URLSearchParams(query).get('week');
  const from = weekStart(asked && isRealDate(asked) ? asked : todayIn(now, timeZone));
  return `/api/resources/${room[1]}/week?${new URLSearchParams({ from, to: shiftDate(from, 6) }).toString()}`;
}

/** A request for a file (a name with an extension, or anything under /assets/), not for a client-side route. */
export function isFileRequest(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(lastSegment);
}

/*
 * One process serves everything: /api (routes elsewhere), /uploads/* from disk, and the built web app:
 * - a file of the build is served from disk, looked up per request (not listed once at start), so that a rebuild
 *   of apps/web while the server runs serves its new index.html and hashed assets at once;
 * - a missing file (a name with an extension, or anything under /assets/) gets 404, never index.html: a browser
 *   still holding an old page asks for chunks a rebuild removed, and HTML taken for JavaScript fails obscurely;
 * - any other GET gets index.html (SPA fallback) so that client-side routes survive a reload.
 * The web app is served from the not-found handler rather than a catch-all route, so that an unknown /api path
 * stays a route-less request: the guard leaves it alone and it gets a JSON 404, signed in or not.
 */
const now = () => new Date();

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

    const root = resolve(options.webDist);
    const assets = join(root, 'assets');
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        // No routes: only reply.sendFile, called below.
        serve: false,
        index: false,
        // The build writes .br and .gz beside each asset (scripts/web-build.mjs): sent as they are.
        preCompressed: true,
        setHeaders: (response, path) => {
          // Only hashed build output is immutable (index.html, which names the current chunks, is not).
          if (path.startsWith(`${assets}${sep}`)) {
            response.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    /** The URL path (still percent-encoded) of a regular file of the build, or undefined. */
    async function buildFile(path: string): Promise<string | undefined> {
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return undefined;
      }
      const segments = decoded.split('/').slice(1);
      if (decoded.includes('\0') || segments.some((segment) => segment.startsWith('.'))) {
        return undefined;
      }
      const file = resolve(root, ...segments);
      if (!file.startsWith(`${root}${sep}`)) {
        return undefined;
      }
      const stats = await stat(file).catch(() => undefined);
      return stats?.isFile() ? path.slice(1) : undefined;
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const isPageOrFile =
        hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.startsWith('/uploads/');
      if (isPageOrFile) {
        const file = await buildFile(path);
        if (file) {
          return reply.sendFile(file, root);
        }
        if (!isFileRequest(path)) {
          const call = preloadedCall(request.url, options.timeZone ?? 'Europe/Vilnius', (options.clock ?? now)());
          if (call && (await options.signedIn?.(request)) !== false) {
            // Read per request (a rebuild is served at once), the screen's call added beside the boot preloads.
            const html = await readFile(join(root, 'index.html'), 'utf8');
            const link = `<link rel="preload" href="${call}" as="fetch" crossorigin="anonymous" />`;
            return reply
              .header('cache-control', 'no-cache')
              .type('text/html; charset=utf-8')
              .send(html.replace('</head>', `${link}</head>`));
          }
          // send's own Cache-Control (public, max-age=0) would replace ours.
          return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
        }
      }
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found.` });
    });
  },
  { name: 'web' },
);
