import { ABILITIES, type Ability, can } from '@laikas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { tokenHashOf } from '../src/services/api-tokens.js';
import { POLICY, type RoutePolicy } from './authorization/policy.js';
import {
  Agent,
  buildTestApp,
  createUser,
  DIALECTS,
  PASSWORD,
  SESSION_CHANGING_ROUTES,
  type TestApp,
} from './helper.js';
import { createResource } from './reservation-fixtures.js';

const POLICY_FILE = 'apps/api/test/authorization/policy.ts';
const SINGLE_ABILITIES = ABILITIES.filter((ability): ability is Exclude<Ability, '*'> => ability !== '*');

interface Role {
  name: string;
  /** Role keys of the signed-in user; undefined: anonymous. */
  roles?: string[];
  abilities: string[];
}

const ROLES: Role[] = [
  { name: 'anonymous', abilities: [] },
  { name: 'student', roles: ['student'], abilities: [] },
  { name: 'teacher', roles: ['teacher'], abilities: [] },
  ...SINGLE_ABILITIES.map((ability) => ({ name: `only ${ability}`, roles: [`only_${ability}`], abilities: [ability] })),
  { name: 'administrator', roles: ['admin'], abilities: [...SINGLE_ABILITIES] },
  { name: 'super administrator', roles: ['super_admin'], abilities: ['*'] },
];

function allows(policy: RoutePolicy, role: Role, foreign: boolean): boolean {
  const holder = { abilities: role.abilities, roles: (role.roles ?? []).map((key) => ({ key })) };
  const signedIn = role.roles !== undefined;
  const passes = (who: RoutePolicy['who']) =>
    who === 'anyone' || (signedIn && (who === 'signed-in' || can(holder, who)));
  if (!passes(policy.who)) {
    return false;
  }
  return !foreign || !policy.foreign || passes(policy.foreign);
}

/*
 * Issue 13, "Keep it proven": one declared policy (authorization/policy.ts), route × role, checked against the real
 * app. Every /api route of Fastify's route table is called as every role (and, for routes on a user id, with the
 * role's own id and someone else's): an allowed role must get past authorization (no 401/403), a refused one must
 * get 401 (anonymous) or 403/404, nobody a 500. A route without a line in the policy fails: deny by default.
 */
