import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  errorSchema,
  itemSchema,
  type Language,
  languageSchema,
  reservationBodySchema,
  reservationSchema,
  reservationValidationErrorSchema,
  resourceSchema,
  validationErrorSchema,
} from '@laikas/contract';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stringify as yamlOf } from 'yaml';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { negotiateLanguage } from '../../i18n/index.js';
import { APP_VERSION } from '../../version.js';
import { documentIn } from './openapi-lt.js';
import { XSRF_COOKIE } from '../app/guard.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body's fields, for the reference only: the route reads its parts itself
     * (routes/multipart.ts), so nothing validates the body with this schema.
     */
    multipart?: z.ZodType;
  }
}

/** Where the document and its reader are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/docs';

/**
 * The components the reference names (`#/components/schemas/<id>`) instead of repeating them in every call that
 * carries them. A registry of our own: zod's global one would also change the JSON Schema the compiled serialisers
 * are built from (routes/compiled-serializer.ts).
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>();
apiSchemas.add(errorSchema, {
  id: 'Error',
  description: 'Every error other than a 422: a message in the reader’s language.',
});
apiSchemas.add(validationErrorSchema, {
  id: 'ValidationError',
  description: 'HTTP 422: a summary and the messages per field (dotted keys, e.g. `repeater.until`).',
});
apiSchemas.add(reservationValidationErrorSchema, {
  id: 'ReservationValidationError',
  description: 'HTTP 422 of a reservation save: field errors plus the clashes the form lists.',
});
apiSchemas.add(reservationSchema, { id: 'Reservation' });
apiSchemas.add(resourceSchema, { id: 'Resource' });
apiSchemas.add(itemSchema, { id: 'Item' });

/** The reference's groups, by resource: the first whose pattern matches a call's path (after `/api`) names it. */
export const TAGS: readonly { name: string; description: string; paths: RegExp }[] = [
  {
    name: 'Session',
    description:
      'Signing in and out, the CSRF cookie, the signed-in user, their password and language, and when the session ends.',
    paths: /^\/(login|logout|csrf-cookie|session|user|user\/password|set-language)$/,
  },
  {
    name: 'Reservations',
    description: 'Reservations of items and remote reservations of resources, single or repeated, and their approval.',
    paths:
      /^\/(items\/|reservations|remote-reservations|admin\/reservations|resources\/:(id|resourceId)\/(reservations|remote-reservations|week)$)/,
  },
  {
    name: 'Calendar feeds',
    description: 'Calendar (.ics) subscriptions: the personal secret feed and a room’s feed.',
    paths: /^\/(user\/calendar-feed|calendar-feeds\/|resources\/:id\/calendar\.ics$)/,
  },
  {
    name: 'Room finder',
    description: 'Free rooms for a time, their tags, and the rooms at a glance.',
    paths: /^\/(resources\/(free|tags)$|rooms\/glance$)/,
  },
  {
    name: 'Resources',
    description: 'Rooms and other reservable resources, their items and settings.',
    paths: /^\/(admin\/)?resources(\/|$)/,
  },
  { name: 'Annexes', description: 'Annexes (equipment lent with a reservation).', paths: /^\/(admin\/)?annexes(\/|$)/ },
  {
    name: 'Group timetables',
    description: 'A group’s timetable for a period: created, locked, approved.',
    paths: /^\/(admin\/)?group-timetables(\/|$)/,
  },
  {
    name: 'Timetables',
    description: 'The week of a group or a person (lanes).',
    paths: /^\/(groups|users)\/:id\/reservations$/,
  },
  {
    name: 'Groups',
    description: 'Student groups, their members and resources, imported from files.',
    paths: /^\/(admin\/)?groups(\/|$)/,
  },
  {
    name: 'Users',
    description: 'People, their roles, reminders and impersonation.',
    paths: /^\/((admin\/)?users(\/|$)|roles$)/,
  },
  {
    name: 'Notifications',
    description: 'In-app notifications, their settings, and the e-mail outbox.',
    paths: /^\/(notifications|user\/notification-settings|admin\/outbox)(\/|$)/,
  },
  { name: 'Invitations', description: 'Invitations to reservations and their answers.', paths: /^\/user\/invitations/ },
  {
    name: 'Periods and blackouts',
    description: 'Teaching periods, their exam sessions and the days nothing may be reserved.',
    paths: /^\/(admin\/periods|blackouts|admin\/blackouts|exam-sessions)(\/|$)/,
  },
  { name: 'Reports', description: 'Utilisation reports and their exports.', paths: /^\/admin\/reports(\/|$)/ },
  { name: 'Imports', description: 'Imports of a semester in ITC 2019 format.', paths: /^\/admin\/imports\// },
  { name: 'Uploads', description: 'Pictures of resources.', paths: /^\/upload$/ },
  {
    name: 'Settings',
    description: 'Public settings and the system settings of super administrators.',
    paths: /^\/(settings|admin\/system-settings)$/,
  },
  {
    name: 'API tokens',
    description: 'Personal and service tokens for programs: `Authorization: Bearer <token>`, no CSRF header.',
    paths: /^\/(user\/tokens|admin\/service-tokens)(\/|$)/,
  },
  {
    name: 'Webhooks',
    description: 'Endpoints that receive signed events, and the log of their deliveries.',
    paths: /^\/admin\/(webhooks|webhook-deliveries)(\/|$)/,
  },
  { name: 'Audit log', description: 'Who changed what, when.', paths: /^\/admin\/audit$/ },
  {
    name: 'Live events',
    description: 'Server-Sent Events naming what changed, one stream per signed-in tab (issue 31).',
    paths: /^\/events$/,
  },
  {
    name: 'University sign-in',
    description:
      'Identity providers (OpenID Connect): the login page’s options, the sign-in round trip, and their settings.',
    paths: /^\/(auth\/|admin\/identity-providers|admin\/local-passwords$)/,
  },
  { name: 'Health', description: 'Liveness and readiness probes for operators.', paths: /^\/health\// },
];

/** The tag of a route's URL (`/api/resources/:id`), or undefined when no group claims it. */
export function tagOf(url: string): string | undefined {
  const path = url.replace(/^\/api/, '');
  return TAGS.find((tag) => tag.paths.test(path))?.name;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Responses = Record<string, unknown>;

const SUCCESS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work goes on; ask for its progress.',
  '204': 'Done; no body.',
};

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * The error answers every call of its kind can give, as the guard and the error handler send them: 400 for a body
 * that is not JSON, 401 without a session, 403 for a refused CSRF token (mutating calls), a missing ability or a
 * password to change first, 404 for an id that names nothing, 413 for a body over the limit, 415 for a body of
 * another type, 422 for invalid input, 429 for an API token past its rate, 503 when the database is away. A route's
 * own schema may name others (409, a 422 with more fields, sign-in's own 429) and wins over these.
 */
export function errorResponses(route: {
  method: string;
  public: boolean;
  body: boolean;
  query: boolean;
  params: boolean;
  /** The body is the reservation form's: its 422 also lists the clashes. */
  reservationSave?: boolean;
  /** The body is multipart/form-data (an upload), not JSON. */
  multipart?: boolean;
  /** An API token may make the call (docs/api.md, API tokens): counted against the token's rate. */
  tokens?: boolean;
}): Responses {
  const responses: Responses = {};
  const mutating = !SAFE_METHODS.has(route.method);
  if (route.body) {
    responses['400'] = json(errorSchema, 'The body is not valid JSON, or not a complete multipart body.');
    responses['413'] = json(errorSchema, 'The body is over the size limit; nothing was changed.');
    if (!route.multipart) {
      responses['415'] = json(
        errorSchema,
        'The body is not JSON: send it as `Content-Type: application/json`; nothing was changed.',
      );
    }
  }
  if (!route.public) {
    responses['401'] = json(
      errorSchema,
      'Not signed in, the session expired, or the API token is unknown, revoked or expired.',
    );
  }
  if (mutating || !route.public) {
    const reasons = [
      ...(mutating ? ['the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie'] : []),
      // A public call only a session may make (signing out): a token gets 403.
      ...(route.public && route.tokens === false ? ['an API token may not make this call'] : []),
      ...(route.public
        ? []
        : [
            'the user may not do this',
            'the user must change a password first (`code`)',
            'the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call',
          ]),
    ];
    responses['403'] = json(errorSchema, `Refused: ${reasons.join('; ')}.`);
  }
  if (route.params) {
    responses['404'] = json(errorSchema, 'Nothing has this id, or the user may not know of it.');
  }
  if (route.body || route.query || route.params) {
    responses['422'] = route.reservationSave
      ? json(
          reservationValidationErrorSchema,
          'The input is invalid, or the time is taken: the messages per field and the clashes.',
        )
      : json(validationErrorSchema, 'The input is invalid: the messages per field.');
  }
  if (route.tokens && !route.public) {
    responses['429'] = json(
      errorSchema,
      'Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest).',
    );
  }
  responses['503'] = json(
    errorSchema,
    'The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds.',
  );
  return responses;
}

/**
 * The schemes a call needs: the session cookie unless public, and the CSRF header when it changes something; or,
 * where tokens may call it, an API token alone (`bearer`, with the scope the method needs).
 */
export function securityOf(method: string, isPublic: boolean, tokens = true): Record<string, string[]>[] {
  const scheme: Record<string, string[]> = {
    ...(isPublic ? {} : { session: [] }),
    ...(SAFE_METHODS.has(method) ? {} : { xsrf: [] }),
  };
  const bearer = !isPublic && tokens ? [{ bearer: [SAFE_METHODS.has(method) ? 'read' : 'write'] }] : [];
  return [...(Object.keys(scheme).length > 0 ? [scheme] : []), ...bearer];
}

/** `getResourcesIdItems` for `GET /api/resources/:id/items`: stable names for generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function isHidden(url: string): boolean {
  return !url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(REFERENCE_PATH);
}

/*
 * The OpenAPI 3.1 document of the API, generated from the zod schemas the routes validate with (@fastify/swagger with
 * fastify-type-provider-zod's transform), at /api/openapi.json; Swagger UI reads it at /api/docs, served from the
 * package (no CDN) under the app's own Content-Security-Policy. Both are public: the API's shape is no secret, and a
 * program reads the document before it has a session. docs/decisions/openapi-from-the-contract.md.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    const zodTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Laikas API',
          version: APP_VERSION,
          description:
            'Timetables and reservations of rooms and items. Every answer is JSON: `{ data }`, paged lists add ' +
            '`meta`. Errors are `{ message }` in the reader’s language (Accept-Language or the user’s), a 422 adds ' +
            '`errors` per field. A guide: docs/api.md.',
        },
        tags: TAGS.map(({ name, description }) => ({ name, description })),
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: app.config.session.cookieName,
              description: 'The session cookie `POST /api/login` sets (httpOnly).',
            },
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: 'X-XSRF-TOKEN',
              description: `Every call that changes something echoes the \`${XSRF_COOKIE}\` cookie (set on every API answer, e.g. by \`GET /api/csrf-cookie\`) in this header.`,
            },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API token (`laikas_…`) made on the profile or, for a service, by an administrator: ' +
                '`Authorization: Bearer <token>`, no CSRF header. Scopes: `read` (GET), `write` (other methods), ' +
                '`admin` (the owner’s abilities; without it a token acts with none).',
            },
          },
        },
      },
      hideUntagged: false,
      transform: (document) => {
        const { schema, url, route } = document;
        if (isHidden(url)) {
          return { schema: { hide: true }, url };
        }
        const config = route.config ?? {};
        const isPublic = config.public === true;
        const method = [route.method].flat()[0]!;
        const { multipart, ...rest } = schema ?? {};
        // A route's own answer described with zod's `.describe()`: the text is the answer's description (the
        // generator would otherwise say "Default Response" and keep the text inside the schema).
        const own = Object.fromEntries(
          Object.entries((rest.response ?? {}) as Responses).map(([status, answer]) =>
            answer instanceof z.ZodType && answer.description && /^[45]/.test(status)
              ? [status, json(answer, answer.description)]
              : [status, answer],
          ),
        );
        const described = {
          ...rest,
          ...(multipart && { body: multipart, consumes: ['multipart/form-data'] }),
          response: {
            ...errorResponses({
              method,
              public: isPublic,
              body: Boolean(rest.body ?? multipart),
              query: Boolean(rest.querystring),
              params: Boolean(rest.params),
              reservationSave: rest.body === reservationBodySchema,
              multipart: Boolean(multipart),
              tokens: config.tokens !== false,
            }),
            ...own,
          },
          tags: rest.tags ?? [tagOf(url) ?? 'Other'],
          operationId: rest.operationId ?? operationIdOf(method, url),
          security: securityOf(method, isPublic, config.tokens !== false),
          ...(config.ability && {
            description: [
              rest.description,
              config.ability === '*'
                ? 'Super administrators only.'
                : `Needs the ability \`${config.ability}\` (403 without it).`,
            ]
              .filter(Boolean)
              .join('\n\n'),
          }),
        };
        const result = zodTransform({ ...document, schema: described as typeof schema });
        // A success answer's description, where its schema gives none (a 204's schema is `null`: no body); a
        // redirect's, from its `.describe()`.
        for (const [status, response] of Object.entries((result.schema.response ?? {}) as Responses)) {
          const answer = response as { description?: string };
          const given = own[status];
          if (!answer.description && given instanceof z.ZodType && given.description) {
            answer.description = given.description;
          }
          if (!answer.description && status in SUCCESS) {
            answer.description = SUCCESS[status];
          }
        }
        return result;
      },
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }),
    });

    // The reference speaks the reader's language (`?lang=`, else Accept-Language): openapi-lt.ts.
    const languageOf = (request: FastifyRequest): Language => {
      const asked = languageSchema.safeParse((request.query as { lang?: unknown } | undefined)?.lang);
      return asked.success ? asked.data : negotiateLanguage(request.headers['accept-language']);
    };
    app.get(
      OPENAPI_PATH,
      { config: { public: true }, schema: { querystring: z.object({ lang: languageSchema.optional() }) } },
      (request, reply) => {
        reply.header('vary', 'Accept-Language');
        return sendDocument(request, reply, 'json');
      },
    );

    // The document does not change while the server runs, and swagger-ui would clone, translate and (for `/yaml`)
    // stringify all of it again for every call: ~100 ms of the event loop that anyone could ask for without signing
    // in. Each language's JSON and YAML are written once, on their first call, and answered as they are.
    const written = new Map<string, Buffer>();
    function sendDocument(request: FastifyRequest, reply: FastifyReply, form: 'json' | 'yaml') {
      const language = languageOf(request);
      let body = written.get(`${form} ${language}`);
      if (!body) {
        const document = documentIn(app.swagger(), language);
        body = Buffer.from(form === 'json' ? JSON.stringify(document) : yamlOf(document));
        written.set(`${form} ${language}`, body);
      }
      return reply
        .type(form === 'json' ? 'application/json; charset=utf-8' : 'application/x-yaml; charset=utf-8')
        .send(body);
    }

    // Swagger UI's own routes (its page, scripts and styles, its copy of the document) need no sign-in either.
    await app.register(async (reference) => {
      reference.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
        for (const form of ['json', 'yaml'] as const) {
          if (route.method === 'GET' && route.url === `${REFERENCE_PATH}/${form}`) {
            route.handler = (request, reply) => sendDocument(request, reply, form);
          }
        }
      });
      await reference.register(fastifySwaggerUi, {
        routePrefix: REFERENCE_PATH,
        transformSpecification: (document, request) => documentIn(document, languageOf(request)),
        // Nothing is fetched from elsewhere: no validator badge.
        validatorUrl: false,
        uiConfig: {
          deepLinking: true,
          docExpansion: 'none',
          withCredentials: true,
          // "Try it out" sends the session cookie by itself; a call that changes something also needs the CSRF header.
          requestInterceptor: new Function(
            'request',
            `var match = document.cookie.match(/(?:^|; )${XSRF_COOKIE}=([^;]*)/);
if (match) { request.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]); }
return request;`,
          ) as never,
        },
      });
    });
  },
  { name: 'openapi', dependencies: ['guard'] },
);
