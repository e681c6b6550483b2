import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { Agent, buildTestApp, createUser, DIALECTS, PASSWORD, signIn, type TestApp } from './helper.js';

describe.each(DIALECTS)('users on %s', (dialect) => {
  let test: TestApp;
  let student: { id: number; agent: Agent };
  let teacher: { id: number; agent: Agent };
  let admin: { id: number; agent: Agent };
  let superAdmin: { id: number; agent: Agent };
  beforeAll(async () => {
    test = await buildTestApp(dialect);
    student = await signIn(test.app, 'studentas', ['student']);
    teacher = await signIn(test.app, 'destytojas', ['teacher']);
    admin = await signIn(test.app, 'admin', ['admin']);
    superAdmin = await signIn(test.app, 'superadmin', ['super_admin']);
    await createUser(test.app, 's001', ['student'], 'Šarūnas Žukauskas');
    await createUser(test.app, 's002', ['student'], 'Žemyna Šimkutė');
    await createUser(test.app, 's003', ['student'], 'Agnė 50% Balčiūnaitė');
  });
  afterAll(async () => {
    await test.close();
  });

  describe('GET /api/users', () => {
    it.each([
      { name: 'part of a name, any case', query: 'žukausk', expected: ['s001'] },
      { name: 'Lithuanian capitals typed in lower case', query: 'šarūnas', expected: ['s001'] },
      { name: 'part of a uid', query: 'S00', expected: ['s003', 's001', 's002'] },
      { name: 'a literal percent sign', query: '50%', expected: ['s003'] },
      { name: 'an underscore, which is no wildcard', query: 's_0', expected: [] },
      { name: 'SQL-looking text', query: "' OR 1=1 --", expected: [] },
    ])('should find users by $name', async ({ query, expected }) => {
      const response = await student.agent.get(`/api/users?query=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((user: { uid: string }) => user.uid)).toEqual(expected);
    });

    // Issue 12, item 16: the teacher search on "Resources by teachers" listed students.
    it('should find only the users of a role when asked', async () => {
      await createUser(test.app, 't001', ['teacher'], 'Žydrūnė Žukauskienė');
      await createUser(test.app, 't002', ['teacher', 'admin'], 'Žilvinas Žukauskas-Mokytojas');
      const teachers = await student.agent.get(`/api/users?query=${encodeURIComponent('žukausk')}&role=teacher`);
      expect(teachers.statusCode).toBe(200);
      // In Lithuanian order: y sorts with i, so Žydrūnė before Žilvinas (d before l); Š before Ž.
      expect(teachers.json().data.map((user: { uid: string }) => user.uid)).toEqual(['t001', 't002']);
      const everybody = await student.agent.get(`/api/users?query=${encodeURIComponent('žukausk')}`);
      expect(everybody.json().data.map((user: { uid: string }) => user.uid)).toEqual(['s001', 't001', 't002']);
      expect((await student.agent.get('/api/users?role=janitor')).statusCode).toBe(422);
    });

    it('should answer one user by id with names but no e-mail address to a student (finding 11)', async () => {
      const response = await student.agent.get(`/api/users?id=${teacher.id}`);
      expect(response.json()).toEqual({
        data: [{ id: teacher.id, uid: 'destytojas', name: 'User destytojas', email: null }],
      });
      const search = await student.agent.get('/api/users?query=s00');
      expect(search.json().data.map((user: { email: string | null }) => user.email)).toEqual([null, null, null]);
      // Their own address, they see.
      const own = await student.agent.get(`/api/users?id=${student.id}`);
      expect(own.json().data[0].email).toBe('studentas@example.edu');
    });

    it('should show e-mail addresses to a user manager', async () => {
      const response = await admin.agent.get(`/api/users?id=${teacher.id}`);
      expect(response.json()).toEqual({
        data: [{ id: teacher.id, uid: 'destytojas', name: 'User destytojas', email: 'destytojas@example.edu' }],
      });
    });

    it('should answer at most 50 users', async () => {
      const now = toInstant(new Date());
      await test.app.db
        .insertInto('users')
        .values(
          Array.from({ length: 60 }, (_, index) => ({
            uid: `bulk${index}`,
            name: `Bulk ${index}`,
            email: null,
            password_hash: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const response = await student.agent.get('/api/users?query=bulk');
      expect(response.json().data).toHaveLength(50);
    });

    it('should answer 422 for an id that is not a number', async () => {
      const response = await student.agent.get('/api/users?id=abc');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    });
  });

  describe('PUT /api/users/{id}', () => {
    it('should let a user change their own profile', async () => {
      const response = await teacher.agent.put(`/api/users/${teacher.id}`, {
        name: 'doc. Tomas Kazlauskas',
        email: 'tomas@example.edu',
        language: 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'doc. Tomas Kazlauskas',
        email: 'tomas@example.edu',
        language: 'en',
      });
    });

    it("should answer 403 to a student changing someone else's profile", async () => {
      const response = await student.agent.put(`/api/users/${teacher.id}`, { name: 'Hacked' });
      expect(response.statusCode).toBe(403);
      expect((await test.app.userRepository.findById(teacher.id))?.name).not.toBe('Hacked');
    });

    it("should let a user manager change anyone's profile and roles", async () => {
      const response = await admin.agent.put(`/api/users/${teacher.id}`, { roles: ['teacher', 'admin'] });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.roles).toEqual([{ key: 'admin' }, { key: 'teacher' }]);
      expect(response.json().data.abilities).toContain('users.manage');
      await admin.agent.put(`/api/users/${teacher.id}`, { roles: ['teacher'] });
    });

    it('should answer 403 to a student setting their own roles', async () => {
      const response = await student.agent.put(`/api/users/${student.id}`, { roles: ['admin'] });
      expect(response.statusCode).toBe(403);
      expect((await student.agent.get('/api/user')).json().data.roles).toEqual([{ key: 'student' }]);
    });

    it('should answer 403 to an administrator granting super administrator or changing a super administrator', async () => {
      expect((await admin.agent.put(`/api/users/${teacher.id}`, { roles: ['super_admin'] })).statusCode).toBe(403);
      expect((await admin.agent.put(`/api/users/${superAdmin.id}`, { name: 'Renamed' })).statusCode).toBe(403);
      expect((await superAdmin.agent.put(`/api/users/${admin.id}`, { name: 'Rūta Jankauskienė' })).statusCode).toBe(
        200,
      );
    });

    it('should answer 422 for an unknown role and 404 for an unknown user', async () => {
      const unknownRole = await admin.agent.put(`/api/users/${teacher.id}`, { roles: ['wizard'] });
      expect(unknownRole.statusCode).toBe(422);
      expect(unknownRole.json().errors).toEqual({ roles: ['Nežinomas vaidmuo: wizard.'] });
      expect((await admin.agent.put('/api/users/999999', { name: 'Nobody' })).statusCode).toBe(404);
    });

    it.each([
      { name: 'an empty name', body: { name: '   ' }, field: 'name' },
      { name: 'a bad email', body: { email: 'not-an-email' }, field: 'email' },
      { name: 'an unknown language', body: { language: 'de' }, field: 'language' },
      { name: 'a name of the wrong type', body: { name: 42 }, field: 'name' },
    ])('should answer 422 for $name and store nothing', async ({ body, field }) => {
      const before = await test.app.userRepository.findById(student.id);
      const response = await student.agent.put(`/api/users/${student.id}`, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(await test.app.userRepository.findById(student.id)).toEqual(before);
    });

    it('should keep script- and SQL-looking names as plain text', async () => {
      const name = `<script>alert(1)</script> Robert'); DROP TABLE users;--`;
      const response = await student.agent.put(`/api/users/${student.id}`, { name });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect((await student.agent.get('/api/user')).json().data.name).toBe(name);
      expect(await test.app.userRepository.count()).toBeGreaterThan(4);
    });
  });

  describe('POST /api/users/{id}/update-reminders', () => {
    it('should turn the daily reminder on at an hour', async () => {
      // Issue 15: until an hour is chosen, the reminder follows the default hour of the system settings.
      expect((await student.agent.get('/api/user')).json().data.reminder_hour_chosen).toBe(false);
      const response = await student.agent.post(`/api/users/${student.id}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: 18,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        daily_reminder: true,
        reminder_hour: 18,
        reminder_hour_chosen: true,
      });
    });

    it('should keep following the default hour when the reminder is only switched at the hour shown', async () => {
      const { default_reminder_hour: defaultHour } = (await teacher.agent.get('/api/settings')).json().data;
      const switched = await teacher.agent.post(`/api/users/${teacher.id}/update-reminders`, {
        daily_reminder: false,
        reminder_hour: defaultHour,
      });
      expect(switched.json().data).toMatchObject({ daily_reminder: false, reminder_hour_chosen: false });
      const on = await teacher.agent.post(`/api/users/${teacher.id}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: defaultHour,
      });
      expect(on.json().data).toMatchObject({ daily_reminder: true, reminder_hour_chosen: false });
      // Another hour is a choice, and stays one at any hour after.
      const other = (defaultHour + 1) % 24;
      await teacher.agent.post(`/api/users/${teacher.id}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: other,
      });
      const back = await teacher.agent.post(`/api/users/${teacher.id}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: defaultHour,
      });
      expect(back.json().data).toMatchObject({ reminder_hour: defaultHour, reminder_hour_chosen: true });
    });

    it.each([
      { name: 'hour 24', body: { daily_reminder: true, reminder_hour: 24 }, field: 'reminder_hour' },
      { name: 'a fractional hour', body: { daily_reminder: true, reminder_hour: 7.5 }, field: 'reminder_hour' },
      { name: 'a missing switch', body: { reminder_hour: 7 }, field: 'daily_reminder' },
    ])('should answer 422 for $name', async ({ body, field }) => {
      const response = await student.agent.post(`/api/users/${student.id}/update-reminders`, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('should name a refused switch in Lithuanian', async () => {
      const response = await student.agent.request(
        'POST',
        `/api/users/${student.id}/update-reminders`,
        { daily_reminder: 'yes', reminder_hour: 7 },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ daily_reminder: ['Lauko „kasdienis priminimas“ reikšmė neteisinga.'] });
    });

    it("should answer 403 to a student changing someone else's reminders", async () => {
      expect(
        (
          await student.agent.post(`/api/users/${teacher.id}/update-reminders`, {
            daily_reminder: true,
            reminder_hour: 3,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /api/set-language', () => {
    it('should store the language on the user', async () => {
      expect((await student.agent.post('/api/set-language', { language: 'en' })).statusCode).toBe(200);
      expect((await student.agent.get('/api/user')).json().data.language).toBe('en');
      await student.agent.post('/api/set-language', { language: 'lt' });
    });

    it('should answer 422 for a language the interface does not have', async () => {
      const response = await student.agent.post('/api/set-language', { language: 'ru' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('language');
    });
  });

  describe('POST /api/users/default-resource/{resource}', () => {
    it('should set subscribed_calendar, and answer 404 for an unknown resource', async () => {
      const now = toInstant(new Date());
      const { id } = await test.app.db
        .insertInto('resources')
        .values({ name: 'MIF 101', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await student.agent.post(`/api/users/default-resource/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.subscribed_calendar).toBe(id);
      expect((await student.agent.post('/api/users/default-resource/999999')).statusCode).toBe(404);
    });
  });

  // Issue 12, item 21: "Set as my default" could not be undone.
  describe('DELETE /api/users/default-resource', () => {
    it('should clear subscribed_calendar, and answer the same when there is none', async () => {
      const now = toInstant(new Date());
      const { id } = await test.app.db
        .insertInto('resources')
        .values({ name: 'MIF 102', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await student.agent.post(`/api/users/default-resource/${id}`);
      const cleared = await student.agent.delete('/api/users/default-resource');
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data.subscribed_calendar).toBeNull();
      expect((await student.agent.get('/api/user')).json().data.subscribed_calendar).toBeNull();
      expect((await student.agent.delete('/api/users/default-resource')).statusCode).toBe(200);
    });
  });

  describe('PUT /api/user/password', () => {
    it.each([
      {
        name: 'a wrong current password',
        body: { current_password: 'wrong', password: 'naujas12345', password_confirmation: 'naujas12345' },
        fields: ['current_password'],
      },
      {
        name: 'a short password',
        body: { current_password: PASSWORD, password: 'ab1', password_confirmation: 'ab1' },
        fields: ['password'],
      },
      {
        name: 'a password without digits',
        body: { current_password: PASSWORD, password: 'tiktekstas', password_confirmation: 'tiktekstas' },
        fields: ['password'],
      },
      {
        name: 'a password without letters',
        body: { current_password: PASSWORD, password: '1234567890', password_confirmation: '1234567890' },
        fields: ['password'],
      },
      {
        name: 'a confirmation that differs',
        body: { current_password: PASSWORD, password: 'naujas12345', password_confirmation: 'naujas12346' },
        fields: ['password_confirmation'],
      },
      // Issue 12, item 17: only one error came back at a time.
      {
        name: 'a wrong current password and a confirmation that differs, together',
        body: { current_password: 'wrong', password: 'naujas12345', password_confirmation: 'naujas12346' },
        fields: ['current_password', 'password_confirmation'],
      },
      {
        name: 'every field wrong at once',
        body: { current_password: '', password: 'trumpas', password_confirmation: 'kitas' },
        fields: ['current_password', 'password', 'password_confirmation'],
      },
    ])('should answer 422 for $name and keep the old password', async ({ body, fields }) => {
      const response = await teacher.agent.put('/api/user/password', body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(fields);
      await new Agent(test.app).login('destytojas', PASSWORD);
    });

    it('should change the password and end the other sessions', async () => {
      const uid = 'keiciantis';
      const { agent } = await signIn(test.app, uid, ['teacher']);
      const otherDevice = new Agent(test.app);
      await otherDevice.login(uid);

      const response = await agent.put('/api/user/password', {
        current_password: PASSWORD,
        password: 'naujas12345',
        password_confirmation: 'naujas12345',
      });
      expect(response.statusCode).toBe(204);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
      expect((await new Agent(test.app).post('/api/login', { uid, password: PASSWORD })).statusCode).toBe(422);
      await new Agent(test.app).login(uid, 'naujas12345');
    });
  });

  describe('GET /api/admin/users', () => {
    it('should page users with their roles for a user manager', async () => {
      const response = await admin.agent.get('/api/admin/users?per_page=2&page=1&query=admin');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            id: admin.id,
            uid: 'admin',
            name: expect.any(String),
            email: 'admin@example.edu',
            language: 'lt',
            roles: [{ key: 'admin' }],
            disabled: false,
          },
          {
            id: superAdmin.id,
            uid: 'superadmin',
            name: expect.any(String),
            email: 'superadmin@example.edu',
            language: 'lt',
            roles: [{ key: 'super_admin' }],
            disabled: false,
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 2, total: 2 },
      });
    });

    it('should answer the last page and 422 for a page size over 100', async () => {
      const page = await admin.agent.get('/api/admin/users?per_page=3&page=2&query=s00');
      expect(page.json().data.map((user: { uid: string }) => user.uid)).toEqual([]);
      expect(page.json().meta).toEqual({ current_page: 2, last_page: 1, per_page: 3, total: 3 });
      expect((await admin.agent.get('/api/admin/users?per_page=1000')).statusCode).toBe(422);
    });

    it('should answer 403 to a student', async () => {
      expect((await student.agent.get('/api/admin/users')).statusCode).toBe(403);
    });
  });

  describe('GET /api/roles', () => {
    it('should list the built-in roles with their abilities', async () => {
      const response = await admin.agent.get('/api/roles');
      expect(response.json().data).toEqual([
        { key: 'super_admin', name: 'Super administrator', abilities: ['*'] },
        {
          key: 'admin',
          name: 'Administrator',
          abilities: [
            'administrate',
            'groups.manage',
            'reports.manage',
            'reservations.manage',
            'resources.manage',
            'users.manage',
          ],
        },
        { key: 'teacher', name: 'Teacher', abilities: [] },
        { key: 'student', name: 'Student', abilities: [] },
      ]);
    });
  });

  describe('impersonation', () => {
    it('should let a user manager act as a student and return', async () => {
      const agent = new Agent(test.app);
      await agent.login('admin');
      const started = await agent.post(`/api/users/${student.id}/impersonate`);
      expect(started.statusCode).toBe(200);
      expect(started.json().data).toMatchObject({ id: student.id, impersonated: true });
      expect((await agent.get('/api/user')).json().data).toMatchObject({ id: student.id, impersonated: true });
      // Acting as the student means the student's permissions.
      expect((await agent.post(`/api/users/${teacher.id}/impersonate`)).statusCode).toBe(403);

      const stopped = await agent.post('/api/users/stop-impersonating');
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().data).toMatchObject({ id: admin.id, impersonated: false });
      expect((await agent.get('/api/user')).json().data.id).toBe(admin.id);
    });

    it('should answer 403 to a student trying to impersonate', async () => {
      expect((await student.agent.post(`/api/users/${teacher.id}/impersonate`)).statusCode).toBe(403);
    });

    it('should answer 403 to an administrator impersonating a super administrator, but let a super administrator act as an administrator', async () => {
      expect((await admin.agent.post(`/api/users/${superAdmin.id}/impersonate`)).statusCode).toBe(403);
      const agent = new Agent(test.app);
      await agent.login('superadmin');
      expect((await agent.post(`/api/users/${admin.id}/impersonate`)).statusCode).toBe(200);
      expect((await agent.post('/api/users/stop-impersonating')).statusCode).toBe(200);
    });

    it('should refuse to stop impersonating by GET or without the XSRF token (finding 8)', async () => {
      const agent = new Agent(test.app);
      await agent.login('admin');
      await agent.post(`/api/users/${student.id}/impersonate`);
      expect((await agent.get('/api/users/stop-impersonating')).statusCode).not.toBe(200);
      const forged = await agent.request('POST', '/api/users/stop-impersonating', undefined, {
        xsrf: false,
        headers: { origin: 'https://evil.example' },
      });
      expect(forged.statusCode).toBe(403);
      expect((await agent.get('/api/user')).json().data).toMatchObject({ id: student.id, impersonated: true });
    });

    it('should end an impersonation on the next request once the administrator loses the right (finding 9)', async () => {
      const manager = await createUser(test.app, 'manager', ['admin']);
      const agent = new Agent(test.app);
      await agent.login('manager');
      expect((await agent.post(`/api/users/${student.id}/impersonate`)).statusCode).toBe(200);
      expect((await agent.get('/api/user')).json().data).toMatchObject({ id: student.id, impersonated: true });

      await test.app.userRepository.setRoles(manager, ['teacher']);
      const after = await agent.get('/api/user');
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ id: manager, impersonated: false, abilities: [] });
      // Acting as the student is over: the student's own profile is the student's again.
      expect((await agent.put(`/api/users/${student.id}`, { name: 'Renamed' })).statusCode).toBe(403);
    });

    it('should answer 404 for an unknown user and 409 when not impersonating', async () => {
      expect((await admin.agent.post('/api/users/999999/impersonate')).statusCode).toBe(404);
      const response = await admin.agent.post('/api/users/stop-impersonating');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Šiuo metu neveikiate kito naudotojo vardu.' });
    });
  });
});
