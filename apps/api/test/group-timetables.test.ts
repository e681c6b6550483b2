import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('group timetables on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let member: Agent;
  let outsider: Agent;
  let groupId: number;
  let periodId: number;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    const signedIn = await signIn(app, 's1001');
    member = signedIn.agent;
    ({ agent: outsider } = await signIn(app, 's2002'));
    const other = await createUser(app, 's1003');
    groupId = await createGroup(app, 'PS 1 k. 1 gr.', [signedIn.id, other]);
    room = await createResource(app, 'Room 101', { capacity: 30 });
    const period = await admin.post('/api/admin/periods', {
      name: 'Ruduo',
      starts_on: '2026-11-23',
      ends_on: '2026-12-20',
      blackouts: [{ name: 'Holiday', from: '2026-12-07', to: '2026-12-07' }],
    });
    periodId = period.json().data.id;
  });
  afterEach(async () => {
    await test.close();
  });

  const addWeekly = (overrides: Record<string, unknown> = {}) =>
    admin.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({
        groups: [groupId],
        repeater: { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'], skip_conflicts: true },
        ...overrides,
      }),
    );

  it('should go from draft to locked to approved, and show the timetable to a member only then', async () => {
    const created = await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      status: 'draft',
      group: { id: groupId, users_count: 2 },
      period: { id: periodId, starts_on: '2026-11-23', ends_on: '2026-12-20' },
      reservations_count: 0,
    });
    const weekly = await addWeekly();
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect(weekly.json().skipped_dates).toEqual([{ date: '2026-12-07', reason: 'blackout', name: 'Holiday' }]);

    const listed = await admin.get(`/api/admin/group-timetables/${id}/reservations?from=2026-11-23&to=2026-11-29`);
    expect(listed.json().data.map((row: { from: string }) => row.from)).toEqual(['2026-11-23']);
    expect((await admin.get(`/api/admin/group-timetables/${id}`)).json().data.reservations_count).toBe(3);

    // Not approved yet: the member does not see it.
    expect((await member.get(`/api/group-timetables/${id}/reservations`)).statusCode).toBe(404);
    expect((await admin.put(`/api/admin/group-timetables/${id}/approve`, {})).statusCode).toBe(409);
    expect((await admin.put(`/api/admin/group-timetables/${id}/lock`)).json().data.status).toBe('locked');
    expect((await admin.put(`/api/admin/group-timetables/${id}/lock`)).statusCode).toBe(409);
    const approved = await admin.put(`/api/admin/group-timetables/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');

    const seen = await member.get(`/api/group-timetables/${id}/reservations`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.map((row: { from: string }) => row.from)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-14',
    ]);
    expect((await member.get('/api/group-timetables/mine')).json().data.map((row: { id: number }) => row.id)).toEqual([
      id,
    ]);
    expect((await outsider.get(`/api/group-timetables/${id}/reservations`)).statusCode).toBe(404);
    expect((await outsider.get('/api/group-timetables/mine')).json().data).toEqual([]);
  });

  it('should report a room too small and the group twice at once, and approve only when they are accepted', async () => {
    const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json().data
      .id;
    const small = await createResource(app, 'Room 5', { capacity: 1 });
    expect((await addWeekly()).statusCode).toBe(201);
    const clash = await admin.post(
      `/api/items/${small.itemIds[0]}/reservations`,
      lecture({ name: 'Seminar', groups: [groupId], from: '2026-11-23', to: '2026-11-23' }),
    );
    expect(clash.statusCode, clash.body).toBe(201);
    const report = await admin.get(`/api/admin/group-timetables/${id}/conflicts`);
    expect(report.statusCode).toBe(200);
    expect(report.json().data).toEqual([
      {
        kind: 'group',
        reservation: expect.objectContaining({ name: 'Algebra', from: '2026-11-23 10:00', room: 'Room 101' }),
        other: expect.objectContaining({ name: 'Seminar', room: 'Room 5' }),
      },
      {
        kind: 'capacity',
        reservation: expect.objectContaining({ name: 'Seminar', room: 'Room 5' }),
        seats: 1,
        members: 2,
      },
    ]);
    await admin.put(`/api/admin/group-timetables/${id}/lock`);
    const refused = await admin.put(`/api/admin/group-timetables/${id}/approve`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().conflicts).toHaveLength(2);
    const accepted = await admin.put(`/api/admin/group-timetables/${id}/approve`, { accept_conflicts: true });
    expect(accepted.json().data.status).toBe('approved');
  });

  it('should let only administrators write the reservations of the group once its timetable is locked', async () => {
    const { agent: teacher } = await signIn(app, 'teacher1', ['teacher']);
    const url = `/api/items/${room.itemIds[0]}/reservations`;
    const own = await teacher.post(url, lecture({ name: 'Consultation', groups: [groupId] }));
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data[0].id;
    const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json().data
      .id;
    await admin.put(`/api/admin/group-timetables/${id}/lock`);

    const added = await teacher.post(
      url,
      lecture({ name: 'Extra', from: '2026-11-24', to: '2026-11-24', groups: [groupId] }),
    );
    expect(added.statusCode).toBe(403);
    expect((await teacher.put(`${url}/${ownId}`, lecture({ name: 'Moved', groups: [groupId] }))).statusCode).toBe(403);
    expect((await teacher.delete(`${url}/${ownId}`)).statusCode).toBe(403);
    // Without the group, or outside the period, the teacher still reserves as before.
    expect((await teacher.post(url, lecture({ name: 'Own', from: '2026-11-24', to: '2026-11-24' }))).statusCode).toBe(
      201,
    );
    expect(
      (await teacher.post(url, lecture({ name: 'Later', from: '2027-01-04', to: '2027-01-04', groups: [groupId] })))
        .statusCode,
    ).toBe(201);
    // An administrator may.
    expect((await admin.put(`${url}/${ownId}`, lecture({ name: 'Moved', groups: [groupId] }))).statusCode).toBe(200);
  });

  it('should delete the timetable with its reservations and say how many went', async () => {
    const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json().data
      .id;
    await addWeekly();
    const deleted = await admin.delete(`/api/admin/group-timetables/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ deleted_reservations: 3 });
    expect((await admin.get(`/api/admin/group-timetables/${id}`)).statusCode).toBe(404);
    expect((await app.db.selectFrom('reservations').select('id').execute()).length).toBe(0);
  });

  // Issue 27: a client that sends a JSON content type on every call got 400 for the body-less lock.
  it('should lock with a JSON content type and no body; a body route then names its fields with 422', async () => {
    const { id } = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json()
      .data;
    const json = { headers: { 'content-type': 'application/json; charset=utf-8' } };
    const locked = await admin.request('PUT', `/api/admin/group-timetables/${id}/lock`, '', json);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.status).toBe('locked');
    const bare = await admin.request('POST', '/api/admin/group-timetables', '', json);
    expect(bare.statusCode, bare.body).toBe(422);
    const broken = await admin.request('POST', '/api/admin/group-timetables', '{"group_id":', json);
    expect(broken.statusCode).toBe(400);
    const poisoned = await admin.request('POST', '/api/admin/group-timetables', '{"__proto__":{"x":1}}', json);
    expect(poisoned.statusCode).toBe(400);
  });

  it('should return 422 for a second timetable of the group in the period or unknown ids, 403 to a student', async () => {
    await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId });
    const twice = await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toHaveProperty('group_id');
    const unknown = await admin.post('/api/admin/group-timetables', { group_id: 999, period_id: 999 });
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['group_id', 'period_id']);
    expect(
      (await member.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).statusCode,
    ).toBe(403);
    expect((await member.get('/api/admin/group-timetables')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/group-timetables/999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/group-timetables/999/lock')).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/group-timetables/999')).statusCode).toBe(404);
    const list = await admin.get(`/api/admin/group-timetables?period_id=${periodId}`);
    expect(list.json().data).toHaveLength(1);
  });
});
