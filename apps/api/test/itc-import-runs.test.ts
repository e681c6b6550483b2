import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, type FormPart, multipartBody, signIn, type TestApp } from './helper.js';
import { PROBLEM, SOLUTION } from './itc-fixtures.js';

const request = (overrides: { problem?: string | Buffer; solution?: string; start?: string; period?: string } = {}) => {
  const parts: FormPart[] = [
    { name: 'period', value: overrides.period ?? '2026 pavasaris' },
    { name: 'start', value: overrides.start ?? '2026-02-02' },
    { name: 'groups', value: '1' },
  ];
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
        { name: 'R1', capacity: 20 },
        { name: 'R2', capacity: 2 },
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
      expect(second.summary.warnings).toEqual(['Užsiėmimas 2: 3 studentai patalpoje 2, kurioje 2 vietos (netelpa)']);
      const reservations = await app.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(reservations.count)).toBe(10);
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

  describe('GET /api/admin/imports/itc/{id}', () => {
    it('should answer 404 for an unknown run', async () => {
      const response = await admin.get('/api/admin/imports/itc/999');
      expect(response.statusCode).toBe(404);
    });
  });
});
