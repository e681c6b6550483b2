import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RouteNotFoundError } from '../../errors.js';
import { cookieValue, firstScreenPlan, GLANCE_VIEW_COOKIE, type FirstScreenPlan } from './first-screen.js';

export interface WebOptions {
  /** The built web app (index.html + assets); skipped when missing. */
  webDist: string;
  /** Uploaded files, served under /uploads/. */
  uploadDir: string;
  /** The institution's time zone and the clock: which week a room's page opens on (its inlined answer). */
  timeZone?: string;
  clock?: () => Date;
}

export { firstScreenCall, firstScreenPlan } from './first-screen.js';

/** The `id` of the `<script type="application/json">` that carries a page's inlined answers (the web app reads it). */
export const INLINED_ANSWERS_ID = 'laikas-answers';

/**
 * index.html with the answers of the calls the app makes first (their address → the JSON text each answered) written
 * into it, so that the app starts with its data instead of asking (issue 18): a JSON block before `</head>`, not a
 * script that runs (the CSP allows no inline script and needs none for it), every `<` escaped so that no answer can
 * end the block (`</script>`) or open a comment, and the `<link rel="preload">` of each inlined call removed.
 */
export function withInlinedAnswers(html: string, answers: Readonly<Record<string, string>>): string {
  const calls = Object.keys(answers);
  if (!calls.length) {
    return html;
  }
  const json = `{${calls.map((call) => `${JSON.stringify(call)}:${answers[call]}`).join(',')}}`.replace(
    /</g,
    '\\u003c',
  );
  const block = `<script type="application/json" id="${INLINED_ANSWERS_ID}">${json}</script>`;
  const unpreloaded = html.replace(/[ \t]*<link rel="preload" href="([^"]*)"[^>]*>\n?/g, (link, href: string) =>
    calls.includes(href) ? '' : link,
  );
  // A function, so that no `$` in an answer is read as a replacement pattern.
  return unpreloaded.replace('</head>', () => `${block}</head>`);
}

/** The first screen as the web app's server entry drew it (`apps/web/src/entry-server.tsx`, issue 33). */
export interface ServerRender {
  html: string;
  lang: string;
  htmlClass: string;
}

type Render = (
  url: string,
  answers: Record<string, Record<string, unknown>>,
  preferences: { cookie: string },
) => Promise<ServerRender | undefined>;

/**
 * The document with the server's render of its first screen in `#root` (hydrated by the app) and the language and
 * theme of `<html>` the app would set, so that the page is drawn, styled by the CSS it links, before any script runs.
 * The first frame waits for `#root` to be parsed whole (`rel=expect`, ignored where unsupported): a browser busy
 * enough to pause its parser painted the header halfway (a menu group without its summary, no actions beside the
 * navigation), which then moved, a layout shift on a throttled phone. Chromium waits so only up to a timeout, which
 * a starved CPU outlasts (the week's toolbar, then the header's navigation, painted with half their buttons and
 * moved, at CPU 4x on a loaded machine): `#root` is also kept invisible until the marker after it is parsed, by
 * CSS alone (no script; where `:has()` is unknown the rule is dropped and the page paints as it parses).
 * The app's code is fetched but not preloaded as modules on such a page (`prefetch`, not `modulepreload`): the entry
 * imports it once the page is drawn, and a preloaded module is compiled on the main thread while the page is parsed;
 * fetched early, it is in the cache by then (on "Fast 3G" the app took the page over 1.1 s sooner, bench/README.md).
 */
export function withServerRender(html: string, rendered: ServerRender): string {
  const attribute = (value: string) => value.replace(/[^a-zA-Z0-9_ -]/g, '');
  const wholeRoot = '<style>#root:not(:has(~ #root-end)){visibility:hidden}</style>';
  return html
    .replace(/<link rel="modulepreload"/g, '<link rel="prefetch" as="script"')
    .replace('</head>', () => `<link rel="expect" href="#root" blocking="render" />${wholeRoot}</head>`)
    .replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${attribute(rendered.lang)}" class="${attribute(rendered.htmlClass)}">`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div><div id="root-end" hidden></div>`);
}

