import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('lanes on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let adminId: number;
  let student: Agent;
  let teacherId: number;
  let otherTeacherId: number;
  let firstGroupId: number;
  let secondGroupId: number;
  let roomId: number;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin, id: adminId } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'ieva'));
    teacherId = await createUser(app, 'petras', ['teacher'], 'Petras Petraitis');
    otherTeacherId = await createUser(app, 'ona', ['teacher'], 'Ona Onaitė');
    firstGroupId = await createGroup(app, 'MIF PS 1 k. 1 gr.');
    secondGroupId = await createGroup(app, 'MIF PS 1 k. 2 gr.');
    const room = await createResource(app, 'Room 101', {}, 2);
    roomId = room.resourceId;
    const create = async (itemIndex: number, body: Record<string, unknown>) => {
      const response = await admin.post(`/api/items/${room.itemIds[itemIndex]}/reservations`, lecture(body));
      expect(response.statusCode, response.body).toBe(201);
    };
    // The week of Monday 23 November 2026 and the Monday after it.
    await create(0, { name: 'Algebra', person_responsible: teacherId, groups: [firstGroupId] });
    await create(1, {
      name: 'Physics',
      from: '2026-11-24',
      to: '2026-11-24',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      person_responsible: otherTeacherId,
      groups: [firstGroupId, secondGroupId],
    });
    await create(1, {
      name: 'Geometry',
      from: '2026-11-25',
      to: '2026-11-25',
      person_responsible: teacherId,
      groups: [secondGroupId],
    });
    await create(0, {
      name: 'Next week',
      from: '2026-11-30',
      to: '2026-11-30',
      person_responsible: teacherId,
      groups: [firstGroupId],
    });
  });
  afterEach(async () => {
    await test.close();
  });

  const names = (response: { json(): { data: { name: string }[] } }) =>
    response.json().data.map((reservation) => reservation.name);

  describe('GET /api/groups/{id}/reservations', () => {
    it("should list the group's reservations of the range in time order, in the reservation shape", async () => {
      const response = await admin.get(`/api/groups/${firstGroupId}/reservations?start=2026-11-23&end=2026-11-29`);
      expect(response.statusCode, response.body).toBe(200);
      expect(names(response)).toEqual(['Algebra', 'Physics']);
      expect(response.json().data[0]).toMatchObject({
        name: 'Algebra',
        from: '2026-11-23',
        from_time: { hours: 10, minutes: 0 },
        to_time: { hours: 11, minutes: 30 },
        starts_at: '2026-11-23T08:00:00.000Z',
        person_responsible: teacherId,
        responsible: { id: teacherId, name: 'Petras Petraitis' },
        groups: [{ id: firstGroupId, name: 'MIF PS 1 k. 1 gr.' }],
        reservable: { name: 'Room 101' },
      });
    });

    it('should include the last day of the range and leave out the days after it', async () => {
      const oneDay = await admin.get(`/api/groups/${firstGroupId}/reservations?start=2026-11-30&end=2026-11-30`);
      expect(names(oneDay)).toEqual(['Next week']);
      const dayBefore = await admin.get(`/api/groups/${firstGroupId}/reservations?start=2026-11-29&end=2026-11-29`);
      expect(names(dayBefore)).toEqual([]);
    });

    it('should leave out rejected reservations', async () => {
      await app.db.updateTable('reservations').set({ status: 'rejected' }).where('name', '=', 'Physics').execute();
      const response = await admin.get(`/api/groups/${secondGroupId}/reservations?start=2026-11-23&end=2026-11-29`);
      expect(names(response)).toEqual(['Geometry']);
    });

    it('should let a signed-in student read a group', async () => {
      const response = await student.get(`/api/groups/${secondGroupId}/reservations?start=2026-11-23&end=2026-11-29`);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(['Physics', 'Geometry']);
    });

    it('should accept a range of 31 days', async () => {
      const response = await admin.get(`/api/groups/${firstGroupId}/reservations?start=2026-11-01&end=2026-12-01`);
      expect(response.statusCode, response.body).toBe(200);
      expect(names(response)).toEqual(['Algebra', 'Physics', 'Next week']);
    });

    it.each([
      { name: 'a range of 32 days', query: 'start=2026-11-01&end=2026-12-02', field: 'end' },
      { name: 'an end before the start', query: 'start=2026-11-23&end=2026-11-22', field: 'end' },
      { name: 'a start that is not a real date', query: 'start=2026-02-30&end=2026-03-01', field: 'start' },
      { name: 'an end that is not a real date', query: 'start=2026-11-23&end=2026-11-31', field: 'end' },
      { name: 'a start that is not a date', query: 'start=monday&end=2026-11-29', field: 'start' },
      { name: 'a missing end', query: 'start=2026-11-23', field: 'end' },
    ])('should answer 422 naming the field for $name', async ({ query, field }) => {
      const response = await admin.get(`/api/groups/${firstGroupId}/reservations?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('should answer 404 for an unknown group', async () => {
      const response = await admin.get('/api/groups/999999/reservations?start=2026-11-23&end=2026-11-29');
      expect(response.statusCode).toBe(404);
    });

    it('should answer 401 without a session', async () => {
      const response = await new Agent(app).get(
        `/api/groups/${firstGroupId}/reservations?start=2026-11-23&end=2026-11-29`,
      );
      expect(response.statusCode).toBe(401);
    });
  });

  describe('closures beside the lanes (issue 36)', () => {
    beforeEach(async () => {
      for (const body of [
        { name: 'Padėkos diena', from: '2026-11-26', to: '2026-11-26' },
        { name: 'Room 101 closed', from: '2026-11-27', to: '2026-11-27', resource_id: roomId },
        { name: 'Kūčios', from: '2026-12-24', to: '2026-12-24' },
      ]) {
        const response = await admin.post('/api/admin/blackouts', body);
        expect(response.statusCode, response.body).toBe(201);
      }
    });

    it("should give any reader of a group's or a teacher's week its holidays, not a room's closure", async () => {
      const holiday = {
        name: 'Padėkos diena',
        kind: 'holiday',
        resource_id: null,
        // The whole local day in Vilnius (UTC+2 in November).
        starts_at: '2026-11-25T22:00:00.000Z',
        ends_at: '2026-11-26T22:00:00.000Z',
      };
      for (const path of [
        `/api/groups/${secondGroupId}/reservations?start=2026-11-23&end=2026-11-29`,
        `/api/users/${teacherId}/reservations?from=2026-11-23&to=2026-11-29`,
      ]) {
        const response = await student.get(path);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().closures, path).toEqual([holiday]);
        // The reservations are where they were.
        expect(names(response).length, path).toBeGreaterThan(0);
      }
    });

    it('should give a range without holidays none', async () => {
      const response = await student.get(`/api/groups/${firstGroupId}/reservations?start=2026-11-30&end=2026-12-06`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().closures).toEqual([]);
    });
  });

  describe('GET /api/users/{id}/reservations', () => {
    it('should list what the teacher is responsible for in the range, in time order', async () => {
      const response = await admin.get(`/api/users/${teacherId}/reservations?from=2026-11-23&to=2026-11-29`);
      expect(response.statusCode, response.body).toBe(200);
      expect(names(response)).toEqual(['Algebra', 'Geometry']);
      expect(response.json().data[1]).toMatchObject({
        from: '2026-11-25',
        person_responsible: teacherId,
        groups: [{ id: secondGroupId }],
      });
    });

    it('should not list what the teacher only created', async () => {
      const response = await admin.get(`/api/users/${adminId}/reservations?from=2026-11-23&to=2026-11-29`);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual([]);
    });

    it('should let a signed-in student read a teacher', async () => {
      const response = await student.get(`/api/users/${otherTeacherId}/reservations?from=2026-11-23&to=2026-11-29`);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(['Physics']);
    });

    it.each([
      { name: 'a range of 32 days', query: 'from=2026-11-01&to=2026-12-02', field: 'to' },
      { name: 'an end before the start', query: 'from=2026-11-23&to=2026-11-22', field: 'to' },
      { name: 'a start that is not a real date', query: 'from=2026-13-01&to=2026-11-29', field: 'from' },
      { name: 'a missing start', query: 'to=2026-11-29', field: 'from' },
    ])('should answer 422 naming the field for $name', async ({ query, field }) => {
      const response = await admin.get(`/api/users/${teacherId}/reservations?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('should answer 404 for an unknown user', async () => {
      const response = await admin.get('/api/users/999999/reservations?from=2026-11-23&to=2026-11-29');
      expect(response.statusCode).toBe(404);
    });

    it('should answer 401 without a session', async () => {
      const response = await new Agent(app).get(`/api/users/${teacherId}/reservations?from=2026-11-23&to=2026-11-29`);
      expect(response.statusCode).toBe(401);
    });
  });
});
