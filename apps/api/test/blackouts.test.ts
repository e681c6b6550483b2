import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { withRival } from './rival.js';
import { clock, countReservations, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('blackouts repository on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;

  async function addResource(name: string) {
    const now = toInstant(new Date());
    const { id } = await app.db
      .insertInto('resources')
      .values({
        name,
        description: null,
        notes: null,
        contact_info: null,
        address: null,
        min_duration: null,
        max_duration: null,
        available_spaces: 1,
        day_from: null,
        day_to: null,
        available_slots: null,
        forbidden_slots: null,
        capacity: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  describe('blackoutsBetween', () => {
    it('should answer institution-wide blackouts and those of the asked resources that overlap the range', async () => {
      const blackouts = app.repositories.blackouts;
      const room = await addResource('101');
      const other = await addResource('102');
      const created_at = toInstant(new Date());
      const holiday = await blackouts.insert({
        name: 'Kalėdos',
        period_id: null,
        resource_id: null,
        starts_at: '2026-12-23T22:00:00.000Z',
        ends_at: '2026-12-26T22:00:00.000Z',
        all_day: 1,
        source: null,
        created_at,
      });
      const roomClosed = await blackouts.insert({
        name: 'Renovation',
        period_id: null,
        resource_id: room,
        starts_at: '2026-12-21T08:00:00.000Z',
        ends_at: '2026-12-21T10:00:00.000Z',
        all_day: 0,
        source: null,
        created_at,
      });
      await blackouts.insert({
        name: 'Other room',
        period_id: null,
        resource_id: other,
        starts_at: '2026-12-21T08:00:00.000Z',
        ends_at: '2026-12-21T10:00:00.000Z',
        all_day: 0,
        source: null,
        created_at,
      });

      const ofRoom = await blackouts.blackoutsBetween('2026-12-21T00:00:00.000Z', '2026-12-28T00:00:00.000Z', [room]);
      expect(ofRoom.map((row) => row.id)).toEqual([roomClosed, holiday]);

      const all = await blackouts.blackoutsBetween('2026-12-21T00:00:00.000Z', '2026-12-28T00:00:00.000Z');
      expect(all).toHaveLength(3);

      // A range that only touches the room's blackout at its end does not overlap it.
      const after = await blackouts.blackoutsBetween('2026-12-21T10:00:00.000Z', '2026-12-22T00:00:00.000Z', [room]);
      expect(after).toEqual([]);

      const institutionOnly = await blackouts.blackoutsBetween(
        '2026-12-24T00:00:00.000Z',
        '2026-12-25T00:00:00.000Z',
        [],
      );
      expect(institutionOnly).toEqual([
        {
          id: holiday,
          name: 'Kalėdos',
          period_id: null,
          resource_id: null,
          starts_at: '2026-12-23T22:00:00.000Z',
          ends_at: '2026-12-26T22:00:00.000Z',
          all_day: 1,
        },
      ]);
    });

    it("should find a room's week of closures through indexes only", async () => {
      // Every room week and every glance reads this (issue 36): neither may scan the table an import fills.
      const blackouts = app.repositories.blackouts;
      const room = await addResource('101');
      for (const ids of [[room], undefined]) {
        const query = blackouts.betweenQuery('2026-11-22T22:00:00.000Z', '2026-11-29T22:00:00.000Z', ids).compile();
        const statement = inline(query.sql, query.parameters);
        if (dialect === 'sqlite') {
          const plan = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(app.db);
          const details = plan.rows.map((row) => row.detail);
          expect(
            details.filter((detail) => /^SCAN blackouts\b/.test(detail)),
            statement,
          ).toEqual([]);
        } else {
          // A few rows make a sequential scan the cheapest plan; forbid it to see which indexes can serve the query.
          const plan = await app.db.connection().execute(async (connection) => {
            await sql`set enable_seqscan = off`.execute(connection);
            try {
              return await sql.raw<{ 'QUERY PLAN': string }>(`explain ${statement}`).execute(connection);
            } finally {
              await sql`set enable_seqscan = on`.execute(connection);
            }
          });
          const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(text).not.toMatch(/Seq Scan on blackouts\b/);
        }
      }
    });
  });
});

/** A compiled query with its parameters written in, for EXPLAIN. */
function inline(text: string, parameters: readonly unknown[]): string {
  let index = 0;
  const literal = (value: unknown): string =>
    typeof value === 'number' ? String(value) : Array.isArray(value) ? `'{${value.join(',')}}'` : `'${String(value)}'`;
  return text.replace(/\?|\$(\d+)/g, (_match, position: string | undefined) =>
    literal(position ? parameters[Number(position) - 1] : parameters[index++]),
  );
}

describe.each(DIALECTS)('periods and blackouts API on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'jonas'));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const spring = {
    name: '2027 pavasaris',
    starts_on: '2027-02-01',
    ends_on: '2027-06-30',
    teaching_weeks: 16,
    exam_weeks: 4,
    blackouts: [{ name: 'Kovo 11-oji', from: '2027-03-11', to: '2027-03-11' }],
  };

  describe('POST /api/admin/periods', () => {
    it('should create a period with its holiday as whole local days', async () => {
      const response = await admin.post('/api/admin/periods', spring);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({
        name: '2027 pavasaris',
        teaching_weeks: 16,
        exam_weeks: 4,
        blackouts: [
          {
            name: 'Kovo 11-oji',
            from: '2027-03-11',
            to: '2027-03-11',
            all_day: true,
            resource_id: null,
            // Vilnius is UTC+2 in March before the DST change.
            starts_at: '2027-03-10T22:00:00.000Z',
            ends_at: '2027-03-11T22:00:00.000Z',
          },
        ],
      });
      const list = await admin.get('/api/admin/periods');
      expect(list.json().data.map((period: { name: string }) => period.name)).toEqual(['2027 pavasaris']);
    });

    it('should return 422 when the period ends before it starts, or a holiday date does not exist', async () => {
      const response = await admin.post('/api/admin/periods', {
        ...spring,
        ends_on: '2027-01-01',
        blackouts: [{ name: 'X', from: '2027-02-30', to: '2027-02-30' }],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['ends_on']);
      const second = await admin.post('/api/admin/periods', {
        ...spring,
        blackouts: [{ name: 'X', from: '2027-02-30', to: '2027-02-30' }],
      });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors).toHaveProperty(['blackouts.0.from']);
      expect((await admin.get('/api/admin/periods')).json().data).toEqual([]);
    });

    // A second "2027 pavasaris" was taken (201): the period pickers showed two alike, and `import:itc --period`,
    // which finds its period by name, took the first.
    it('should return 422 on name when another period has the name, on create and on change', async () => {
      expect((await admin.post('/api/admin/periods', spring)).statusCode).toBe(201);
      const again = await admin.request(
        'POST',
        '/api/admin/periods',
        { ...spring, blackouts: [] },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ name: ['Laikotarpis tokiu pavadinimu jau yra'] });
      const autumn = await admin.post('/api/admin/periods', {
        name: '2027 ruduo',
        starts_on: '2027-09-01',
        ends_on: '2027-12-31',
        blackouts: [],
      });
      const changed = await admin.request(
        'PUT',
        `/api/admin/periods/${autumn.json().data.id}`,
        { name: '2027 pavasaris', starts_on: '2027-09-01', ends_on: '2027-12-31', blackouts: [] },
        { headers: { 'accept-language': 'en' } },
      );
      expect(changed.statusCode).toBe(422);
      expect(changed.json().errors).toEqual({ name: ['A period with this name already exists'] });
      expect((await admin.get('/api/admin/periods')).json().meta.total).toBe(2);
    });

    // A summer holiday put on the spring semester by a slip was taken (201) and closed the institution that day.
    it("should refuse a period's holiday outside the period, in the period body and on its own, in en and lt", async () => {
      const inBody = await admin.request(
        'POST',
        '/api/admin/periods',
        { ...spring, blackouts: [{ name: 'Vasara', from: '2027-08-01', to: '2027-08-01' }] },
        { headers: { 'accept-language': 'en' } },
      );
      expect(inBody.statusCode).toBe(422);
      expect(inBody.json().errors).toEqual({
        'blackouts.0.to': ['A holiday of the period must lie within the period'],
      });
      const created = await admin.post('/api/admin/periods', spring);
      const periodId = created.json().data.id;
      const alone = await admin.request(
        'POST',
        '/api/admin/blackouts',
        { name: 'Vasara', from: '2027-08-01', to: '2027-08-01', period_id: periodId },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(alone.statusCode).toBe(422);
      expect(alone.json().errors).toEqual({ to: ['Laikotarpio šventė turi būti laikotarpio ribose'] });
      const before = await admin.request('POST', '/api/admin/blackouts', {
        name: 'Naujieji',
        from: '2027-01-01',
        to: '2027-01-01',
        period_id: periodId,
      });
      expect(before.json().errors).toHaveProperty('from');
      // Without a period a holiday may fall on any day.
      const free = await admin.post('/api/admin/blackouts', { name: 'Vasara', from: '2027-08-01', to: '2027-08-01' });
      expect(free.statusCode, free.body).toBe(201);
    });

    // Issue 27: periods pile up semester after semester; the screen and the picker page and search on the server.
    it('should page the periods newest first and find them by part of the name', async () => {
      for (let year = 2020; year <= 2031; year += 1) {
        for (const [season, start] of [
          ['pavasaris', '02-01'],
          ['ruduo', '09-01'],
        ] as const) {
          const created = await admin.post('/api/admin/periods', {
            name: `${year} ${season}`,
            starts_on: `${year}-${start}`,
            ends_on: `${year}-${season === 'ruduo' ? '12-31' : '06-30'}`,
            blackouts: [],
          });
          expect(created.statusCode, created.body).toBe(201);
        }
      }
      const first = (await admin.get('/api/admin/periods?per_page=10')).json();
      expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 24 });
      expect(first.data[0].name).toBe('2031 ruduo');
      const last = (await admin.get('/api/admin/periods?per_page=10&page=3')).json();
      expect(last.data.map((period: { name: string }) => period.name)).toEqual([
        '2021 ruduo',
        '2021 pavasaris',
        '2020 ruduo',
        '2020 pavasaris',
      ]);
      const found = (await admin.get('/api/admin/periods?query=PAVASARIS&per_page=3')).json();
      expect(found.meta.total).toBe(12);
      expect(found.data.map((period: { name: string }) => period.name)).toEqual([
        '2031 pavasaris',
        '2030 pavasaris',
        '2029 pavasaris',
      ]);
      expect((await admin.get('/api/admin/periods?per_page=101')).statusCode).toBe(422);
    });

    it('should return 403 to a student and 401 without a session', async () => {
      expect((await student.post('/api/admin/periods', spring)).statusCode).toBe(403);
      expect((await student.get('/api/admin/periods')).statusCode).toBe(403);
      expect((await new Agent(app).get('/api/admin/periods')).statusCode).toBe(401);
    });
  });

  // Issue 27: an import's 446 room unavailabilities drowned the period's holidays, and lost their hours.
  describe('GET /api/admin/resources/{id}/blackouts', () => {
    it('should list a room its own unavailabilities with their hours, paged, and leave the period its holidays', async () => {
      const { id: periodId } = (await admin.post('/api/admin/periods', spring)).json().data;
      for (const day of ['2027-02-02', '2027-02-03', '2027-02-04']) {
        const added = await admin.post('/api/admin/blackouts', {
          name: 'Imported',
          from: day,
          to: day,
          from_time: { hours: 9, minutes: 0 },
          to_time: { hours: 10, minutes: 30 },
          resource_id: room.resourceId,
          period_id: periodId,
        });
        expect(added.statusCode, added.body).toBe(201);
      }
      const period = (await admin.get(`/api/admin/periods/${periodId}`)).json().data;
      expect(period.blackouts.map((blackout: { name: string }) => blackout.name)).toEqual(['Kovo 11-oji']);
      expect(period.resource_blackouts).toBe(3);

      const first = await admin.get(`/api/admin/resources/${room.resourceId}/blackouts?per_page=2`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
      expect(first.json().data[0]).toMatchObject({
        name: 'Imported',
        from: '2027-02-02',
        to: '2027-02-02',
        from_time: { hours: 9, minutes: 0 },
        to_time: { hours: 10, minutes: 30 },
        all_day: false,
        resource_id: room.resourceId,
      });
      const second = await admin.get(`/api/admin/resources/${room.resourceId}/blackouts?per_page=2&page=2`);
      expect(second.json().data.map((blackout: { from: string }) => blackout.from)).toEqual(['2027-02-04']);
    });

    it.each([
      { query: '?page=0', status: 422 },
      { query: '?per_page=101', status: 422 },
      { query: '?per_page=x', status: 422 },
    ])('should answer $status for $query', async ({ query, status }) => {
      expect((await admin.get(`/api/admin/resources/${room.resourceId}/blackouts${query}`)).statusCode).toBe(status);
    });

    it('should answer 404 for an unknown room, 403 to a student, 401 without a session', async () => {
      expect((await admin.get('/api/admin/resources/999999/blackouts')).statusCode).toBe(404);
      expect((await student.get(`/api/admin/resources/${room.resourceId}/blackouts`)).statusCode).toBe(403);
      expect((await new Agent(app).get(`/api/admin/resources/${room.resourceId}/blackouts`)).statusCode).toBe(401);
    });
  });

  describe('GET/PUT/DELETE /api/admin/periods/{id}', () => {
    it('should show, change and delete a period, and 404 an unknown one', async () => {
      const { id } = (await admin.post('/api/admin/periods', spring)).json().data;
      expect((await admin.get(`/api/admin/periods/${id}`)).json().data.name).toBe('2027 pavasaris');
      const changed = await admin.put(`/api/admin/periods/${id}`, { ...spring, name: 'Spring 2027', blackouts: [] });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ name: 'Spring 2027', blackouts: [{ name: 'Kovo 11-oji' }] });
      expect((await admin.delete(`/api/admin/periods/${id}`)).statusCode).toBe(204);
      expect((await admin.get(`/api/admin/periods/${id}`)).statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/periods/${id}`)).statusCode).toBe(404);
    });

    /*
     * A PUT that shortened the period was saved (200) while its holidays stayed where they were: the card then listed
     * holidays outside the period, which a new holiday there is refused for (`period.holidayOutside`).
     */
    const withJune = {
      ...spring,
      blackouts: [
        ...spring.blackouts,
        { name: 'Joninės', from: '2027-06-24', to: '2027-06-24' },
        { name: 'Pertrauka', from: '2027-06-25', to: '2027-06-26' },
      ],
    };

    it("should answer 422 under the date that would leave the period's holidays outside it, and change nothing", async () => {
      const { id } = (await admin.post('/api/admin/periods', withJune)).json().data;
      const stored = (await admin.get(`/api/admin/periods/${id}`)).json().data;
      const put = (body: object, language: 'en' | 'lt') =>
        admin.request('PUT', `/api/admin/periods/${id}`, body, { headers: { 'accept-language': language } });

      const shorter = await put({ ...spring, ends_on: '2027-06-23', blackouts: [] }, 'en');
      expect(shorter.statusCode, shorter.body).toBe(422);
      expect(shorter.json().errors).toEqual({
        ends_on: ["2 of the period's holidays would fall outside these dates; delete them first"],
      });
      const later = await put({ ...spring, starts_on: '2027-03-12', blackouts: [] }, 'en');
      expect(later.json().errors).toEqual({
        starts_on: ["1 of the period's holidays would fall outside these dates; delete it first"],
      });
      const both = await put({ ...spring, starts_on: '2027-03-12', ends_on: '2027-06-24', blackouts: [] }, 'lt');
      expect(both.statusCode).toBe(422);
      expect(both.json().errors).toEqual({
        starts_on: ['1 laikotarpio šventė liktų už šių datų ribų; pirmiausia ją ištrinkite'],
        ends_on: ['1 laikotarpio šventė liktų už šių datų ribų; pirmiausia ją ištrinkite'],
      });
      const lithuanian = await put({ ...spring, ends_on: '2027-06-01', blackouts: [] }, 'lt');
      expect(lithuanian.json().errors).toEqual({
        ends_on: ['2 laikotarpio šventės liktų už šių datų ribų; pirmiausia jas ištrinkite'],
      });
      expect((await admin.get(`/api/admin/periods/${id}`)).json().data).toEqual(stored);
    });

    it('should save a shorter period that still holds every holiday, and one whose dates stay put', async () => {
      const { id } = (await admin.post('/api/admin/periods', withJune)).json().data;
      // The last day of a holiday may be the period's last day, its first day the period's first.
      const shorter = await admin.put(`/api/admin/periods/${id}`, {
        ...spring,
        starts_on: '2027-03-11',
        ends_on: '2027-06-26',
        blackouts: [],
      });
      expect(shorter.statusCode, shorter.body).toBe(200);
      expect(shorter.json().data).toMatchObject({ starts_on: '2027-03-11', ends_on: '2027-06-26' });
      expect(shorter.json().data.blackouts.map((holiday: { name: string }) => holiday.name)).toEqual([
        'Kovo 11-oji',
        'Joninės',
        'Pertrauka',
      ]);
      // A holiday left outside before this rule (saved then) does not stop a change that moves no date past it.
      await app.db
        .updateTable('blackouts')
        .set({ starts_at: '2027-07-09T21:00:00.000Z', ends_at: '2027-07-10T21:00:00.000Z' })
        .where('name', '=', 'Pertrauka')
        .execute();
      const renamed = await admin.put(`/api/admin/periods/${id}`, {
        ...spring,
        name: 'Pavasaris',
        starts_on: '2027-03-11',
        ends_on: '2027-06-26',
        blackouts: [],
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    /*
     * On PostgreSQL a holiday added while the period was being shortened read the period's old dates, and the
     * shortening read the holidays before the new one was written: both were saved, the holiday outside the period.
     * Now the holiday holds the period's row (`for share`) until it commits and the shortening waits for it (`for
     * update`), then sees it. The test holds the holiday before its insert: another transaction holds `blackouts`.
     */
    it.runIf(dialect === 'postgres')(
      'should make a shortening of the period wait for a holiday being added, then refuse it',
      async () => {
        const { id } = (await admin.post('/api/admin/periods', spring)).json().data;
        const { agent: other } = await signIn(app, 'admin2', ['admin']);
        await admin.get('/api/csrf-cookie');
        await other.get('/api/csrf-cookie');
        await withRival(test.database.url, async (rival) => {
          await rival.query('begin');
          await rival.query('lock table blackouts in share mode');
          const added = admin.post('/api/admin/blackouts', {
            name: 'Joninės',
            from: '2027-06-24',
            to: '2027-06-24',
            period_id: id,
          });
          await rival.until(async () => (await rival.waiting()) === 1);
          let shortened = false;
          const shorter = other
            .request(
              'PUT',
              `/api/admin/periods/${id}`,
              { ...spring, ends_on: '2027-06-15', blackouts: [] },
              { headers: { 'accept-language': 'en' } },
            )
            .then((answer) => {
              shortened = true;
              return answer;
            });
          await rival.until(async () => shortened || (await rival.waiting()) === 2);
          expect(shortened, 'the period was shortened while a holiday in its old dates was being added').toBe(false);
          await rival.query('commit');
          expect((await added).statusCode).toBe(201);
          const refused = await shorter;
          expect(refused.statusCode, refused.body).toBe(422);
          expect(refused.json().errors).toEqual({
            ends_on: ["1 of the period's holidays would fall outside these dates; delete it first"],
          });
          expect((await admin.get(`/api/admin/periods/${id}`)).json().data).toMatchObject({
            ends_on: '2027-06-30',
            blackouts: [{ name: 'Kovo 11-oji' }, { name: 'Joninės', to: '2027-06-24' }],
          });
        });
      },
    );
  });

  // Issue 36: the office sets a period's exam session; the week counts only suggest it.
  describe('the exam session of a period', () => {
    const session = async (id: number) => {
      const { exams_from, exams_to } = (await admin.get(`/api/admin/periods/${id}`)).json().data;
      return [exams_from, exams_to];
    };

    it('should keep the dates the office sets, carry them to every reader and change them on PUT', async () => {
      const created = await admin.post('/api/admin/periods', {
        ...spring,
        exams_from: '2027-06-07',
        exams_to: '2027-06-27',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data;
      expect(created.json().data).toMatchObject({ exam_weeks: 4, exams_from: '2027-06-07', exams_to: '2027-06-27' });
      const read = await student.get('/api/exam-sessions?from=2027-06-01&to=2027-06-30');
      expect(read.json().data).toEqual([
        { period_id: id, name: '2027 pavasaris', from: '2027-06-07', to: '2027-06-27' },
      ]);
      // Renamed by a client that knows nothing of the dates: the session stays as set.
      const renamed = await admin.put(`/api/admin/periods/${id}`, { ...spring, name: 'Pavasaris', blackouts: [] });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await session(id)).toEqual(['2027-06-07', '2027-06-27']);
      // New week counts without dates: the session follows the counts, as before.
      await admin.put(`/api/admin/periods/${id}`, { ...spring, teaching_weeks: 17, exam_weeks: 2, blackouts: [] });
      expect(await session(id)).toEqual(['2027-05-31', '2027-06-13']);
      const moved = { ...spring, blackouts: [], exams_from: '2027-06-14', exams_to: '2027-06-30' };
      expect((await admin.put(`/api/admin/periods/${id}`, moved)).statusCode).toBe(200);
      expect(await session(id)).toEqual(['2027-06-14', '2027-06-30']);
      const none = { ...spring, blackouts: [], exams_from: null, exams_to: null };
      expect((await admin.put(`/api/admin/periods/${id}`, none)).statusCode).toBe(200);
      expect(await session(id)).toEqual([null, null]);
      // Cleared form fields, sent empty, clear the session too: not "required", which the session is not.
      expect((await admin.put(`/api/admin/periods/${id}`, moved)).statusCode).toBe(200);
      const cleared = await admin.put(`/api/admin/periods/${id}`, { ...moved, exams_from: '', exams_to: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await session(id)).toEqual([null, null]);
      expect((await student.get('/api/exam-sessions?from=2027-06-01&to=2027-06-30')).json().data).toEqual([]);
    });

    it('should give a period created with week counts alone the session they suggest', async () => {
      const { data } = (await admin.post('/api/admin/periods', spring)).json();
      // Teaching from Monday 1 February for 16 weeks; four exam weeks from Monday 24 May.
      expect(data).toMatchObject({ exams_from: '2027-05-24', exams_to: '2027-06-20' });
    });

    it.each([
      { body: { exams_from: '2027-06-07' }, errors: { exams_to: ['Give both dates of the exam session, or neither'] } },
      {
        body: { exams_from: '2027-06-20', exams_to: '2027-06-07' },
        errors: { exams_to: ['The exam session must not end before it starts'] },
      },
      {
        body: { exams_from: '2027-06-07', exams_to: '2027-07-04' },
        errors: { exams_to: ['The exam session must lie within the period'] },
      },
      {
        body: { exams_from: '2027-01-25', exams_to: '2027-02-07' },
        errors: { exams_from: ['The exam session must lie within the period'] },
      },
      {
        body: { exams_from: '2027-06-31', exams_to: '2027-07-01' },
        errors: { exams_from: ['The date does not exist'] },
      },
    ])('should answer 422 on the field for $body, and write nothing', async ({ body, errors }) => {
      const response = await admin.request(
        'POST',
        '/api/admin/periods',
        { ...spring, ...body },
        { headers: { 'accept-language': 'en' } },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect(await app.db.selectFrom('periods').select('id').execute()).toEqual([]);
    });

    // A PUT that shortened the period but left the dates out kept a session ending after the period (200).
    it('should answer 422 when a PUT without the dates ends the period before the session it keeps', async () => {
      const { id } = (
        await admin.post('/api/admin/periods', { ...spring, exams_from: '2027-06-07', exams_to: '2027-06-27' })
      ).json().data;
      const shorter = { ...spring, ends_on: '2027-06-20', blackouts: [] };
      const response = await admin.request('PUT', `/api/admin/periods/${id}`, shorter, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ exams_to: ['The exam session must lie within the period'] });
      const lithuanian = await admin.request('PUT', `/api/admin/periods/${id}`, shorter, {
        headers: { 'accept-language': 'lt' },
      });
      expect(lithuanian.json().errors).toEqual({ exams_to: ['Egzaminų sesija turi būti laikotarpio ribose'] });
      expect((await admin.get(`/api/admin/periods/${id}`)).json().data.ends_on).toBe('2027-06-30');
      expect(await session(id)).toEqual(['2027-06-07', '2027-06-27']);
      // With the session moved inside, the same change is saved.
      const moved = { ...shorter, exams_from: '2027-06-07', exams_to: '2027-06-20' };
      expect((await admin.put(`/api/admin/periods/${id}`, moved)).statusCode).toBe(200);
      expect(await session(id)).toEqual(['2027-06-07', '2027-06-20']);
    });

    it('should say so in Lithuanian, and refuse a PUT the same way', async () => {
      const { id } = (await admin.post('/api/admin/periods', spring)).json().data;
      const response = await admin.put(`/api/admin/periods/${id}`, { ...spring, exams_to: '2027-06-07' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        exams_from: ['Nurodykite abi egzaminų sesijos datas arba nė vienos'],
      });
      expect(await session(id)).toEqual(['2027-05-24', '2027-06-20']);
    });
  });

  describe('POST /api/admin/blackouts and GET /api/blackouts', () => {
    it('should add a room blackout with times that any user reads with the holidays', async () => {
      const created = await admin.post('/api/admin/blackouts', {
        name: 'Renovation',
        from: '2026-11-30',
        to: '2026-11-30',
        from_time: { hours: 8, minutes: 0 },
        to_time: { hours: 12, minutes: 0 },
        resource_id: room.resourceId,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ all_day: false, starts_at: '2026-11-30T06:00:00.000Z' });
      const read = await student.get(`/api/blackouts?from=2026-11-30&to=2026-12-06&resource_id=${room.resourceId}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toHaveLength(1);
      expect((await student.get('/api/blackouts?from=2026-12-01&to=2026-12-06')).json().data).toEqual([]);
    });

    it('should return 422 for an unknown resource and 404 when deleting an unknown blackout', async () => {
      const response = await admin.post('/api/admin/blackouts', {
        name: 'X',
        from: '2026-11-30',
        to: '2026-11-30',
        resource_id: 999,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('resource_id');
      expect((await admin.delete('/api/admin/blackouts/999')).statusCode).toBe(404);
      expect((await student.delete('/api/admin/blackouts/999')).statusCode).toBe(403);
    });
  });

  describe('POST /api/items/{itemId}/reservations on blackouts', () => {
    const url = () => `/api/items/${room.itemIds[0]}/reservations`;

    /*
     * On PostgreSQL a holiday added while a booking on its day was being written counted no booking (the booking had
     * not committed) and the booking read no holiday (the holiday had not either): both were saved, a booking on a
     * holiday the office was never asked about. A blackout now holds the items it closes as a booking does, so the
     * one waits for the other. The test holds the booking before its insert: another transaction holds
     * `reservations`.
     */
    it.runIf(dialect === 'postgres')(
      'should make a holiday wait for a booking being written on its day, then ask about it',
      async () => {
        await admin.get('/api/csrf-cookie');
        await student.get('/api/csrf-cookie');
        await withRival(test.database.url, async (rival) => {
          await rival.query('begin');
          await rival.query('lock table reservations in exclusive mode');
          const booked = student.post(url(), lecture());
          await rival.until(async () => (await rival.waiting()) === 1);
          let answered = false;
          const holiday = admin
            .request(
              'POST',
              '/api/admin/blackouts',
              { name: 'Holiday', from: '2026-11-23', to: '2026-11-23' },
              { headers: { 'accept-language': 'en' } },
            )
            .then((answer) => {
              answered = true;
              return answer;
            });
          await rival.until(async () => answered || (await rival.waiting()) === 2);
          expect(answered, 'the holiday was added while a booking on its day was being written').toBe(false);
          await rival.query('commit');
          expect((await booked).statusCode).toBe(201);
          const asked = await holiday;
          expect(asked.statusCode, asked.body).toBe(422);
          expect(asked.json().errors).toEqual({ affected: [expect.stringContaining('1')] });
          expect((await admin.get('/api/blackouts?from=2026-11-01&to=2026-11-30')).json().data).toEqual([]);
        });
      },
    );

    it('should return 422 naming the holiday for a single reservation on it, and save nothing', async () => {
      await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-11-23', to: '2026-11-23' });
      const response = await student.post(url(), lecture());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { from: [expect.stringContaining('2026-11-23')] },
        repeater_overlaps: [{ name: 'Holiday', from: '2026-11-23 10:00', reservable: { name: 'Room 101' } }],
      });
      expect(await countReservations(app)).toBe(0);
    });

    it('should refuse a reservation inside a room blackout but allow it in another room', async () => {
      await admin.post('/api/admin/blackouts', {
        name: 'Renovation',
        from: '2026-11-23',
        to: '2026-11-23',
        from_time: { hours: 11, minutes: 0 },
        to_time: { hours: 12, minutes: 0 },
        resource_id: room.resourceId,
      });
      expect((await student.post(url(), lecture())).statusCode).toBe(422);
      const other = await createResource(app, 'Room 102');
      expect((await student.post(`/api/items/${other.itemIds[0]}/reservations`, lecture())).statusCode).toBe(201);
    });

    const weekly = (skip: boolean) =>
      lecture({
        repeater: { type: 'weekly', interval: 1, until: '2026-12-21', weekdays: ['monday'], skip_conflicts: skip },
      });

    it('should return 422 listing a weekly series clash and holiday without skip_conflicts', async () => {
      await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-12-07', to: '2026-12-07' });
      const response = await student.post(url(), weekly(false));
      expect(response.statusCode).toBe(422);
      expect(response.json().repeater_overlaps).toEqual([
        { name: 'Holiday', from: '2026-12-07 10:00', to: '2026-12-07 11:30', reservable: { name: 'Room 101' } },
      ]);
    });

    // A teacher's walk: the form listed a date already taken, the server's 422 only the holiday; the teacher fixed
    // the holiday's date and met the other clash on the next save. One refusal lists every clash of the series.
    it('should return 422 listing both the holiday and a taken date of a series, in date order', async () => {
      await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-12-07', to: '2026-12-07' });
      expect(
        (await student.post(url(), lecture({ name: 'Taken', from: '2026-11-30', to: '2026-11-30' }))).statusCode,
      ).toBe(201);
      const response = await student.post(url(), weekly(false));
      expect(response.statusCode).toBe(422);
      expect(response.json().repeater_overlaps).toEqual([
        expect.objectContaining({ name: 'Taken', from: '2026-11-30 10:00' }),
        { name: 'Holiday', from: '2026-12-07 10:00', to: '2026-12-07 11:30', reservable: { name: 'Room 101' } },
      ]);
      expect(response.json().errors.from.join(' ')).toContain('2026-12-07');
      expect(await countReservations(app)).toBe(1);
    });

    it('should leave out the holiday and the taken date with skip_conflicts and answer them', async () => {
      await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-12-07', to: '2026-12-07' });
      expect(
        (await student.post(url(), lecture({ name: 'Taken', from: '2026-11-30', to: '2026-11-30' }))).statusCode,
      ).toBe(201);
      const response = await student.post(url(), weekly(true));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.map((row: { from: string }) => row.from)).toEqual([
        '2026-11-23',
        '2026-12-14',
        '2026-12-21',
      ]);
      expect(response.json().skipped_dates).toEqual([
        { date: '2026-11-30', reason: 'clash', name: 'Taken' },
        { date: '2026-12-07', reason: 'blackout', name: 'Holiday' },
      ]);
      const [{ repeater_id: repeaterId }] = response.json().data;
      const excluded = await app.db
        .selectFrom('repeater_exclusions')
        .select('date')
        .where('repeater_id', '=', repeaterId)
        .orderBy('date')
        .execute();
      expect(excluded.map((row) => row.date)).toEqual(['2026-11-30', '2026-12-07']);
    });

    // Issue 27: a holiday added after an import answered 201 and left 84 lectures on it; reports still counted them.
    describe('a holiday over reservations already made', () => {
      const holiday = { name: 'Advento diena', from: '2026-11-30', to: '2026-11-30' };
      const names = async () =>
        (await app.db.selectFrom('reservations').select('starts_at').orderBy('starts_at').execute()).map((row) =>
          row.starts_at.slice(0, 10),
        );

      beforeEach(async () => {
        expect((await student.post(url(), weekly(false))).statusCode).toBe(201);
        const other = await createResource(app, 'Room 102');
        const single = await student.post(
          `/api/items/${other.itemIds[0]}/reservations`,
          lecture({ name: 'Seminar', from: '2026-11-30', to: '2026-11-30' }),
        );
        expect(single.statusCode, single.body).toBe(201);
      });

      it('should list the reservations it covers in a preview that writes nothing', async () => {
        const preview = await admin.post('/api/admin/blackouts/preview', holiday);
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.json().data).toEqual({
          total: 2,
          reservations: [
            expect.objectContaining({ name: 'Algebra', resource: 'Room 101', starts_at: '2026-11-30T08:00:00.000Z' }),
            expect.objectContaining({ name: 'Seminar', resource: 'Room 102', starts_at: '2026-11-30T08:00:00.000Z' }),
          ],
        });
        const room = await admin.post('/api/admin/blackouts/preview', { ...holiday, resource_id: room102() });
        expect(room.json().data.total).toBe(1);
        expect((await student.get('/api/blackouts?from=2026-11-30&to=2026-11-30')).json().data).toEqual([]);
        expect((await student.post('/api/admin/blackouts/preview', holiday)).statusCode).toBe(403);
      });

      const reported = async () => {
        const report = await admin.get('/api/admin/reports?from=2026-11-23&to=2026-12-27');
        expect(report.statusCode, report.body).toBe(200);
        return report.json().data.totals.reservations as number;
      };

      let room102Id = 0;
      const room102 = () => room102Id;
      beforeEach(async () => {
        room102Id = (
          await app.db.selectFrom('resources').select('id').where('name', '=', 'Room 102').executeTakeFirstOrThrow()
        ).id;
      });

      it('should refuse the holiday without a decision, naming how many it covers, in en and lt', async () => {
        const english = await admin.request('POST', '/api/admin/blackouts', holiday, {
          headers: { 'accept-language': 'en' },
        });
        expect(english.statusCode).toBe(422);
        expect(english.json().errors).toEqual({
          affected: [
            'The blackout covers 2 reservations; choose whether to cancel them (their people are told) or keep them',
          ],
        });
        const lithuanian = await admin.request('POST', '/api/admin/blackouts', holiday, {
          headers: { 'accept-language': 'lt' },
        });
        expect(lithuanian.json().errors.affected).toEqual([
          'Nedarbo laikas apima 2 rezervacijas; pasirinkite, ar jas atšaukti (susiję žmonės bus informuoti), ar palikti',
        ]);
        expect((await student.get('/api/blackouts?from=2026-11-30&to=2026-11-30')).json().data).toEqual([]);
        expect(await countReservations(app)).toBe(6);
      });

      it('should refuse a period whose holiday covers them, pointing to the card that asks', async () => {
        const response = await admin.request(
          'POST',
          '/api/admin/periods',
          {
            name: '2026 ruduo',
            starts_on: '2026-09-01',
            ends_on: '2027-01-31',
            teaching_weeks: 16,
            exam_weeks: null,
            blackouts: [holiday],
          },
          { headers: { 'accept-language': 'en' } },
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({
          'blackouts.0.from': [
            "The holiday covers 2 reservations: save the period without it, then add it on the period's card, which lists them and asks what becomes of them",
          ],
        });
        expect(await app.db.selectFrom('periods').select('id').execute()).toEqual([]);
      });

      it('should keep them when asked to, and add the holiday', async () => {
        const kept = await admin.post('/api/admin/blackouts', { ...holiday, affected: 'keep' });
        expect(kept.statusCode, kept.body).toBe(201);
        expect(kept.json().data).toMatchObject({ name: 'Advento diena', cancelled: 0 });
        expect(await countReservations(app)).toBe(6);
        expect(await reported()).toBe(6);
      });

      it('should cancel them when asked to: gone from the series and the reports, their people told', async () => {
        const cancelled = await admin.post('/api/admin/blackouts', { ...holiday, affected: 'cancel' });
        expect(cancelled.statusCode, cancelled.body).toBe(201);
        expect(cancelled.json().data.cancelled).toBe(2);
        expect(await names()).toEqual(['2026-11-23', '2026-12-07', '2026-12-14', '2026-12-21']);
        // The series' rule no longer yields the date (calendar export, a later edit of the whole series).
        const excluded = await app.db.selectFrom('repeater_exclusions').select('date').execute();
        expect(excluded).toEqual([{ date: '2026-11-30' }]);
        // The student made both: one cancellation for the holiday, listing both; none to the administrator.
        const told = await app.db.selectFrom('notifications').select(['user_id', 'type']).execute();
        const studentId = (
          await app.db.selectFrom('users').select('id').where('uid', '=', 'jonas').executeTakeFirstOrThrow()
        ).id;
        expect(told).toEqual([{ user_id: studentId, type: expect.stringMatching(/cancel/i) }]);
        // The report counts what stands: the four Mondays left, nothing on the holiday.
        expect(await reported()).toBe(4);
      });

      // The preview and the add read every covered reservation (a semester's 20,000) to count them and list 100.
      it('should count every reservation a long holiday covers, list the first 100 by start, and cancel them all', async () => {
        const rows = Array.from({ length: 130 }, (_, index) => {
          const start = Date.parse('2026-12-01T06:00:00.000Z') + index * 3_600_000;
          return {
            item_id: room.itemIds[0]!,
            resource_id: room.resourceId,
            type: 'event' as const,
            name: `Event ${index}`,
            description: null,
            starts_at: new Date(start).toISOString(),
            ends_at: new Date(start + 1_800_000).toISOString(),
            person_responsible_id: null,
            creator_id: null,
            remote_address: null,
            repeater_id: null,
            batch_id: null,
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          };
        });
        await app.db.insertInto('reservations').values(rows).execute();
        const winter = { name: 'Žiemos atostogos', from: '2026-11-30', to: '2026-12-31' };
        const preview = (await admin.post('/api/admin/blackouts/preview', winter)).json().data;
        // The 130 events, the series' Mondays 30 November to 21 December and the seminar.
        expect(preview.total).toBe(135);
        expect(preview.reservations).toHaveLength(100);
        expect(preview.reservations.slice(0, 3).map((row: { name: string }) => row.name)).toEqual([
          'Algebra',
          'Seminar',
          'Event 0',
        ]);
        const refused = await admin.request('POST', '/api/admin/blackouts', winter, {
          headers: { 'accept-language': 'en' },
        });
        expect(refused.json().errors.affected[0]).toMatch(/^The blackout covers 135 reservations;/);
        const cancelled = await admin.post('/api/admin/blackouts', { ...winter, affected: 'cancel' });
        expect(cancelled.statusCode, cancelled.body).toBe(201);
        expect(cancelled.json().data.cancelled).toBe(135);
        expect(await names()).toEqual(['2026-11-23']);
      });
    });

    describe('POST /api/items/{itemId}/reservations/preview', () => {
      it('should answer the dates a skipping series would leave out, and write nothing', async () => {
        await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-12-07', to: '2026-12-07' });
        expect(
          (await student.post(url(), lecture({ name: 'Taken', from: '2026-11-30', to: '2026-11-30' }))).statusCode,
        ).toBe(201);
        const response = await student.post(`${url()}/preview`, weekly(true));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({
          data: {
            occurrences: 3,
            skipped_dates: [
              { date: '2026-11-30', reason: 'clash', name: 'Taken' },
              { date: '2026-12-07', reason: 'blackout', name: 'Holiday' },
            ],
          },
        });
        expect(await countReservations(app)).toBe(1);
        expect(await app.db.selectFrom('repeaters').select('id').execute()).toEqual([]);
        // The save that follows writes what the preview said.
        const saved = await student.post(url(), weekly(true));
        expect(saved.statusCode).toBe(201);
        expect(saved.json().data).toHaveLength(3);
      });

      it('should answer the 422 a create would give without the option, and nothing left out when all is free', async () => {
        await admin.post('/api/admin/blackouts', { name: 'Holiday', from: '2026-12-07', to: '2026-12-07' });
        const refused = await student.post(`${url()}/preview`, weekly(false));
        expect(refused.statusCode).toBe(422);
        expect(refused.json().repeater_overlaps).toHaveLength(1);
        const other = await createResource(app, 'Room 102');
        const free = await student.post(`/api/items/${other.itemIds[0]}/reservations/preview`, weekly(true));
        expect(free.statusCode).toBe(200);
        // The holiday is institution-wide: it is left out in every room.
        expect(free.json().data).toEqual({
          occurrences: 4,
          skipped_dates: [{ date: '2026-12-07', reason: 'blackout', name: 'Holiday' }],
        });
        expect(await countReservations(app)).toBe(0);
      });
    });

    it('should return 422 when every date of a skipping series conflicts', async () => {
      await admin.post('/api/admin/blackouts', { name: 'Closed', from: '2026-11-23', to: '2026-12-31' });
      const response = await student.post(url(), weekly(true));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('repeater');
      expect(await countReservations(app)).toBe(0);
    });
  });
});
