import { type IdentityProviderSettings } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { CLIENT, type OidcProviderHandle, ProviderBrowser, startOidcProvider } from './identity-providers/oidc.js';

/*
 * Issue 30: signing in through a real OpenID provider on loopback (oidc-provider), on both databases. The app is
 * reached as http://laikas.test (APP_URL), which the provider accepts as the client's redirect address.
 */
const ORIGIN = 'http://laikas.test';

let idp: OidcProviderHandle;
beforeAll(async () => {
  idp = await startOidcProvider(ORIGIN);
});
afterAll(async () => {
  await idp.close();
});

function university(overrides: Partial<IdentityProviderSettings> = {}): IdentityProviderSettings {
  return {
    id: 'uni',
    protocol: 'oidc',
    name: 'Vilniaus universitetas',
    enabled: true,
    issuer: idp.issuer,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    scopes: 'openid profile email university',
    attributes: { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' },
    rules: [
      { attribute: 'eduPersonAffiliation', value: 'student', role: 'student' },
      { attribute: 'eduPersonAffiliation', value: 'staff', role: 'teacher' },
      { attribute: 'groups', value: 'cn=timetable-office', role: 'admin' },
      { attribute: 'groups', value: 'IFIN-1*', group: 'IFIN-1' },
    ],
    link: 'none',
    ...overrides,
  } as IdentityProviderSettings;
}

async function auditRows(app: FastifyInstance) {
  const rows = await app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));
}