describe.each(DIALECTS)('the authorization matrix on %s', (dialect) => {
  let test: TestApp;
  const users = new Map<string, number>();
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const now = toInstant(new Date());
    for (const ability of SINGLE_ABILITIES) {
      const { id } = await test.app.db
        .insertInto('roles')
        .values({ key: `only_${ability}`, name: `Only ${ability}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await test.app.db.insertInto('role_abilities').values({ role_id: id, ability }).execute();
    }
    for (const role of ROLES) {
      if (role.roles) {
        users.set(role.name, await createUser(test.app, role.name.replaceAll(' ', '_'), role.roles));
      }
    }
    // The target of the account actions (disable, reset password): nobody signs in as them.
    ids.bystander = await createUser(test.app, 'bystander', []);
    const { resourceId, itemIds } = await createResource(test.app, 'Room 1');
    ids.resource = resourceId;
    ids.item = itemIds[0]!;
    const { id: groupId } = await test.app.db
      .insertInto('groups')
      .values({ name: 'Group 1', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.group = groupId;
  });
  afterAll(async () => {
    await test.close();
  });

  /** The route's URL with real ids: a user route with the role's own id or someone else's. */
  const pathOf = (url: string, role: Role, foreign: boolean) => {
    const ownId = users.get(role.name) ?? users.get('student')!;
    const otherId = role.name === 'student' ? users.get('teacher')! : users.get('student')!;
    return url
      .replace(':itemId', String(ids.item))
      .replace(':resourceId', String(ids.resource))
      .replace(':resource', String(ids.resource))
      .replace(
        ':id',
        String(
          url.startsWith('/api/users/')
            ? foreign
              ? otherId
              : ownId
            : url.startsWith('/api/admin/users/')
              ? ids.bystander
              : url.includes('groups')
                ? ids.group
                : url.includes('resources')
                  ? ids.resource
                  : 1,
        ),
      )
      .replace(/:\w+/g, '1');
  };

  const apiRoutes = () =>
    test.app.routeTable
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url}`);

  it('should have a policy for every route, and no policy for a route that is gone', () => {
    const routes = new Set(apiRoutes());
    const missing = [...routes].filter((route) => !(route in POLICY));
    expect(
      missing,
      missing
        .map(
          (route) =>
            `Route "${route}" is not in the authorization policy (deny by default). Add a line to ${POLICY_FILE}, ` +
            `e.g. '${route}': { who: 'signed-in' } — or 'anyone' (public) or the ability it needs, like 'users.manage'.`,
        )
        .join('\n'),
    ).toEqual([]);
    const stale = Object.keys(POLICY).filter((route) => !routes.has(route));
    expect(stale, `Policy lines in ${POLICY_FILE} for routes the app no longer has: remove them.`).toEqual([]);
  });

  it('should answer every route as the policy says for every role', async () => {
    const agents = new Map<string, Agent>();
    const signedIn = async (role: Role): Promise<Agent> => {
      const agent = new Agent(test.app);
      if (role.roles) {
        await agent.login(role.name.replaceAll(' ', '_'), PASSWORD);
      }
      return agent;
    };
    const failures: string[] = [];
    let calls = 0;
    for (const route of apiRoutes()) {
      const policy = POLICY[route];
      if (!policy) {
        continue; // reported by the test above
      }
      const [method, url] = route.split(' ') as [string, string];
      for (const role of ROLES) {
        // Every route on a user id is called with the role's own id and someone else's.
        const onUser = url.startsWith('/api/users/:id');
        const variants = onUser && role.roles ? [false, true] : [false];
        for (const foreign of variants) {
          const path = pathOf(url, role, foreign);
          let agent = agents.get(role.name);
          if (!agent || SESSION_CHANGING_ROUTES.has(route) || !role.roles) {
            agent = await signedIn(role);
            if (role.roles && !SESSION_CHANGING_ROUTES.has(route)) {
              agents.set(role.name, agent);
            }
          }
          const body = method === 'GET' || method === 'DELETE' ? undefined : (policy.sample ?? {});
          const response = await agent.request(method as 'GET', path, body);
          calls += 1;
          const status = response.statusCode;
          const allowed = allows(policy, role, foreign);
          const who = `${role.name}${onUser && role.roles ? (foreign ? " (someone else's id)" : ' (own id)') : ''}`;
          const rule = `${policy.who}${policy.foreign ? `, others' ids: ${policy.foreign}` : ''}`;
          if (status >= 500) {
            failures.push(`${route} as ${who}: ${status} (a server error)`);
          } else if (allowed && (status === 401 || status === 403)) {
            failures.push(`${route} as ${who}: ${status}, but the policy allows ${rule} (${POLICY_FILE})`);
          } else if (!allowed && !role.roles && status !== 401) {
            failures.push(`${route} as ${who}: ${status}, expected 401; the policy allows ${rule} (${POLICY_FILE})`);
          } else if (!allowed && role.roles && status !== 403 && status !== 404) {
            failures.push(`${route} as ${who}: ${status}, expected 403; the policy allows ${rule} (${POLICY_FILE})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route as every role: well over a thousand calls.
    expect(calls).toBeGreaterThan(ROLES.length * 100);
  }, 300_000);

  /*
   * Issue 35: a token's calls carry its owner's permissions, never more. Each signed-in role's token with every
   * scope is answered as the policy answers the role (a route only a session may call: 403); a read-only token of
   * a super administrator gets 403 from every call that changes something.
   */
  it('should answer every route to an API token as the policy says for its owner, and never past its scopes', async () => {
    const tokenOf = async (role: Role, scopes: string) => {
      const secret = `laikas_matrix_${role.name.replaceAll(' ', '_')}_${scopes.replaceAll(',', '_')}`;
      await test.app.db
        .insertInto('api_tokens')
        .values({
          user_id: users.get(role.name)!,
          kind: 'service',
          name: `${role.name} ${scopes}`,
          scopes,
          token_hash: tokenHashOf(secret),
          hint: secret.slice(0, 11),
          created_by: null,
          created_at: toInstant(new Date()),
          last_used_at: null,
          expires_at: null,
        })
        .execute();
      return secret;
    };
    const tokenRoles = ROLES.filter((role) => ['student', 'administrator', 'super administrator'].includes(role.name));
    const secrets = new Map<string, string>();
    for (const role of tokenRoles) {
      secrets.set(role.name, await tokenOf(role, 'read,write,admin'));
    }
    const superAdministrator = ROLES.find((role) => role.name === 'super administrator')!;
    const readOnly = await tokenOf(superAdministrator, 'read');
    const sessionOnly = new Set(
      test.app.routeTable
        .filter((route) => route.config.tokens === false)
        .map((route) => `${route.method} ${route.url}`),
    );
    expect(sessionOnly.size).toBeGreaterThan(5);
    const failures: string[] = [];
    const call = (secret: string, method: string, path: string, body: unknown) =>
      test.app.inject({
        method: method as 'GET',
        url: path,
        headers: { authorization: `Bearer ${secret}` },
        ...(body !== undefined && { payload: body as object }),
      });
    for (const route of apiRoutes()) {
      const policy = POLICY[route];
      if (!policy || policy.who === 'anyone') {
        continue;
      }
      const [method, url] = route.split(' ') as [string, string];
      const body = method === 'GET' || method === 'DELETE' ? undefined : (policy.sample ?? {});
      for (const role of tokenRoles) {
        const variants = url.startsWith('/api/users/:id') ? [false, true] : [false];
        for (const foreign of variants) {
          const status = (await call(secrets.get(role.name)!, method, pathOf(url, role, foreign), body)).statusCode;
          const allowed = allows(policy, role, foreign) && !sessionOnly.has(route);
          if (status >= 500) {
            failures.push(`${route} with ${role.name}'s token: ${status} (a server error)`);
          } else if (allowed && (status === 401 || status === 403)) {
            failures.push(`${route} with ${role.name}'s token: ${status}, but the owner may`);
          } else if (!allowed && status !== 403 && status !== 404) {
            failures.push(`${route} with ${role.name}'s token: ${status}, expected 403`);
          }
        }
      }
      if (method !== 'GET') {
        const status = (await call(readOnly, method, pathOf(url, superAdministrator, false), body)).statusCode;
        if (status !== 403) {
          failures.push(`${route} with a read-only token: ${status}, expected 403`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/*
 * Issue 13, sessions and CSRF: every mutating route refuses a missing, a wrong and another session's XSRF token with
 * 403 before anything else happens, even for a super administrator.
 */
describe.each(DIALECTS)('CSRF tokens on every mutating route on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
    await createUser(test.app, 'root', ['super_admin']);
    await createUser(test.app, 'other', ['student']);
  });
  afterAll(async () => {
    await test.close();
  });

  it('should answer 403 to a missing, wrong or foreign token', async () => {
    const agent = new Agent(test.app);
    await agent.login('root');
    const other = new Agent(test.app);
    await other.login('other');
    const foreignToken = decodeURIComponent(other.cookies.get('XSRF-TOKEN')!);
    const ownToken = decodeURIComponent(agent.cookies.get('XSRF-TOKEN')!);
    const [nonce] = ownToken.split('.');
    const tokens: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a wrong token', { 'x-xsrf-token': `${nonce}.forged`, cookie: `XSRF-TOKEN=${nonce}.forged` }],
      [
        'another session’s token',
        { 'x-xsrf-token': foreignToken, cookie: `XSRF-TOKEN=${encodeURIComponent(foreignToken)}` },
      ],
      ['a header that differs from the cookie', { 'x-xsrf-token': foreignToken }],
    ];
    const session = `laikas_session=${agent.cookies.get('laikas_session')}`;
    const failures: string[] = [];
    // The SAML assertion consumer alone takes no token (the IdP posts it cross-site and it opens no session):
    // guard.test.ts holds it to that.
    const mutating = test.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api') &&
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) &&
        (route.config as { csrf?: boolean }).csrf !== false,
    );
    expect(mutating.length).toBeGreaterThan(30);
    for (const route of mutating) {
      const url = route.url.replace(/:\w+/g, '1');
      for (const [name, headers] of tokens) {
        const cookie = [session, headers.cookie ?? `XSRF-TOKEN=${encodeURIComponent(ownToken)}`].join('; ');
        const response = await test.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...headers, cookie },
          payload: {},
        });
        const refused = response.statusCode === 403 && response.json().message !== undefined;
        if (!refused) {
          failures.push(`${route.method} ${route.url} with ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The session survived all of it.
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });
});
