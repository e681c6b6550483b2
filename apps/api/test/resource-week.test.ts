import { reservationsOfWeek } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)("a resource's week in one call on %s", (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;
  let hall: Awaited<ReturnType<typeof createResource>>;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'ieva'));
    hall = await createResource(app, 'A Hall', { address: 'Naugarduko g. 24', capacity: 120 });
    const other = await createResource(app, 'B Laboratory');
    for (const [itemId, body] of [
      [hall.itemIds[0]!, { name: 'Algebra' }],
      [hall.itemIds[0]!, { name: 'Geometry', from: '2026-11-25', to: '2026-11-25' }],
      [hall.itemIds[0]!, { name: 'Next week', from: '2026-11-30', to: '2026-11-30' }],
      [
        hall.itemIds[0]!,
        {
          name: 'Seminar',
          from: '2026-11-24',
          to: '2026-11-24',
          repeater: { type: 'weekly', interval: 1, until: '2026-12-17', weekdays: ['tuesday', 'thursday'] },
        },
      ],
      [other.itemIds[0]!, { name: 'Chemistry' }],
    ] as const) {
      const response = await admin.post(`/api/items/${itemId}/reservations`, lecture(body));
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterEach(async () => {
    await test.close();
  });

  const week = (agent: Agent, id: number, query = 'from=2026-11-23&to=2026-11-29') =>
    agent.get(`/api/resources/${id}/week?${query}`);

  it("should answer the resource and each series once, and put together again exactly the spec's answer", async () => {
    const response = await week(student, hall.resourceId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const resource = (await student.get(`/api/resources/${hall.resourceId}`)).json().data;
    const spec = (
      await student.get(`/api/resources/${hall.resourceId}/reservations?from=2026-11-23&to=2026-11-29`)
    ).json().data;
    expect(data.from).toBe('2026-11-23');
    expect(data.to).toBe('2026-11-29');
    expect(data.resource).toEqual(resource);
    expect(data.reservations.map((reservation: { name: string }) => reservation.name)).toEqual([
      'Algebra',
      'Seminar',
      'Geometry',
      'Seminar',
    ]);
    // The series' rule once, for both of its occurrences; no copies of the resource, nothing the client can tell.
    const seminars = spec.filter((reservation: { name: string }) => reservation.name === 'Seminar');
    expect(data.repeaters).toEqual([{ id: seminars[0].repeater_id, ...seminars[0].repeater }]);
    expect(data.repeaters[0].weekdays).toEqual(['tuesday', 'thursday']);
    for (const reservation of data.reservations) {
      for (const field of ['reservable', 'resource', 'resource_id', 'reservable_id', 'repeater', 'has_annexes']) {
        expect(reservation).not.toHaveProperty(field);
      }
    }
    // Put together again, exactly the spec's answer: a client loses nothing.
    expect(reservationsOfWeek(data)).toEqual(spec);
    // And much smaller: the settings and the rules are no longer copied into every reservation.
    expect(response.body.length).toBeLessThan(
      JSON.stringify({ data: spec }).length + JSON.stringify(resource).length - 500,
    );
  });

  it("should tell any reader the week's holidays and the room's own unavailability, not another room's", async () => {
    const other = await createResource(app, 'C Studio');
    for (const body of [
      { name: 'Kalėdų išvakarės', from: '2026-11-26', to: '2026-11-27' },
      {
        name: 'Renovation',
        from: '2026-11-24',
        to: '2026-11-24',
        from_time: { hours: 14, minutes: 0 },
        to_time: { hours: 16, minutes: 0 },
        resource_id: hall.resourceId,
      },
      { name: 'Studio closed', from: '2026-11-24', to: '2026-11-24', resource_id: other.resourceId },
      { name: 'Next week', from: '2026-11-30', to: '2026-11-30' },
    ]) {
      // Over the reservations the test reads: they stay (issue 27: the decision is the administrator's).
      const response = await admin.post('/api/admin/blackouts', { ...body, affected: 'keep' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await week(student, hall.resourceId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.closures).toEqual([
      {
        name: 'Renovation',
        kind: 'unavailable',
        resource_id: hall.resourceId,
        // 14:00-16:00 in Vilnius (UTC+2 in November).
        starts_at: '2026-11-24T12:00:00.000Z',
        ends_at: '2026-11-24T14:00:00.000Z',
      },
      {
        name: 'Kalėdų išvakarės',
        kind: 'holiday',
        resource_id: null,
        starts_at: '2026-11-25T22:00:00.000Z',
        ends_at: '2026-11-27T22:00:00.000Z',
      },
    ]);
    // The week that holds none has none.
    const later = await week(student, hall.resourceId, 'from=2026-12-07&to=2026-12-13');
    expect(later.json().data.closures).toEqual([]);
  });

  // Issue 36: a period's exam weeks are carried as an exam session, every room's, marked and not closed: an exam is
  // booked in a room during it.
  it("should carry a period's exam session over the week, and a booking in it is saved", async () => {
    const period = await admin.post('/api/admin/periods', {
      name: 'Ruduo 2026',
      starts_on: '2026-09-01',
      ends_on: '2027-01-31',
      teaching_weeks: 12,
      exam_weeks: 2,
    });
    expect(period.statusCode, period.body).toBe(201);
    const response = await week(student, hall.resourceId);
    expect(response.statusCode, response.body).toBe(200);
    // Teaching from Monday 31 August for 12 weeks; the exams 23 November to 6 December, local midnights.
    expect(response.json().data.closures).toEqual([
      {
        name: 'Ruduo 2026',
        kind: 'exams',
        resource_id: null,
        starts_at: '2026-11-22T22:00:00.000Z',
        ends_at: '2026-12-06T22:00:00.000Z',
      },
    ]);
    const exam = await student.post(
      `/api/items/${hall.itemIds[0]}/reservations`,
      lecture({ name: 'Egzaminas', from: '2026-11-27', to: '2026-11-27', type: 'event' }),
    );
    expect(exam.statusCode, exam.body).toBe(201);
    const after = await week(student, hall.resourceId, 'from=2026-12-07&to=2026-12-13');
    expect(after.json().data.closures).toEqual([]);
    // The form reads the same session over its dates.
    const sessions = await student.get('/api/exam-sessions?from=2026-11-30&to=2027-02-28');
    expect(sessions.statusCode, sessions.body).toBe(200);
    expect(sessions.json().data).toEqual([
      { period_id: period.json().data.id, name: 'Ruduo 2026', from: '2026-11-23', to: '2026-12-06' },
    ]);
    expect((await student.get('/api/exam-sessions?from=2026-12-07&to=2026-12-31')).json().data).toEqual([]);
    expect((await student.get('/api/exam-sessions?from=2026-12-07&to=someday')).statusCode).toBe(422);
    expect(
      (await app.inject({ method: 'GET', url: '/api/exam-sessions?from=2026-12-07&to=2026-12-31' })).statusCode,
    ).toBe(401);
  });

  it('should answer 404 for a resource that does not exist and 422 naming the field for a bad range', async () => {
    expect((await week(student, 999_999)).statusCode).toBe(404);
    const bad = await week(student, hall.resourceId, 'from=2026-11-23&to=someday');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('to');
  });

  it('should refuse someone not signed in', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/resources/${hall.resourceId}/week?from=2026-11-23&to=2026-11-29` }))
        .statusCode,
    ).toBe(401);
  });
});