/** The whole round trip: the app's start, the provider's sign-in form, the app's callback. */
async function roundTrip(agent: Agent, login: string, returnTo = '/') {
  const start = await agent.get(`/api/auth/sso/uni/start?return_to=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode, start.body).toBe(302);
  const authorization = start.headers.location as string;
  if (!authorization.startsWith(idp.issuer)) {
    return start;
  }
  const back = await new ProviderBrowser().signIn(authorization, login);
  expect(back.origin).toBe(ORIGIN);
  return agent.get(back.pathname + back.search);
}

describe.each(DIALECTS)('university sign-in through OpenID Connect on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  const start = async (provider = university(), clock?: () => Date) => {
    test = await buildTestApp(
      dialect,
      { publicUrl: ORIGIN, sso: { providers: [provider], localPasswords: undefined } },
      clock,
    );
    app = test.app;
    const now = toInstant(new Date());
    await app.repositories.groups.insert({ name: 'IFIN-1', external_id: null, created_at: now });
  };
  afterEach(async () => {
    await test.close();
  });

  it('should offer the enabled provider on the login page', async () => {
    await start();
    const options = await new Agent(app).get('/api/auth/providers');
    expect(options.json()).toEqual({
      data: {
        providers: [{ id: 'uni', name: 'Vilniaus universitetas', protocol: 'oidc' }],
        local_passwords: 'everyone',
      },
    });
  });

  it('should send the browser to the provider with PKCE, state and nonce', async () => {
    await start();
    const response = await new Agent(app).get('/api/auth/sso/uni/start');
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: `${ORIGIN}/api/auth/sso/uni/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email university',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(parameter)?.length, parameter).toBeGreaterThanOrEqual(32);
    }
  });

  it('should create a student just in time with roles and groups by the rules, and keep the deep link', async () => {
    await start();
    const agent = new Agent(app);
    agent.cookies.set('laikas_session', 'planted-before-sign-in');
    const back = await roundTrip(agent, 'ona', '/reservations/5?week=2');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/reservations/5?week=2');
    // A new session id, not the planted one.
    expect(agent.cookies.get('laikas_session')).not.toBe('planted-before-sign-in');
    const user = (await agent.get('/api/user')).json().data;
    expect(user).toMatchObject({ name: 'Ona Onaitė', language: 'lt', roles: [{ key: 'student' }] });
    const row = await app.db.selectFrom('users').selectAll().where('uid', '=', 'ona').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'ona@vu.example', password_hash: null });
    expect((await app.repositories.users.groupsOf(row.id)).map((group) => group.name)).toEqual(['IFIN-1']);

    const rows = await auditRows(app);
    expect(rows.map((entry) => [entry.action, entry.entity_type])).toEqual([
      ['create', 'user'],
      ['update', 'user'],
      ['sign_in', 'identity_provider'],
    ]);
    expect(rows[1]!.changes).toMatchObject({
      roles: { before: [], after: ['student'] },
      groups: { before: [], after: ['IFIN-1'] },
    });
    expect(rows.every((entry) => entry.actor_id === row.id)).toBe(true);
  });

  it('should sign a teacher in with the roles the directory gives, in English', async () => {
    await start();
    const agent = new Agent(app);
    expect((await roundTrip(agent, 'jonas')).headers.location).toBe('/');
    const user = (await agent.get('/api/user')).json().data;
    expect(user.language).toBe('en');
    expect(user.roles.map((role: { key: string }) => role.key)).toEqual(['admin', 'teacher']);
  });

  it('should re-apply the rules at every sign-in, keep roles given by hand and audit the change', async () => {
    // This time the provider is made on the settings screen, so that its rules can change while the app runs.
    test = await buildTestApp(dialect, { publicUrl: ORIGIN });
    app = test.app;
    const { id: _id, ...input } = university();
    await app.identityProviders.save('uni', input);
    await roundTrip(new Agent(app), 'jonas');
    const id = (await app.repositories.users.findByUid('jonas'))!.id;
    // An administrator gave "student" by hand (a rule names it) and "super_admin" (no rule does).
    await app.repositories.users.setRoles(id, ['admin', 'teacher', 'student', 'super_admin']);
    // The timetable office no longer makes administrators; the stored secret stays when none is sent.
    const { client_secret: _secret, ...withoutSecret } = input as Extract<typeof input, { protocol: 'oidc' }>;
    await app.identityProviders.save('uni', {
      ...withoutSecret,
      rules: input.rules.filter((rule) => rule.role !== 'admin'),
    });
    const agent = new Agent(app);
    await roundTrip(agent, 'jonas');
    const roles = (await agent.get('/api/user')).json().data.roles.map((role: { key: string }) => role.key);
    // "student" is ruled and jonas is no student: removed. "admin" is no longer ruled: kept. "super_admin": kept.
    expect(roles).toEqual(['admin', 'super_admin', 'teacher']);
    const change = (await auditRows(app)).filter((entry) => entry.action === 'update').at(-1)!;
    expect(change).toMatchObject({ entity_type: 'user', entity_id: String(id), actor_id: id });
    expect(change.changes).toMatchObject({
      roles: { before: ['admin', 'student', 'super_admin', 'teacher'], after: ['admin', 'super_admin', 'teacher'] },
    });
  });

  it('should not take over a local account with the same uid unless a rule links it', async () => {
    await start();
    const localId = await createUser(app, 'ona', ['teacher'], 'Ona (local)');
    const refused = await roundTrip(new Agent(app), 'ona');
    expect(refused.headers.location).toBe('/login?sso_error=uidTaken');
    expect(await app.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
    await test.close();

    await start(university({ link: 'uid' }));
    const linkedId = await createUser(app, 'ona', ['teacher'], 'Ona (local)');
    const agent = new Agent(app);
    expect((await roundTrip(agent, 'ona')).headers.location).toBe('/');
    expect((await agent.get('/api/user')).json().data).toMatchObject({ id: linkedId, name: 'Ona Onaitė' });
    const link = (await auditRows(app)).find((entry) => entry.changes.identity !== undefined)!;
    expect(link).toMatchObject({ action: 'update', entity_type: 'user', entity_id: String(linkedId) });
    expect(link.changes.identity).toMatchObject({ before: null, after: expect.stringMatching(/^uni:/) });
    expect(localId).toBeGreaterThan(0);
  });

  it('should not link a local account by an e-mail address the provider has not verified', async () => {
    await start(university({ link: 'email' }));
    const rectorId = await createUser(app, 'rector', ['super_admin'], 'Rector');
    await app.db.updateTable('users').set({ email: 'rector@vu.example' }).where('id', '=', rectorId).execute();
    const agent = new Agent(app);
    await roundTrip(agent, 'mantas');
    // Whatever mantas gets, it is not the rector's account.
    expect((await agent.get('/api/user')).json().data?.id).not.toBe(rectorId);
    expect(await app.db.selectFrom('user_identities').selectAll().where('user_id', '=', rectorId).execute()).toEqual(
      [],
    );
    // A verified address still links.
    const onaId = await createUser(app, 'ona-local', ['teacher'], 'Ona (local)');
    await app.db.updateTable('users').set({ email: 'ona@vu.example' }).where('id', '=', onaId).execute();
    const ona = new Agent(app);
    expect((await roundTrip(ona, 'ona')).headers.location).toBe('/');
    expect((await ona.get('/api/user')).json().data.id).toBe(onaId);
  });

  it('should not link by an address a person typed on their own profile, nor let it hide the real owner', async () => {
    await start(university({ link: 'email' }));
    // A student writes the timetable office's address into their own profile: nobody checked it.
    const student = await signIn(app, 'studentas');
    const claimed = await student.agent.put(`/api/users/${student.id}`, { email: 'jonas@vu.example' });
    expect(claimed.statusCode).toBe(200);
    const jonas = new Agent(app);
    expect((await roundTrip(jonas, 'jonas')).headers.location).toBe('/');
    const signedIn = (await jonas.get('/api/user')).json().data;
    expect(signedIn.id).not.toBe(student.id);
    // The student's account got none of the office's roles, and no identity.
    const studentRoles = (await student.agent.get('/api/user'))
      .json()
      .data.roles.map((role: { key: string }) => role.key);
    expect(studentRoles).toEqual(['student']);
    expect(await app.db.selectFrom('user_identities').selectAll().where('user_id', '=', student.id).execute()).toEqual(
      [],
    );
    await test.close();

    // The office's own account, its address written by an administrator, still links though a student claims it.
    await start(university({ link: 'email' }));
    const officeId = await createUser(app, 'jonas-local', ['teacher'], 'Jonas (local)');
    const administrator = await signIn(app, 'administratorius', ['admin']);
    const written = await administrator.agent.put(`/api/users/${officeId}`, { email: 'jonas@vu.example' });
    expect(written.statusCode).toBe(200);
    const claimant = await signIn(app, 'studentas');
    await claimant.agent.put(`/api/users/${claimant.id}`, { email: 'JONAS@vu.example' });
    const office = new Agent(app);
    expect((await roundTrip(office, 'jonas')).headers.location).toBe('/');
    expect((await office.get('/api/user')).json().data.id).toBe(officeId);
  });

  it.each(['uid', 'email'] as const)(
    'should not link another identity of the provider to an account already linked (link by %s)',
    async (link) => {
      await start(university({ link }));
      const ona = new Agent(app);
      await roundTrip(ona, 'ona');
      const onaId = (await ona.get('/api/user')).json().data.id;
      // Another subject of the same provider with ona's uid and e-mail: a link is made once, by the subject after.
      const other = new Agent(app);
      const back = await roundTrip(other, 'ona-2');
      expect(back.headers.location).toBe('/login?sso_error=uidTaken');
      expect((await other.get('/api/user')).statusCode).toBe(401);
      const links = await app.db.selectFrom('user_identities').selectAll().where('user_id', '=', onaId).execute();
      expect(links.map((row) => row.subject)).toEqual(['ona']);
    },
  );

  it('should keep a deep link with letters outside ASCII, never a 500', async () => {
    await start();
    const back = await roundTrip(new Agent(app), 'ona', '/rooms?q=ąžuolas');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/rooms?q=%C4%85%C5%BEuolas');
  });

  it('should end on the login page with the reason when an attribute is missing', async () => {
    await start();
    const back = await roundTrip(new Agent(app), 'bevardis');
    expect(back.headers.location).toBe('/login?sso_error=missingAttribute');
    expect(await app.repositories.users.findByUid('bevardis')).toBeUndefined();
    expect((await auditRows(app)).at(-1)).toMatchObject({
      action: 'sign_in_failed',
      entity_type: 'identity_provider',
      entity_id: 'uni',
      changes: { reason: { after: 'missingAttribute' }, attribute: { after: 'name' } },
    });
  });

  it('should refuse a callback whose state is not the one this browser started with', async () => {
    await start();
    const victim = new Agent(app);
    const attacker = new Agent(app);
    // The attacker's own code and state, replayed into the victim's browser (login CSRF): no transaction there.
    const started = await attacker.get('/api/auth/sso/uni/start');
    const back = await new ProviderBrowser().signIn(started.headers.location as string, 'jonas');
    const replayed = await victim.get(back.pathname + back.search);
    expect(replayed.headers.location).toBe('/login?sso_error=badState');
    // Or the victim's own transaction, with the attacker's state.
    await victim.get('/api/auth/sso/uni/start');
    const forged = await victim.get(back.pathname + back.search);
    expect(forged.headers.location).toBe('/login?sso_error=badState');
    expect((await victim.get('/api/user')).statusCode).toBe(401);
  });

  it('should say the provider is unavailable when it cannot be reached', async () => {
    await start(university({ issuer: 'http://127.0.0.1:9' }));
    const response = await new Agent(app).get('/api/auth/sso/uni/start?return_to=/x');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?sso_error=providerUnavailable');
  });

  it('should refuse an ID token outside the server clock (clock skew)', async () => {
    await start(university(), () => new Date(Date.now() + 3 * 3600_000));
    const back = await roundTrip(new Agent(app), 'ona');
    expect(back.headers.location).toBe('/login?sso_error=clockSkew');
  });

  it('should answer an unknown or disabled provider with the login page, never a 500', async () => {
    await start(university({ enabled: false }));
    for (const path of ['/api/auth/sso/uni/start', '/api/auth/sso/nope/callback?code=x&state=y']) {
      const response = await new Agent(app).get(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe('/login?sso_error=unknownProvider');
    }
    expect((await new Agent(app).get('/api/auth/providers')).json().data.providers).toEqual([]);
  });

  it('should let a super administrator try a sign-in before switching it on, signing nobody in', async () => {
    await start(university({ enabled: false }));
    const { agent: admin } = await signIn(app, 'root', ['super_admin']);
    const started = await admin.get('/api/admin/identity-providers/uni/try');
    expect(started.statusCode, started.body).toBe(302);
    const back = await new ProviderBrowser().signIn(started.headers.location as string, 'jonas');
    expect(back.origin).toBe(ORIGIN);
    const finished = await admin.get(back.pathname + back.search);
    expect(finished.headers.location).toBe('/admin/identity-providers?trial=uni');
    const trial = (await admin.get('/api/admin/identity-providers/trial')).json().data;
    expect(trial).toMatchObject({
      provider: 'uni',
      ok: true,
      profile: { uid: 'jonas', name: 'Jonas Jonaitis', email: 'jonas@vu.example', language: 'en' },
      roles: ['admin', 'teacher'],
      groups: [],
    });
    expect(trial.attributes.eduPersonAffiliation).toEqual(['staff', 'member']);
    // Shown once; nobody was signed in, no account made; the administrator is still themselves.
    expect((await admin.get('/api/admin/identity-providers/trial')).statusCode).toBe(404);
    expect(await app.repositories.users.findByUid('jonas')).toBeUndefined();
    expect((await admin.get('/api/user')).json().data.name).toBe('User root');
    // The switched-off provider is not on the login page, and nobody else may try it.
    expect((await new Agent(app).get('/api/auth/providers')).json().data.providers).toEqual([]);
    const { agent: teacher } = await signIn(app, 'teacher', ['teacher']);
    expect((await teacher.get('/api/admin/identity-providers/uni/try')).statusCode).toBe(403);
  });

  it('should sign out at the provider too (RP-initiated logout)', async () => {
    await start();
    const agent = new Agent(app);
    await roundTrip(agent, 'jonas');
    const out = await agent.post('/api/logout');
    expect(out.statusCode).toBe(200);
    const url = new URL(out.json().data.redirect_to);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/login`);
    // The ID token of this sign-in names the session to end (id_token_hint).
    const hint = url.searchParams.get('id_token_hint')!;
    expect(JSON.parse(Buffer.from(hint.split('.')[1]!, 'base64url').toString())).toMatchObject({
      sub: 'jonas',
      aud: CLIENT.id,
      iss: idp.issuer,
    });
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    // A local sign-out stays 204.
    expect((await agent.post('/api/logout')).statusCode).toBe(204);
  });
});
