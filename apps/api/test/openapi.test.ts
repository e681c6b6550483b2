import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import laikas, { serverOptions } from '../src/app.js';
import { TRANSLATED_PHRASES } from '../src/plugins/external/openapi-lt.js';
import { Agent, createTestDatabase, createUser, DIALECTS, type TestDatabase, testConfig } from './helper.js';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/resources/{id}` for Fastify's `/api/resources/:id`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

const isDocumented = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';

/*
 * The app with a hook that notes every handler reading `request.body` or `request.query` of a route that declares no
 * schema for it: input no schema validates nor documents.
 */
async function buildWatchedApp(database: TestDatabase) {
  const undeclaredReads = new Set<string>();
  const app = Fastify(serverOptions(testConfig(), { logger: false }));
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    const declared = { body: schema.body ?? schema.multipart, query: schema.querystring };
    for (const part of ['body', 'query'] as const) {
      if (declared[part]) {
        continue;
      }
      const value = request[part];
      Object.defineProperty(request, part, {
        configurable: true,
        get() {
          undeclaredReads.add(`${request.method} ${request.routeOptions.url} reads its ${part}`);
          return value;
        },
      });
    }
  });
  await app.register(laikas, { config: testConfig(), database, migrate: !database.migrated });
  await app.ready();
  return { app, undeclaredReads };
}

describe.each(DIALECTS)('the OpenAPI document on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let undeclaredReads: Set<string>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    ({ app, undeclaredReads } = await buildWatchedApp(database));
    await createUser(app, 'root', ['super_admin']);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('GET /api/openapi.json', () => {
    it('should answer an OpenAPI 3.1 document without a sign-in that an independent validator accepts', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      document = response.json<OpenApiDocument>();
      expect(document.openapi).toBe('3.1.0');
      const result = await new Validator().validate(structuredClone(document) as never);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('should document every API route with a tag, its security and a success answer', () => {
      const problems: string[] = [];
      const routes = app.routeTable.filter((route) => route.method !== 'HEAD' && isDocumented(route.url));
      for (const route of routes) {
        const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
        const name = `${route.method} ${route.url}`;
        if (!operation) {
          problems.push(`${name} is not in the document`);
          continue;
        }
        if (!operation.tags?.length || operation.tags.includes('Other')) {
          problems.push(`${name} has no resource tag (TAGS in plugins/external/openapi.ts)`);
        }
        if (!operation.security) {
          problems.push(`${name} says nothing of its security`);
        }
        if (!Object.keys(operation.responses).some((status) => /^[23]/.test(status))) {
          problems.push(`${name} declares no success answer (schema.response)`);
        }
      }
      expect(problems).toEqual([]);
      expect(routes.length).toBeGreaterThan(120);
    });

    // Issue 35: the calls docs/api.md was missing.
    it.each([
      'get /api/resources',
      'get /api/resources/{id}/items',
      'get /api/resources/{id}/items/{itemId}',
      'get /api/resources/{id}/remote-reservations',
      'get /api/resources/list',
      'get /api/resources/first',
      'get /api/resources/remote-enabled',
      'get /api/items/{itemId}/reservations',
      'get /api/items/{itemId}/reservations/{id}',
      'delete /api/items/{itemId}/reservations/{id}',
      'delete /api/remote-reservations/{id}',
      'get /api/annexes',
      'get /api/groups',
      'post /api/reservations/{id}/attach',
    ])('should describe %s with its answer’s shape', (call) => {
      const [method, path] = call.split(' ') as [string, string];
      const operation = document.paths[path]?.[method];
      expect(operation).toBeDefined();
      const success = Object.entries(operation!.responses).find(([status]) => status.startsWith('2'))!;
      expect(success[0] === '204' || success[1].content !== undefined).toBe(true);
    });

    it('should say what every answer of every call means', () => {
      const vague = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) =>
          Object.entries(operation.responses)
            .filter(([, answer]) => !answer.description || answer.description === 'Default Response')
            .map(([status]) => `${method} ${path} ${status}`),
        ),
      );
      expect(vague).toEqual([]);
    });

    // Issue 35: the 409s a call can answer, and the group approval's 422 with the conflicts it lists.
    it.each([
      'put /api/admin/group-timetables/{id}/lock',
      'put /api/admin/group-timetables/{id}/approve',
      'post /api/admin/users/{id}/disable',
      'post /api/admin/users/{id}/enable',
      'post /api/admin/users/{id}/reset-password',
      'post /api/users/{id}/impersonate',
      'post /api/users/stop-impersonating',
      'delete /api/admin/periods/{id}',
      'delete /api/admin/groups/{id}',
    ])('should declare the 409 of %s', (call) => {
      const [method, path] = call.split(' ') as [string, string];
      const conflict = document.paths[path]![method]!.responses['409'];
      // What the conflict is, written beside the route, not the generator's filler.
      expect(conflict?.description).not.toBe('Default Response');
      expect(conflict?.description).toMatch(/\w/);
      expect(conflict?.content?.['application/json']).toBeDefined();
    });

    // An integrator's walk: a client generated from the document had no type for the 429 every token call can get
    // (docs/api.md, API tokens), nor for the 413 and 415 of a body; the reference named them for no call but sign-in.
    it('should declare the 429 of every call a token may make and the 413 and 415 of every JSON body', () => {
      const problems: string[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const call = `${method} ${path}`;
          const byToken = operation.security?.some((scheme) => 'bearer' in scheme) ?? false;
          if (byToken && !operation.responses['429']?.content?.['application/json']) {
            problems.push(`${call}: no 429`);
          }
          const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
          if (body?.content && !operation.responses['413']?.content?.['application/json']) {
            problems.push(`${call}: no 413`);
          }
          if (body?.content?.['application/json'] && !operation.responses['415']?.content?.['application/json']) {
            problems.push(`${call}: no 415`);
          }
        }
      }
      expect(problems).toEqual([]);
      const create = document.paths['/api/items/{itemId}/reservations']!.post!;
      expect(create.responses['429']!.description).toMatch(/Retry-After/);
      // Sign-in keeps its own 429 (too many failed attempts); the public calls name none.
      expect(document.paths['/api/login']!.post!.responses['429']!.description).toMatch(
        /^Per daug nesėkmingų bandymų prisijungti/,
      );
      expect(document.paths['/api/settings']!.get!.responses['429']).toBeUndefined();
    });

    // An integrator's walk: the SAML assertion consumer was described as taking JSON, but the identity provider's
    // page posts an HTML form there (the HTTP-POST binding).
    it('should describe the SAML assertion consumer as taking the identity provider’s form post', () => {
      const body = document.paths['/api/auth/sso/{provider}/acs']!.post!.requestBody as {
        content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
      };
      expect(Object.keys(body.content)).toEqual(['application/x-www-form-urlencoded']);
      expect(Object.keys(body.content['application/x-www-form-urlencoded']!.schema.properties ?? {}).sort()).toEqual([
        'RelayState',
        'SAMLResponse',
      ]);
    });

    it('should describe the conflicts of a refused group approval', () => {
      const refused = document.paths['/api/admin/group-timetables/{id}/approve']!.put!.responses['422']!;
      const schema = refused.content!['application/json']!.schema as {
        properties: Record<string, unknown>;
        required: string[];
      };
      expect(Object.keys(schema.properties).sort()).toEqual(['conflicts', 'errors', 'message']);
      expect(schema.required).toEqual(['message', 'errors']);
    });

    it('should name the session cookie and the CSRF header, or a bearer token, where a call needs them, and the 422 shape', () => {
      const create = document.paths['/api/items/{itemId}/reservations']!.post!;
      expect(create.security).toEqual([{ session: [], xsrf: [] }, { bearer: ['write'] }]);
      expect(create.responses['422']!.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ReservationValidationError' } },
      });
      expect(document.paths['/api/resources']!.get!.security).toEqual([{ session: [] }, { bearer: ['read'] }]);
      // Issue 35: a call only a session may make names no bearer token.
      expect(document.paths['/api/user/password']!.put!.security).toEqual([{ session: [], xsrf: [] }]);
      expect(document.paths['/api/login']!.post!.security).toEqual([{ xsrf: [] }]);
      expect(document.paths['/api/settings']!.get!.security).toEqual([]);
      expect(document.paths['/api/settings']!.get!.responses['401']).toBeUndefined();
    });
  });

  it('should have a schema for every body and query string a handler reads', async () => {
    const agent = new Agent(app);
    await agent.login('root');
    // Every route as a super administrator, with a body and a query string it may not expect: a handler that reads
    // either without a schema is noted by the hook. Mutating calls last, deletions at the very end.
    const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const routes = app.routeTable
      .filter((route) => route.method !== 'HEAD' && isDocumented(route.url) && route.url !== '/api/logout')
      .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    for (const route of routes) {
      // Ids that name nothing: the handler reads its input, then the service answers 404.
      const url = `${route.url.replace(':answer', 'accept').replace(/:[A-Za-z]+/g, '999999')}?probe=1`;
      const response = await agent.request(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : { probe: 1 },
      );
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
    }
    expect([...undeclaredReads]).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { migrated: true });
    ({ app } = await buildWatchedApp(database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('should serve the reference and its scripts from this server, under the app’s security policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startsWith('/api/docs/')).toBe(true);
      const answer = await app.inject({ method: 'GET', url: script });
      expect(answer.statusCode, script).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('X-XSRF-TOKEN');
  });

  // Issue 35: the reference speaks the reader's language, as the API's messages do.
  it('should describe the API in Lithuanian to a Lithuanian reader and in English on asking', async () => {
    const read = async (url: string, language?: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: language ? { 'accept-language': language } : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const lithuanian = await read('/api/openapi.json', 'lt-LT,lt;q=0.9');
    expect(lithuanian.headers.vary).toContain('Accept-Language');
    const document = lithuanian.json<{
      info: { description: string };
      tags: { name: string; description: string }[];
      paths: Record<
        string,
        Record<string, { description?: string; responses: Record<string, { description: string }> }>
      >;
    }>();
    expect(document.tags.find((tag) => tag.name === 'Reservations')!.description).toMatch(/^Daiktų rezervacijos/);
    const create = document.paths['/api/items/{itemId}/reservations']!.post!;
    expect(create.responses['401']!.description).toMatch(/^Neprisijungta/);
    expect(create.responses['403']!.description).toMatch(/^Atsisakyta: antraštė `X-XSRF-TOKEN`/);
    expect(document.paths['/api/admin/users/{id}/disable']!.post!.description).toBe(
      'Reikia gebėjimo `users.manage` (be jo – 403).',
    );
    // None of the generated English prose is left, and the document is still one an independent validator accepts.
    const text = lithuanian.body;
    expect(
      TRANSLATED_PHRASES.filter((phrase) => phrase.length > 12 && text.includes(JSON.stringify(phrase).slice(1, -1))),
    ).toEqual([]);
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);

    const english = (await read('/api/openapi.json?lang=en', 'lt')).json<typeof document>();
    expect(english.info.description).toMatch(/^Timetables and reservations/);
    expect((await read('/api/openapi.json', 'en')).json<typeof document>().info.description).toBe(
      english.info.description,
    );
    expect((await read('/api/openapi.json?lang=lt', 'en')).json<typeof document>().info.description).toMatch(
      /^Tvarkaraščiai/,
    );
    // The reader in /api/docs gets its copy in the browser's language too.
    const docsCopy = (await read('/api/docs/json', 'lt')).json<typeof document>();
    expect(docsCopy.info.description).toMatch(/^Tvarkaraščiai/);
    // Its YAML copy (written once per language) is the same document, in the reader's language, every time.
    for (const language of ['lt', 'en'] as const) {
      const json = (await read(`/api/openapi.json?lang=${language}`)).json<typeof document>();
      for (let call = 0; call < 2; call += 1) {
        const yaml = await read(`/api/docs/yaml?lang=${language}`, language === 'lt' ? 'en' : 'lt');
        expect(yaml.headers['content-type']).toMatch(/^application\/x-yaml/);
        expect(parseYaml(yaml.body)).toEqual(json);
      }
    }
    // Builds, validates and compares whole documents (~15 s alone at load 15, 32 s in a busy CI's node phase).
  }, 120_000);
});
