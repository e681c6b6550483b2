import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS, refusedCallers } from './admin-roles.js';
import {
  Agent,
  buildTestApp,
  buildTwoTestApps,
  createUser,
  DIALECTS,
  PASSWORD,
  type TestApp,
  type TwoTestApps,
} from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 15, users: the user page, disabling and enabling an account, resetting a password (changed at the next
 * sign-in before anything else), and impersonating only users with fewer abilities.
 */
describe.each(DIALECTS)('user administration on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let studentId: number;

  const idOf = async (uid: string) => (await app.userRepository.findByUid(uid))!.id;
  const loginAs = (uid: string, password = PASSWORD) => new Agent(app).post('/api/login', { uid, password });

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    studentId = await idOf('caller-student');
  });
  afterEach(async () => {
    await test.close();
  });

  describe('GET /api/admin/users/{id}', () => {
    it('should show the account with its roles, abilities and groups, and whether the caller may manage it', async () => {
      await createGroup(app, 'IFF-4/1', [studentId]);
      await createGroup(app, 'Choir', [studentId]);
      const response = await agents['users.manage'].get(`/api/admin/users/${studentId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: studentId,
        uid: 'caller-student',
        name: 'User caller-student',
        email: 'caller-student@example.edu',
        language: 'lt',
        roles: [{ key: 'student' }],
        abilities: [],
        groups: [
          { id: expect.any(Number), name: 'Choir' },
          { id: expect.any(Number), name: 'IFF-4/1' },
        ],
        disabled: false,
        disabled_at: null,
        must_change_password: false,
        manageable: true,
        assignable_roles: expect.arrayContaining([
          { key: 'student', name: expect.any(String), abilities: [] },
          expect.objectContaining({ key: 'admin' }),
        ]),
      });
      // The roles the form offers are those of `GET /api/roles`.
      expect(response.json().data.assignable_roles).toEqual(
        (await agents['users.manage'].get('/api/roles')).json().data,
      );
      const admin = await agents['users.manage'].get(`/api/admin/users/${await idOf('caller-admin')}`);
      expect(admin.json().data).toMatchObject({ manageable: false, roles: [{ key: 'admin' }] });
      expect((await agents['users.manage'].get('/api/admin/users/999999')).statusCode).toBe(404);
    });

    it('should answer only user managers, administrators and super administrators', async () => {
      const allowed: Caller[] = ['users.manage', 'admin', 'super_admin'];
      for (const caller of CALLERS) {
        const status = (await agents[caller].get(`/api/admin/users/${studentId}`)).statusCode;
        const expected = allowed.includes(caller) ? 200 : caller === 'anonymous' ? 401 : 403;
        expect(status, caller).toBe(expected);
      }
    });
  });

  describe('GET /api/admin/users/{id}/reservations', () => {
    it("should page the reservations the user made, newest last, and none of anyone else's", async () => {
      const room = await createResource(app, 'Room 101');
      for (const day of ['2026-11-23', '2026-11-24', '2026-11-25']) {
        const made = await agents.student.post(
          `/api/items/${room.itemIds[0]}/reservations`,
          lecture({ from: day, to: day, name: `Study ${day}` }),
        );
        expect(made.statusCode, made.body).toBe(201);
      }
      await agents.teacher.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ from: '2026-11-26', to: '2026-11-26', name: 'Teacher' }),
      );
      const first = await agents['users.manage'].get(`/api/admin/users/${studentId}/reservations?per_page=25`);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.map((row: { name: string }) => row.name)).toEqual([
        'Study 2026-11-23',
        'Study 2026-11-24',
        'Study 2026-11-25',
      ]);
      expect(first.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 3 });
      const second = await agents.admin.get(`/api/admin/users/${studentId}/reservations?page=2`);
      expect(second.json().data).toEqual([]);
      expect((await agents['reservations.manage'].get(`/api/admin/users/${studentId}/reservations`)).statusCode).toBe(
        403,
      );
      expect((await agents.admin.get('/api/admin/users/999999/reservations')).statusCode).toBe(404);
    });
  });

  describe('POST /api/admin/users/{id}/disable and /enable', () => {
    it('should refuse sign-in to a disabled account and end its sessions, and let it in again once enabled', async () => {
      const student = new Agent(app);
      await student.login('caller-student');
      expect((await student.get('/api/user')).statusCode).toBe(200);

      const disabled = await agents['users.manage'].post(`/api/admin/users/${studentId}/disable`);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
      expect((await student.get('/api/user')).statusCode).toBe(401);
      const refused = await loginAs('caller-student');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.uid).toEqual(['Ši paskyra išjungta. Kreipkitės į administratorių.']);
      // A wrong password still says only that the credentials are wrong.
      expect((await loginAs('caller-student', 'wrong-123')).json().errors.uid).toEqual([
        'Neteisingas naudotojo ID arba slaptažodis.',
      ]);
      const listed = await agents.admin.get('/api/admin/users?query=caller-student');
      expect(listed.json().data[0]).toMatchObject({ uid: 'caller-student', disabled: true });

      const enabled = await agents['users.manage'].post(`/api/admin/users/${studentId}/enable`);
      expect(enabled.json().data).toMatchObject({ disabled: false, disabled_at: null });
      expect((await loginAs('caller-student')).statusCode).toBe(200);
      // Both recorded in the audit log, by whom.
      const entries = await app.db
        .selectFrom('audit_entries')
        .select(['actor_id', 'action', 'changes'])
        .where('entity_type', '=', 'user')
        .where('entity_id', '=', String(studentId))
        .orderBy('id')
        .execute();
      const managerId = await idOf('caller-users-manage');
      expect(entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) }))).toEqual([
        { actor_id: managerId, action: 'update', changes: { disabled: { before: false, after: true } } },
        { actor_id: managerId, action: 'update', changes: { disabled: { before: true, after: false } } },
      ]);
    });

    it('should end an administrator acting as the disabled user too', async () => {
      const admin = new Agent(app);
      await admin.login('caller-admin');
      expect((await admin.post(`/api/users/${studentId}/impersonate`)).statusCode).toBe(200);
      await agents.super_admin.post(`/api/admin/users/${studentId}/disable`);
      expect((await admin.get('/api/user')).statusCode).toBe(401);
    });

    it('should refuse oneself (409), anyone with as many abilities (403) and anyone without users.manage (403)', async () => {
      const adminId = await idOf('caller-admin');
      expect((await agents.admin.post(`/api/admin/users/${adminId}/disable`)).statusCode).toBe(409);
      await createUser(app, 'second-admin', ['admin']);
      const secondAdmin = await idOf('second-admin');
      expect((await agents.admin.post(`/api/admin/users/${secondAdmin}/disable`)).statusCode).toBe(403);
      expect((await agents['users.manage'].post(`/api/admin/users/${adminId}/disable`)).statusCode).toBe(403);
      const superId = await idOf('caller-super_admin');
      expect((await agents.admin.post(`/api/admin/users/${superId}/disable`)).statusCode).toBe(403);
      expect((await agents.super_admin.post(`/api/admin/users/${secondAdmin}/disable`)).statusCode).toBe(200);
      for (const caller of refusedCallers(['users.manage', 'admin', 'super_admin'])) {
        const expected = caller === 'anonymous' ? 401 : 403;
        expect((await agents[caller].post(`/api/admin/users/${studentId}/disable`)).statusCode, caller).toBe(expected);
        expect((await agents[caller].post(`/api/admin/users/${studentId}/enable`)).statusCode, caller).toBe(expected);
      }
      expect((await loginAs('caller-student')).statusCode).toBe(200);
    });
  });

  // Issue 27: users came only from imports or the CLI; an administrator adds one person by hand.
  describe('POST /api/admin/users', () => {
    const body = {
      uid: 'jonas.jonaitis',
      name: 'Jonas Jonaitis',
      email: 'jonas@example.edu',
      language: 'en',
      roles: ['teacher'],
    };

    it('should add an account with roles and groups whose temporary password works once, to be changed', async () => {
      const groupId = await createGroup(app, 'Staff', []);
      const created = await agents['users.manage'].post('/api/admin/users', { ...body, groups: [groupId] });
      expect(created.statusCode, created.body).toBe(201);
      const { user, temporary_password } = created.json().data;
      expect(user).toMatchObject({
        uid: 'jonas.jonaitis',
        name: 'Jonas Jonaitis',
        email: 'jonas@example.edu',
        language: 'en',
        roles: [{ key: 'teacher' }],
        groups: [{ id: groupId, name: 'Staff' }],
        must_change_password: true,
      });
      expect(temporary_password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(await app.db.selectFrom('outbox').select('id').execute()).toEqual([]);
      const signedIn = await loginAs('jonas.jonaitis', temporary_password);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data.must_change_password).toBe(true);
      // A first password, not a reset: the change-password screen says which (a new university's walk, defect 2).
      expect(signedIn.json().data.password_change_reason).toBe('new_account');
    });

    it('should e-mail the invitation in the person s language and not answer the password', async () => {
      const created = await agents.admin.post('/api/admin/users', { ...body, language: 'lt', welcome: 'email' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.temporary_password).toBeNull();
      const [mail] = await app.db.selectFrom('outbox').selectAll().execute();
      expect(mail).toMatchObject({ to_address: 'jonas@example.edu', subject: 'Jūsų Laikas paskyra' });
      const password = /Laikinas slaptažodis: (\S+)/.exec(mail!.text_body)?.[1];
      expect((await loginAs('jonas.jonaitis', password)).statusCode).toBe(200);
    });

    // A new university's walk (defect 1): the mail named neither the university nor where to ask for help, and called
    // the uid what no screen does.
    it.each([
      {
        language: 'lt',
        uidLine: 'Naudotojo ID: jonas.jonaitis',
        support: 'rašykite adresu',
        wrong: 'Prisijungimo vardas',
      },
      { language: 'en', uidLine: 'User ID: jonas.jonaitis', support: 'write to', wrong: 'User name' },
    ])(
      'should name the university, its support address and the user ID as the screens do ($language)',
      async ({ language, uidLine, support, wrong }) => {
        const site = (await agents.super_admin.get('/api/admin/system-settings')).json().data;
        const saved = await agents.super_admin.put('/api/admin/system-settings', {
          ...site,
          university_name: 'Kauno kolegija',
          support_email: 'pagalba@kaunokolegija.lt',
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const created = await agents.admin.post('/api/admin/users', { ...body, language, welcome: 'email' });
        expect(created.statusCode, created.body).toBe(201);
        const [mail] = await app.db.selectFrom('outbox').selectAll().execute();
        expect(mail!.text_body).toContain('Kauno kolegija');
        expect(mail!.text_body).toContain(`${support} pagalba@kaunokolegija.lt`);
        expect(mail!.text_body).toContain(uidLine);
        expect(mail!.text_body).not.toContain(wrong);
      },
    );

    it.each([
      { name: 'a taken uid', change: { uid: 'caller-student' }, field: 'uid' },
      { name: 'no name', change: { name: ' ' }, field: 'name' },
      { name: 'a uid with spaces', change: { uid: 'jonas jonaitis' }, field: 'uid' },
      { name: 'a bad e-mail address', change: { email: 'jonas' }, field: 'email' },
      { name: 'an invitation without e-mail', change: { email: null, welcome: 'email' }, field: 'email' },
      { name: 'an unknown role', change: { roles: ['wizard'] }, field: 'roles' },
      { name: 'an unknown group', change: { groups: [999_999] }, field: 'groups' },
      { name: 'an unknown language', change: { language: 'de' }, field: 'language' },
    ])('should answer 422 on the field for $name, and add nobody', async ({ change, field }) => {
      const before = await app.userRepository.count();
      const refused = await agents['users.manage'].post('/api/admin/users', { ...body, ...change });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toContain(field);
      expect(await app.userRepository.count()).toBe(before);
    });

    it('should say in Lithuanian what a user name may hold and that it is needed', async () => {
      const refused = async (uid: string) =>
        (
          await agents['users.manage'].request(
            'POST',
            '/api/admin/users',
            { ...body, uid },
            { headers: { 'accept-language': 'lt' } },
          )
        ).json().errors;
      expect(await refused('jonas jonaitis')).toEqual({
        uid: ['Naudotojo ID gali sudaryti tik raidės, skaitmenys ir . _ @ -.'],
      });
      expect(await refused(' ')).toEqual({ uid: ['Įveskite naudotojo ID.'] });
    });

    it('should name a refused way of welcome in Lithuanian', async () => {
      const refused = await agents['users.manage'].request(
        'POST',
        '/api/admin/users',
        { ...body, welcome: 'sms' },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        welcome: ['Pasirinkta neleistina lauko „pirmasis slaptažodis“ reikšmė.'],
      });
    });

    it('should add one account when two administrators add the same uid at once, and tell the other on the uid', async () => {
      const before = await app.userRepository.count();
      const answers = await Promise.all([
        agents['users.manage'].post('/api/admin/users', body),
        agents.admin.post('/api/admin/users', { ...body, name: 'Jonas Kitas' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422)!;
      expect(Object.keys(refused.json().errors)).toEqual(['uid']);
      expect(await app.userRepository.count()).toBe(before + 1);
    });

    it('should let only a super administrator grant the super administrator role', async () => {
      const refused = await agents.admin.post('/api/admin/users', { ...body, roles: ['super_admin'] });
      expect(refused.statusCode).toBe(403);
      expect(await app.userRepository.findByUid('jonas.jonaitis')).toBeUndefined();
      expect((await agents.super_admin.post('/api/admin/users', { ...body, roles: ['super_admin'] })).statusCode).toBe(
        201,
      );
    });

    it.each(refusedCallers(['users.manage', 'admin', 'super_admin']))('should refuse %s', async (caller) => {
      const agent = caller === 'anonymous' ? new Agent(app) : agents[caller];
      const refused = await agent.post('/api/admin/users', body);
      expect(refused.statusCode).toBe(caller === 'anonymous' ? 401 : 403);
    });
  });

  describe('POST /api/admin/users/{id}/reset-password', () => {
    it('should set a temporary password that must be changed before anything else', async () => {
      const before = new Agent(app);
      await before.login('caller-student');
      const room = await createResource(app, 'Room 101');
      const reset = await agents['users.manage'].post(`/api/admin/users/${studentId}/reset-password`);
      expect(reset.statusCode).toBe(200);
      const temporary: string = reset.json().data.temporary_password;
      expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect((await before.get('/api/user')).statusCode).toBe(401);
      expect((await loginAs('caller-student')).statusCode).toBe(422);

      const student = new Agent(app);
      const signedIn = await student.post('/api/login', { uid: 'caller-student', password: temporary });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.must_change_password).toBe(true);
      expect((await student.get('/api/user')).json().data).toMatchObject({
        must_change_password: true,
        password_change_reason: 'reset',
      });
      for (const [method, url] of [
        ['GET', '/api/notifications'],
        // Nothing else reaches the person meanwhile, the live stream neither (the app does not open it).
        ['GET', '/api/events'],
        ['GET', '/api/resources'],
        ['POST', `/api/users/default-resource/${room.resourceId}`],
      ] as const) {
        const refused = await student.request(method, url, method === 'POST' ? {} : undefined);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({
          message: 'Pirmiausia pasikeiskite slaptažodį.',
          code: 'password_change_required',
        });
      }
      // The change-password screen may still switch its language.
      expect((await student.post('/api/set-language', { language: 'en' })).statusCode).toBe(200);
      // Keeping the password the administrator saw is no change.
      const kept = await student.put('/api/user/password', {
        current_password: temporary,
        password: temporary,
        password_confirmation: temporary,
      });
      expect(kept.statusCode).toBe(422);
      expect(kept.json().errors).toEqual({ password: ['The new password must differ from the current one.'] });
      expect((await student.get('/api/user')).json().data.must_change_password).toBe(true);
      const changed = await student.put('/api/user/password', {
        current_password: temporary,
        password: 'naujas12345',
        password_confirmation: 'naujas12345',
      });
      expect(changed.statusCode).toBe(204);
      expect((await student.get('/api/user')).json().data).toMatchObject({
        must_change_password: false,
        password_change_reason: null,
      });
      expect((await student.get('/api/notifications')).statusCode).toBe(200);
      expect((await loginAs('caller-student', 'naujas12345')).statusCode).toBe(200);
      const detail = await agents.admin.get(`/api/admin/users/${studentId}`);
      expect(detail.json().data.must_change_password).toBe(false);
      const audited = await app.db
        .selectFrom('audit_entries')
        .select('changes')
        .where('entity_type', '=', 'user')
        .where('entity_id', '=', String(studentId))
        .execute();
      expect(audited).toHaveLength(1);
      expect(JSON.stringify(audited)).not.toContain(temporary);
      expect(JSON.parse(audited[0]!.changes)).toMatchObject({ change_required_at_sign_in: { after: true } });
    });

    it('should refuse a target with as many abilities, oneself, and callers without users.manage', async () => {
      const superId = await idOf('caller-super_admin');
      const adminId = await idOf('caller-admin');
      expect((await agents.admin.post(`/api/admin/users/${superId}/reset-password`)).statusCode).toBe(403);
      expect((await agents['users.manage'].post(`/api/admin/users/${adminId}/reset-password`)).statusCode).toBe(403);
      expect((await agents.admin.post(`/api/admin/users/${adminId}/reset-password`)).statusCode).toBe(409);
      for (const caller of refusedCallers(['users.manage', 'admin', 'super_admin'])) {
        const expected = caller === 'anonymous' ? 401 : 403;
        const status = (await agents[caller].post(`/api/admin/users/${studentId}/reset-password`)).statusCode;
        expect(status, caller).toBe(expected);
      }
      // Nothing changed for the refused targets: they still sign in with their own password.
      expect((await loginAs('caller-admin')).statusCode).toBe(200);
      expect((await loginAs('caller-super_admin')).statusCode).toBe(200);
      expect((await loginAs('caller-student')).statusCode).toBe(200);
    });
  });

  describe('POST /api/users/{id}/impersonate', () => {
    it.each<{ caller: Caller; target: string; status: number }>([
      { caller: 'users.manage', target: 'caller-student', status: 200 },
      { caller: 'users.manage', target: 'caller-teacher', status: 200 },
      { caller: 'users.manage', target: 'caller-groups-manage', status: 403 },
      { caller: 'users.manage', target: 'caller-admin', status: 403 },
      { caller: 'admin', target: 'caller-users-manage', status: 200 },
      { caller: 'admin', target: 'caller-super_admin', status: 403 },
      { caller: 'super_admin', target: 'caller-admin', status: 200 },
      { caller: 'resources.manage', target: 'caller-student', status: 403 },
      { caller: 'student', target: 'caller-teacher', status: 403 },
    ])('should answer $status to $caller acting as $target', async ({ caller, target, status }) => {
      const agent = new Agent(app);
      await agent.login(`caller-${caller.replace('.', '-')}`);
      const response = await agent.post(`/api/users/${await idOf(target)}/impersonate`);
      expect(response.statusCode).toBe(status);
      const me = (await agent.get('/api/user')).json().data;
      expect(me.uid).toBe(status === 200 ? target : `caller-${caller.replace('.', '-')}`);
    });

    it('should refuse to act as another super administrator, even to a super administrator', async () => {
      await createUser(app, 'second-super', ['super_admin']);
      const response = await agents.super_admin.post(`/api/users/${await idOf('second-super')}/impersonate`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Galite veikti tik naudotojo, turinčio mažiau teisių nei jūs, vardu.');
    });

    it('should answer 409 for a disabled account', async () => {
      await agents.admin.post(`/api/admin/users/${studentId}/disable`);
      const agent = new Agent(app);
      await agent.login('caller-admin');
      expect((await agent.post(`/api/users/${studentId}/impersonate`)).statusCode).toBe(409);
    });
  });
});

/*
 * Two API instances sharing one database, as two server processes behind a load balancer: disabling on one ends
 * the session on the other at once (each request reads its session from the database; nothing is cached).
 */
describe.each(DIALECTS)('disabling a user across processes on %s', (dialect) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let apps: TwoTestApps;

  beforeEach(async () => {
    apps = await buildTwoTestApps(dialect, clock);
    ({ first, second } = apps);
  });
  afterEach(async () => {
    await apps.close();
  });

  it('should end the session on the other process at the next request', async () => {
    const studentId = await createUser(first, 'jonas');
    await createUser(first, 'manager', ['admin']);
    const onFirst = new Agent(first);
    await onFirst.login('jonas');
    const onSecond = new Agent(second);
    for (const [name, value] of onFirst.cookies) {
      onSecond.cookies.set(name, value);
    }
    expect((await onSecond.get('/api/user')).statusCode).toBe(200);
    const manager = new Agent(first);
    await manager.login('manager');
    expect((await manager.post(`/api/admin/users/${studentId}/disable`)).statusCode).toBe(200);
    expect((await onSecond.get('/api/user')).statusCode).toBe(401);
    expect((await onFirst.get('/api/user')).statusCode).toBe(401);
    expect((await new Agent(second).post('/api/login', { uid: 'jonas', password: PASSWORD })).statusCode).toBe(422);
  });
});