/** A request for a file (a name with an extension, or anything under /assets/), not for a client-side route. */
export function isFileRequest(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(lastSegment);
}

/** Where the API and the uploads live: the web app's route never answers there. */
function isApiOrUpload(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') || path.startsWith('/uploads/');
}

/** The route constraint that keeps the web app's catch-all route off /api and /uploads (see below). */
const WEB_APP = 'webApp';

/*
 * One process serves everything: /api (routes elsewhere), /uploads/* from disk, and the built web app:
 * - a file of the build (a name with an extension, or anything under /assets/) is served from disk, looked up per request (not listed once at start), so that a rebuild
 *   of apps/web while the server runs serves its new index.html and hashed assets at once;
 * - a missing file (a name with an extension, or anything under /assets/) gets 404, never index.html: a browser
 *   still holding an old page asks for chunks a rebuild removed, and HTML taken for JavaScript fails obscurely;
 * - any other GET gets index.html (SPA fallback) so that client-side routes survive a reload.
 * The web app is a catch-all route (`GET /*`, and HEAD), so that every hook of a route applies to its pages as to
 * the API's answers (compression, security headers). A route constraint keeps it off /api and /uploads: an unknown
 * /api path stays a route-less request, which the guard leaves alone and the not-found handler answers with a JSON
 * 404, signed in or not; a missing upload is @fastify/static's own 404.
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

    /**
     * For a live session, the answers of the page's first calls, asked of the app's own routes with the page
     * request's cookies (the same checks and shapes as the calls the app would make): the session's user, the
     * settings and the calls of the page's first screen (`firstScreenPlan`), those that need the first answers after
     * them. Undefined signed out: the page is index.html as it is, whose `/api/user` preload answers 401 and sends the
     * person to sign in. A call that does not answer 200 is left to the app to make. The cookies the calls set (a
     * renewed XSRF token) travel with the page.
     */
    async function answersFor(
      request: FastifyRequest,
      plan: FirstScreenPlan | undefined,
    ): Promise<
      | { bodies: Record<string, string>; answers: Record<string, Record<string, unknown>>; cookies: string[] }
      | undefined
    > {
      const cookie = request.headers.cookie;
      if (!cookie) {
        return undefined;
      }
      const ask = (url: string) =>
        app.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { cookie, accept: 'application/json', 'accept-encoding': 'identity' },
        });
      // Side by side (on PostgreSQL their reads overlap); the others' answers are dropped when the user's is not 200.
      const calls = ['/api/user', '/api/settings', ...(plan?.calls ?? [])];
      const [user, ...others] = await Promise.all(calls.map(ask));
      if (user!.statusCode !== 200) {
        return undefined;
      }
      // Each answer as written (inlined) and as read (the plan's next calls and the render take it).
      const bodies: Record<string, string> = {};
      const answers: Record<string, Record<string, unknown>> = {};
      const keep = (call: string, answer: { statusCode: number; payload: string }) => {
        if (answer.statusCode === 200) {
          bodies[call] = answer.payload;
          answers[call] = JSON.parse(answer.payload) as Record<string, unknown>;
        }
      };
      keep('/api/user', user!);
      others.forEach((answer, index) => keep(calls[index + 1]!, answer));
      const next = plan?.then?.(answers).filter((call) => !(call in bodies)) ?? [];
      (await Promise.all(next.map(ask))).forEach((answer, index) => keep(next[index]!, answer));
      return { bodies, answers, cookies: [user!.headers['set-cookie'] ?? []].flat() };
    }

    /**
     * The build's server entry, the one the build's stamp names (`.server/<id>/entry-server.js`, a folder per build;
     * `.server/entry-server.js` in a build without one). The stamp is looked at on each page: a rebuild while the
     * server runs is rendered at once, imported from its own address (its chunks import it by that address: one
     * React per build).
     */
    const stamp = join(root, '.laikas-build.json');
    let loaded: { entry: string; render: Promise<Render | undefined> } | undefined;
    let stampSeen: number | undefined;
    async function serverRender(): Promise<Render | undefined> {
      const changed = (await stat(stamp).catch(() => undefined))?.mtimeMs;
      if (!loaded || changed !== stampSeen) {
        stampSeen = changed;
        const named = await readFile(stamp, 'utf8')
          .then((text) => (JSON.parse(text) as { server?: unknown }).server)
          .catch(() => undefined);
        const entry = resolve(root, typeof named === 'string' ? named : join('.server', 'entry-server.js'));
        if (loaded?.entry !== entry) {
          loaded = {
            entry,
            render:
              entry.startsWith(`${root}${sep}`) && existsSync(entry)
                ? import(pathToFileURL(entry).href).then((module: { render: Render }) => module.render)
                : Promise.resolve(undefined),
          };
        }
      }
      return loaded.render;
    }

    /**
     * The page's first screen drawn on the server (issue 33) from the answers inlined in it, for the pages with a
     * plan (their first render has its data); undefined elsewhere or when the render fails (the app then draws).
     */
    async function firstScreen(request: FastifyRequest, answers: Record<string, Record<string, unknown>>) {
      // Of the person's cookies the render reads only the views they chose (rooms at a glance: day or week).
      const view = cookieValue(request.headers.cookie, GLANCE_VIEW_COOKIE);
      try {
        const render = await serverRender();
        if (!render) {
          return undefined;
        }
        return await render(request.url, answers, {
          cookie: view ? `${GLANCE_VIEW_COOKIE}=${view}` : '',
        });
      } catch (error) {
        request.log.error({ err: error }, 'the server render of the first screen failed');
        return undefined;
      }
    }

    // Loaded as the server starts, not by the first page (a 1.3 MB module: its first import holds the event loop).
    await serverRender().catch((error: unknown) => app.log.error({ err: error }, 'the server entry failed to load'));

    app.setNotFoundHandler(async (request) => {
      const path = request.url.split('?')[0] ?? '/';
      throw new RouteNotFoundError(request.method, path);
    });

    if (!hasWeb) {
      return;
    }
    app.addConstraintStrategy({
      name: WEB_APP,
      storage() {
        const handlers = new Map();
        return {
          get: (value) => handlers.get(value) ?? null,
          set: (value, handler) => {
            handlers.set(value, handler);
          },
        };
      },
      // Undefined on /api and /uploads: the route does not match there.
      deriveConstraint: (request: { url?: string }) =>
        isApiOrUpload(request.url ?? '/') ? (undefined as unknown as boolean) : true,
    });
    app.get('/*', { constraints: { [WEB_APP]: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Every file of a build has an extension: a page's address is not looked up on disk (issue 33: the failed
      // look-up cost a page 0.2-0.3 ms of CPU, bench/server-profile.ts).
      if (isFileRequest(path)) {
        const file = await buildFile(path);
        return file ? reply.sendFile(file, root) : reply.callNotFound();
      }
      const plan = firstScreenPlan(
        request.url,
        options.timeZone ?? 'Europe/Vilnius',
        (options.clock ?? now)(),
        request.headers.cookie,
      );
      const answers = await answersFor(request, plan);
      if (!answers) {
        // send's own Cache-Control (public, max-age=0) would replace ours.
        return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
      }
      // Read per request (a rebuild is served at once). The person's own data: never stored by a cache.
      const html = await readFile(join(root, 'index.html'), 'utf8');
      if (answers.cookies.length) {
        reply.header('set-cookie', answers.cookies);
      }
      const rendered = plan ? await firstScreen(request, answers.answers) : undefined;
      const page = withInlinedAnswers(html, answers.bodies);
      // Compressed as the API's answers are (transport.ts).
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(rendered ? withServerRender(page, rendered) : page);
    });
  },
  { name: 'web' },
);
