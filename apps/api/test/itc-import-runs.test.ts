import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, type FormPart, multipartBody, signIn, type TestApp } from './helper.js';
import { PROBLEM, SOLUTION } from './itc-fixtures.js';

const request = (
  overrides: {
    problem?: string | Buffer;
    solution?: string;
    start?: string;
    period?: string;
    source?: string;
    match?: boolean;
  } = {},
) => {
  const parts: FormPart[] = [
    { name: 'period', value: overrides.period ?? '2026 pavasaris' },
    { name: 'start', value: overrides.start ?? '2026-02-02' },
    { name: 'groups', value: '1' },
  ];
  if (overrides.source !== undefined) {
    parts.push({ name: 'source', value: overrides.source });
  }
  if (overrides.match) {
    parts.push({ name: 'match', value: '1' });
  }
  if (overrides.problem !== '') {
    parts.push({ name: 'problem', value: overrides.problem ?? PROBLEM, filename: 'tiny.xml', type: 'application/xml' });
  }
  if (overrides.solution !== '') {
    parts.push({
      name: 'solution',
      value: overrides.solution ?? SOLUTION,
      filename: 'solution-tiny.xml',
      type: 'application/xml',
    });
  }
  return parts;
};

describe.each(DIALECTS)('ITC import from the admin area on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
  });
  afterEach(async () => {
    await test.close();
  });

  const start = (parts: FormPart[], language: 'lt' | 'en' = 'en') => {
    const body = multipartBody(parts, language);
    return admin.request('POST', '/api/admin/imports/itc', body.payload, { headers: body.headers });
  };

  /** Polls the run as the screen does until it is no longer running (for 25 s of a 30 s test, not a count of polls). */
  async function finished(id: number, language: 'lt' | 'en' = 'en') {
    for (const deadline = Date.now() + 25_000; Date.now() < deadline;) {
      const response = await admin.request('GET', `/api/admin/imports/itc/${id}`, undefined, {
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      const run = response.json().data;
      if (run.status !== 'running') {
        return run;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the import did not finish');
  }

  describe('POST /api/admin/imports/itc', () => {
    it('should answer 202 at once, then report the progress to its end and the summary, and import nothing twice', async () => {
      const response = await start(request());
      expect(response.statusCode).toBe(202);
      expect(response.json().data).toMatchObject({ status: 'running', summary: null, error: null });

      const run = await finished(response.json().data.id);
      expect(run.status).toBe('done');
      expect(run.progress).toEqual({
        rooms: { done: 2, total: 2 },
        classes: { done: 2, total: 2 },
        // Class 1: Wednesday and Friday of 4 weeks; class 2: Tuesday of weeks 1 and 3.
        occurrences: { done: 10, total: 10 },
      });
      expect(run.summary).toMatchObject({
        problem: 'tiny',
        period: { name: '2026 pavasaris', created: true },
        rooms: { total: 2, created: 2 },
        // Class 3 has no room: its students get a group, it gets no series.
        classes: { total: 3, placed: 2, withoutRoom: 1 },
        series: { created: 2, existing: 0 },
        occurrences: 10,
        // Students 5, 6, 7 and 8; a group per class.
        users: 4,
        groups: 3,
      });
      expect(run.summary.warnings).toEqual(['Class 2: 3 students in room 2 with 2 seats (capacity overflow)']);
      const rooms = await app.db.selectFrom('resources').select(['name', 'capacity']).orderBy('name').execute();
      expect(rooms).toEqual([
        { name: 'R1 (tiny)', capacity: 20 },
        { name: 'R2 (tiny)', capacity: 2 },
      ]);

      const again = await start(request(), 'lt');
      expect(again.statusCode).toBe(202);
      const second = await finished(again.json().data.id, 'lt');
      expect(second.summary).toMatchObject({
        period: { created: false },
        rooms: { created: 0 },
        series: { created: 0, existing: 2 },
        occurrences: 0,
        users: 0,
        groups: 0,
      });
      expect(second.summary.warnings).toEqual(['Užsiėmimas 2: 3 studentai auditorijoje 2, kurioje 2 vietos (netelpa)']);
      const reservations = await app.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(reservations.count)).toBe(10);
    });

    // Tester's report: "Rooms: 76 of 76" and "Classes: 856 of 856" in the progress, "93 in the problem" rooms and 860
    // weekly series in the summary of mary-fal18. The progress counts the rooms the placed classes are in and those
    // classes; the summary every room of the file and the series the classes became (the screen labels each so).
    it('should count in its progress the rooms with classes, and in its summary every room and each series', async () => {
      const response = await start(
        request({
          // Room 3 holds no class; class 1 meets in weeks 1, 2 and 4: two series (weeks 1-2, then week 4).
          problem: PROBLEM.replace(
            '<room id="2" capacity="2"/>',
            '<room id="2" capacity="2"/><room id="3" capacity="30"/>',
          ).replace('start="150" length="15" weeks="1111"', 'start="150" length="15" weeks="1101"'),
          solution: SOLUTION.replace('start="150" weeks="1111"', 'start="150" weeks="1101"'),
        }),
      );
      expect(response.statusCode).toBe(202);
      const run = await finished(response.json().data.id);
      expect(run.status).toBe('done');
      expect(run.progress).toEqual({
        rooms: { done: 2, total: 2 },
        classes: { done: 2, total: 2 },
        occurrences: { done: 8, total: 8 },
      });
      expect(run.summary).toMatchObject({
        rooms: { total: 3, created: 3 },
        classes: { total: 3, placed: 2, withoutRoom: 1 },
        series: { created: 3, existing: 0 },
        occurrences: 8,
      });
    });

    it.each([
      { language: 'lt' as const, name: 'R1 neprieinama' },
      { language: 'en' as const, name: 'R1 unavailable' },
    ])(
      "should name the rooms' unavailabilities in the language of whoever imports ($language)",
      async ({ language, name }) => {
        const response = await start(request(), language);
        expect(response.statusCode).toBe(202);
        expect((await finished(response.json().data.id, language)).status).toBe('done');
        const blackouts = await app.db.selectFrom('blackouts').select('name').distinct().execute();
        expect(blackouts).toEqual([{ name }]);
      },
    );

    it.each([
      {
        name: 'a missing solution',
        parts: request({ solution: '' }),
        errors: { solution: ['Choose the solution file (XML)'] },
      },
      {
        name: 'a problem with an external entity',
        parts: request({
          problem: PROBLEM.replace(
            '<!DOCTYPE problem PUBLIC "-//ITC 2019//DTD Problem Format/EN" "http://www.itc2019.org/competition-format.dtd">',
            '<!DOCTYPE problem [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
          ).replace('name="tiny"', 'name="&x;"'),
        }),
        errors: { problem: ['The file declares its own DTD or entities, which are refused'] },
      },
      {
        name: 'a solution that is not XML',
        parts: request({ solution: 'group;uid\nA;s1' }),
        errors: { solution: ['The solution file has no <solution> element'] },
      },
      {
        // A walk: "readTagExp returned undefined at position 0. Context: …", the parser's own words, on the screen.
        name: 'a problem that is not XML',
        parts: request({ problem: 'not XML\n<notxml ' }),
        errors: { problem: ['The file is not well-formed XML: the mistake is on line 1, column 1'] },
      },
      {
        name: 'a problem that stops inside its first tag',
        parts: request({ problem: '<notxml ' }),
        errors: {
          problem: ['The file is not well-formed XML: it ends before all its elements are closed (is it cut off?)'],
        },
      },
      {
        // A file cut off on its way (a partial download) was imported as far as it went: a semester with classes missing.
        name: 'a solution cut off before its end',
        parts: request({ solution: SOLUTION.slice(0, SOLUTION.indexOf('<class id="3"')) }),
        errors: {
          solution: ['The file is not well-formed XML: it ends before all its elements are closed (is it cut off?)'],
        },
      },
      {
        name: 'a problem whose tags do not close in order',
        parts: request({ problem: PROBLEM.replace('<room id="2" capacity="2"/>', '<room id="2" capacity="2">') }),
        errors: {
          problem: ['The file is not well-formed XML: the mistake is on line 7, column 3'],
        },
      },
      {
        // A time far past the day's end stopped the import on a server error after its rooms and period were written.
        name: 'a class time that ends after its day',
        parts: request({
          problem: PROBLEM.replace('start="150" length="15"', 'start="99999999999" length="15"'),
          solution: SOLUTION.replace('start="150"', 'start="99999999999"'),
        }),
        errors: {
          problem: [
            '<class id="1"> <time> has start="99999999999" and length="15", which end after the last of the day\'s 288 slots',
          ],
        },
      },
      {
        name: 'a solution of another problem and a Tuesday start',
        parts: request({ solution: SOLUTION.replace('name="tiny"', 'name="other"'), start: '2026-02-03' }),
        errors: {
          solution: ['The solution is of "other", the problem is "tiny"'],
          start: ['The semester must start on a Monday (week 1 starts on one)'],
        },
      },
      {
        name: 'no period name',
        parts: request({ period: '  ' }),
        errors: { period: ['The period name is required'] },
      },
      {
        // An empty start said "Expected a date as YYYY-MM-DD", as if one had been written wrongly.
        name: 'no start',
        parts: request({ start: '' }),
        errors: { start: ['Choose the Monday of week 1'] },
      },
      {
        // Issue 27: 270,000 rooms in 31 MB grew the server to 3.1 GB and wrote them all; counted before parsing now.
        name: 'a problem with more rooms than an import may hold',
        parts: request({
          problem: PROBLEM.replace(
            '<room id="2" capacity="2"/>',
            Array.from({ length: 5_000 }, (_, index) => `<room id="${index + 2}" capacity="2"/>`).join(''),
          ),
        }),
        errors: { problem: ['The file has more than 5,000 rooms; an import may hold at most that many'] },
      },
      {
        name: 'rooms unavailable on more days than an import may hold',
        parts: request({
          problem: PROBLEM.replace(
            '<room id="2" capacity="2"/>',
            // 4,999 more rooms, each closed all week twice over: 4 + 4,999 × 2 × 7 × 4 = 279,948 days.
            Array.from(
              { length: 4_999 },
              (_, index) =>
                `<room id="${index + 2}" capacity="2">${'<unavailable days="1111111" start="0" length="288" weeks="1111"/>'.repeat(2)}</room>`,
            ).join(''),
          ),
        }),
        errors: {
          problem: ['The rooms are unavailable on 279,948 days in all; an import may hold at most 200,000'],
        },
      },
      {
        name: 'an oversize problem',
        parts: request({ problem: Buffer.alloc(32 * 1024 * 1024 + 1, 0x20) }),
        errors: { problem: ['The file is larger than 32 MB'] },
      },
    ])('should answer 422 naming the field for $name, and write nothing', async ({ parts, errors }) => {
      const response = await start(parts);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      const runs = await app.db.selectFrom('import_runs').select('id').execute();
      expect(runs).toEqual([]);
      const rooms = await app.db.selectFrom('resources').select('id').execute();
      expect(rooms).toEqual([]);
    });

    it('should say in Lithuanian where a file is not XML, without the parser’s words', async () => {
      const response = await start(request({ problem: 'ne XML\n<notxml ' }), 'lt');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        problem: ['Failas nėra taisyklingas XML: klaida 1 eilutėje, 1 stulpelyje'],
      });
    });

    it('should answer the field messages in Lithuanian', async () => {
      const response = await start(request({ start: '2026-02-03' }), 'lt');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        start: ['Semestras turi prasidėti pirmadienį (nuo jo prasideda pirmoji savaitė)'],
      });
    });

    it('should answer 403 to a student and 422 to a JSON body', async () => {
      const { agent: student } = await signIn(app, 'jonas');
      const body = multipartBody(request());
      const refused = await student.request('POST', '/api/admin/imports/itc', body.payload, { headers: body.headers });
      expect(refused.statusCode).toBe(403);
      const json = await admin.post('/api/admin/imports/itc', { period: 'x' });
      expect(json.statusCode).toBe(422);
    });
  });

  // Issue 27: ITC student ids are per file; a second semester reused 1,469 accounts of the first without a word.
  describe('two semesters from different sources', () => {
    /** The same tiny files as another semester: another problem name, the same room and student ids. */
    const autumn = {
      problem: PROBLEM.replace('name="tiny"', 'name="autumn"'),
      solution: SOLUTION.replace('name="tiny"', 'name="autumn"'),
      period: '2026 ruduo',
      start: '2026-09-07',
    };
    const count = async (table: 'users' | 'resources' | 'import_runs' | 'groups' | 'periods') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );

    it('should keep the students and rooms of each semester apart', async () => {
      const spring = await start(request());
      expect((await finished(spring.json().data.id)).status).toBe('done');
      const second = await start(request(autumn));
      expect(second.statusCode).toBe(202);
      const run = await finished(second.json().data.id);
      expect(run.status).toBe('done');
      expect(run.summary).toMatchObject({ source: 'autumn', users: 4, rooms: { created: 2 } });

      const students = await app.db
        .selectFrom('users')
        .select('uid')
        .where('uid', 'like', 's5@%')
        .orderBy('uid')
        .execute();
      expect(students).toEqual([{ uid: 's5@autumn' }, { uid: 's5@tiny' }]);
      // Student 5 of autumn is in the autumn groups only.
      const groupsOf = (uid: string) =>
        app.db
          .selectFrom('group_users')
          .innerJoin('users', 'users.id', 'group_users.user_id')
          .innerJoin('groups', 'groups.id', 'group_users.group_id')
          .select('groups.external_id')
          .where('users.uid', '=', uid)
          .orderBy('groups.external_id')
          .execute();
      expect(await groupsOf('s5@autumn')).toEqual([
        { external_id: 'itc:autumn:class:1' },
        { external_id: 'itc:autumn:class:2' },
      ]);
      expect(await groupsOf('s5@tiny')).toEqual([
        { external_id: 'itc:tiny:class:1' },
        { external_id: 'itc:tiny:class:2' },
      ]);
      const rooms = await app.db.selectFrom('resources').select('name').orderBy('name').execute();
      expect(rooms.map((room) => room.name)).toEqual(['R1 (autumn)', 'R1 (tiny)', 'R2 (autumn)', 'R2 (tiny)']);
    });

    it('should preview the counts and write nothing', async () => {
      const spring = await start(request());
      expect((await finished(spring.json().data.id)).status).toBe('done');
      const before = await Promise.all(
        (['users', 'resources', 'import_runs', 'groups', 'periods'] as const).map(count),
      );

      const preview = async (parts: FormPart[], language: 'lt' | 'en' = 'en') => {
        const body = multipartBody(parts, language);
        return admin.request('POST', '/api/admin/imports/itc/preview', body.payload, { headers: body.headers });
      };
      const fresh = await preview(request(autumn));
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().data).toEqual({
        problem: 'autumn',
        source: 'autumn',
        period: { name: '2026 ruduo', exists: false },
        rooms: { new: 2, matched: 0, conflicting: 0 },
        students: { new: 4, matched: 0, conflicting: 0 },
        groups: { new: 3, matched: 0 },
        classes: { total: 3, placed: 2 },
        series: { new: 2, existing: 0 },
        blackouts: { new: 4, existing: 0, leftOut: 0 },
        conflicts: { rooms: [], students: [] },
        warnings: [],
      });

      // The office names the first semester's source for the second: its rooms and students are found, listed.
      const same = await preview(request({ ...autumn, source: 'tiny' }));
      expect(same.json().data).toMatchObject({
        source: 'tiny',
        rooms: { new: 0, matched: 2, conflicting: 0 },
        students: { new: 0, matched: 4, conflicting: 0 },
        groups: { new: 3, matched: 0 },
      });
      const again = await preview(request());
      expect(again.json().data).toMatchObject({
        period: { exists: true },
        rooms: { matched: 2 },
        students: { matched: 4 },
        groups: { new: 0, matched: 3 },
      });
      const wrong = await preview(request({ ...autumn, source: 'a b' }), 'lt');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        source: ['Šaltinyje gali būti tik raidės, skaitmenys ir . _ -, ne daugiau kaip 40'],
      });

      const after = await Promise.all((['users', 'resources', 'import_runs', 'groups', 'periods'] as const).map(count));
      expect(after).toEqual(before);
    });

    it('should refuse rooms and users of another origin under its names unless asked to match them', async () => {
      const { resourceId: roomId } = await app.repositories.imports.createRoom({
        // Another case is the same name (the admin form's uniqueness ignores case too).
        name: 'r1 (AUTUMN)',
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
        capacity: 50,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      });
      await signIn(app, 's5@autumn');
      const body = multipartBody(request(autumn));
      const preview = await admin.request('POST', '/api/admin/imports/itc/preview', body.payload, {
        headers: body.headers,
      });
      expect(preview.json().data).toMatchObject({
        rooms: { new: 1, matched: 0, conflicting: 1 },
        students: { new: 3, matched: 0, conflicting: 1 },
        conflicts: { rooms: ['R1 (autumn)'], students: ['s5@autumn'] },
      });
      const users = await count('users');

      const refused = await start(request(autumn));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        source: [
          'Already in Laikas, not from an earlier import of "autumn": 1 room and 1 student under the names this import would give; choose another source or match them',
        ],
      });
      expect(await count('import_runs')).toBe(0);
      expect(await count('users')).toBe(users);

      const matched = await start(request({ ...autumn, match: true }));
      expect(matched.statusCode).toBe(202);
      const run = await finished(matched.json().data.id);
      expect(run.summary).toMatchObject({ rooms: { created: 1 }, users: 3 });
      // The office's room was used as it is (its 50 seats kept) and holds class 1.
      const room = await app.db
        .selectFrom('resources')
        .select('capacity')
        .where('id', '=', roomId)
        .executeTakeFirstOrThrow();
      expect(room.capacity).toBe(50);
      const held = await app.db
        .selectFrom('reservations')
        .select('name')
        .distinct()
        .where('resource_id', '=', roomId)
        .execute();
      expect(held).toEqual([{ name: 'C1' }]);
    });
  });

  // A university operator's walk found three things (the tiny files: room 1 closed on Mondays, 4 weeks; class 1 in room
  // 1 on Wednesdays and Fridays, class 2 in room 2 on Tuesdays of weeks 1 and 3).
  describe('the same files imported again', () => {
    const roomBlackouts = () =>
      app.db
        .selectFrom('blackouts')
        .innerJoin('periods', 'periods.id', 'blackouts.period_id')
        .select(['periods.name as period', 'blackouts.starts_at'])
        .orderBy('blackouts.starts_at')
        .orderBy('periods.name')
        .execute();
    const previewOf = async (parts: FormPart[], language: 'lt' | 'en' = 'en') => {
      const body = multipartBody(parts, language);
      const response = await admin.request('POST', '/api/admin/imports/itc/preview', body.payload, {
        headers: body.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    // Its series were found already there, its room blackouts ("nedarbo laikas") added again on the new dates.
    it('should find the blackouts already in the period when the start differs, add none, and say so', async () => {
      expect((await finished((await start(request())).json().data.id)).status).toBe('done');
      const before = await roomBlackouts();
      expect(before).toHaveLength(4);

      const again = await finished((await start(request({ start: '2026-02-09' }))).json().data.id);
      expect(again.status).toBe('done');
      expect(again.summary).toMatchObject({
        period: { created: false },
        series: { created: 0, existing: 2, leftOut: 0 },
        occurrences: 0,
        blackouts: 0,
        blackoutsExisting: 4,
        blackoutsLeftOut: 0,
      });
      expect(await roomBlackouts()).toEqual(before);
    });

    it('should preview how many weekly series and room blackouts would be added and how many are already there', async () => {
      expect(await previewOf(request())).toMatchObject({
        period: { exists: false },
        series: { new: 2, existing: 0 },
        blackouts: { new: 4, existing: 0 },
      });
      expect((await finished((await start(request())).json().data.id)).status).toBe('done');
      for (const start of ['2026-02-02', '2026-02-09']) {
        expect(await previewOf(request({ start }))).toMatchObject({
          period: { exists: true },
          series: { new: 0, existing: 2 },
          blackouts: { new: 0, existing: 4, leftOut: 0 },
        });
      }
      // Another start than the period's import had: the preview says what stays where, in the reader's language.
      expect((await previewOf(request())).warnings).toEqual([]);
      expect((await previewOf(request({ start: '2026-02-09' }), 'lt')).warnings).toEqual([
        'Laikotarpyje „2026 pavasaris“ jau yra šie failai, importuoti nurodžius pirmosios savaitės pirmadienį 2026-02-02: 2 savaitinės serijos ir 4 nedarbo laikai lieka tomis datomis. Šiame importe pirmosios savaitės pirmadienis yra 2026-02-09: jis jų neperkelia, o tai, ką prideda, įrašo savo datomis šalia jų. Kad semestras liktų vienoje vietoje, importuokite nurodę pirmosios savaitės pirmadienį 2026-02-02.',
      ]);
      // Another period: its own series and blackouts, none of them there yet.
      expect(await previewOf(request({ period: '2026 ruduo', start: '2026-09-07' }))).toMatchObject({
        period: { exists: false },
        series: { new: 2, existing: 0 },
        blackouts: { new: 4, existing: 0 },
      });
    });

    // Its series were left out as clashes with the first period's, its blackouts added on top of the first period's.
    it("should leave out a period's blackouts where another period's already close the room, and say why", async () => {
      expect((await finished((await start(request())).json().data.id)).status).toBe('done');
      const overlapping = await finished(
        (await start(request({ period: '2026 pavasaris B', start: '2026-02-09' }))).json().data.id,
      );
      expect(overlapping.status).toBe('done');
      expect(overlapping.summary).toMatchObject({
        period: { created: true },
        // Class 1 meets where the first period's class 1 does; class 2 (Tuesdays 10 and 24 February) is free.
        series: { created: 1, existing: 0, leftOut: 1 },
        occurrences: 2,
        // Room 1's Mondays 9, 16 and 23 February are the first period's already; 2 March is this period's own.
        blackouts: 1,
        blackoutsExisting: 0,
        blackoutsLeftOut: 3,
      });
      expect(overlapping.summary.warnings).toEqual(
        expect.arrayContaining([
          'Class 1 clashes with "C1" in room 1; left out',
          'Room 1, unavailable Mondays, all day: 3 dates from 2026-02-09 to 2026-02-23 not added; the room is already unavailable then ("R1 unavailable", period "2026 pavasaris")',
        ]),
      );
      const closed = await roomBlackouts();
      expect(closed.filter((row) => row.period === '2026 pavasaris B')).toHaveLength(1);
      // Its preview, imported again, counts and says the same, summed up per room, weekday and time.
      expect(await previewOf(request({ period: '2026 pavasaris B', start: '2026-02-09' }), 'lt')).toMatchObject({
        blackouts: { new: 0, existing: 1, leftOut: 3 },
        warnings: [
          'Auditorija 1: nedarbo laikas pirmadieniais visą dieną nepridėtas – 3 datos nuo 2026-02-09 iki 2026-02-23, nes tuo metu auditorija jau uždaryta („R1 unavailable“, laikotarpis „2026 pavasaris“)',
        ],
      });
      expect(new Set(closed.map((row) => row.starts_at)).size).toBe(closed.length);
    });
  });

  describe('GET /api/admin/imports/itc/{id}', () => {
    it('should answer 404 for an unknown run', async () => {
      const response = await admin.get('/api/admin/imports/itc/999');
      expect(response.statusCode).toBe(404);
    });
  });
});
