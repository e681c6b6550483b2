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

  /*
   * Deleting a timetable deleted a lecture shared with another group, out of that group's locked timetable; and its
   * series' rule still gave the deleted dates, so the next edit of the whole series put them back.
   */
  it("should delete only the group's own lectures, for good, keep a shared one for the other group, tell members", async () => {
    const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json().data
      .id;
    const otherGroup = await createGroup(app, 'PS 1 k. 2 gr.');
    const otherId = (
      await admin.post('/api/admin/group-timetables', { group_id: otherGroup, period_id: periodId })
    ).json().data.id;
    const shared = await admin.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({ name: 'Shared', groups: [groupId, otherGroup], from: '2026-11-24', to: '2026-11-24' }),
    );
    expect(shared.statusCode, shared.body).toBe(201);
    await admin.put(`/api/admin/group-timetables/${otherId}/lock`);
    // Mondays 23 and 30 November and 14 December in the period (7 December is its holiday), 21 and 28 after it.
    const weekly = await addWeekly({
      repeater: { type: 'weekly', interval: 1, until: '2026-12-28', skip_conflicts: true },
    });
    expect(weekly.statusCode, weekly.body).toBe(201);

    const deleted = await admin.delete(`/api/admin/group-timetables/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ deleted_reservations: 3 });
    const other = await admin.get(`/api/admin/group-timetables/${otherId}/reservations`);
    expect(other.json().data.map((row: { name: string; groups: { id: number }[] }) => [row.name, row.groups])).toEqual([
      ['Shared', [{ id: otherGroup, name: 'PS 1 k. 2 gr.' }]],
    ]);
    const lane = async () =>
      (await admin.get(`/api/groups/${groupId}/reservations?start=2026-11-23&end=2026-12-23`))
        .json()
        .data.map((row: { from: string; name: string }) => `${row.from} ${row.name}`);
    expect(await lane()).toEqual(['2026-12-21 Algebra']);

    // Renaming the whole series keeps the deleted dates deleted.
    const [left] = (await admin.get(`/api/groups/${groupId}/reservations?start=2026-12-21&end=2026-12-21`)).json().data;
    const renamed = await admin.put(
      `/api/items/${room.itemIds[0]}/reservations/${left.id}`,
      lecture({
        name: 'Algebra II',
        from: '2026-12-21',
        to: '2026-12-21',
        groups: [groupId],
        repeater: { type: 'weekly', interval: 1, until: '2026-12-28', weekdays: ['monday'] },
        update_selection_repeater: 'all',
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await lane()).toEqual(['2026-12-21 Algebra II']);

    // The members were told of the cancelled series, as when a reservation is deleted.
    const notices = await member.get('/api/notifications');
    expect(notices.json().data.map((row: { kind: string }) => row.kind)).toContain('cancelled');
  });

  // Deleting the period or the group took its locked timetable (and its published versions) along, unasked (204).
  it('should refuse to delete a period or a group that has a timetable, saying why, and delete nothing', async () => {
    const { id } = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json()
      .data;
    await admin.put(`/api/admin/group-timetables/${id}/lock`);
    const english = { headers: { 'accept-language': 'en' } };
    const period = await admin.request('DELETE', `/api/admin/periods/${periodId}`, undefined, english);
    expect(period.statusCode, period.body).toBe(409);
    expect(period.json().message).toBe('The period has 1 group timetable; delete it first');
    const group = await admin.request('DELETE', `/api/admin/groups/${groupId}`, undefined, english);
    expect(group.statusCode, group.body).toBe(409);
    expect(group.json().message).toBe('The group has 1 timetable; delete it first');
    const lithuanian = { headers: { 'accept-language': 'lt' } };
    expect(
      (await admin.request('DELETE', `/api/admin/periods/${periodId}`, undefined, lithuanian)).json().message,
    ).toBe('Laikotarpyje yra 1 grupės tvarkaraštis; pirmiausia jį ištrinkite');
    expect((await admin.request('DELETE', `/api/admin/groups/${groupId}`, undefined, lithuanian)).json().message).toBe(
      'Grupė turi 1 tvarkaraštį; pirmiausia jį ištrinkite',
    );
    expect((await admin.get(`/api/admin/group-timetables/${id}`)).json().data.status).toBe('locked');
    expect((await admin.get(`/api/admin/periods/${periodId}`)).json().data.blackouts).toHaveLength(1);
    expect((await admin.get(`/api/admin/groups/${groupId}`)).json().data.users_count).toBe(2);
    // Once the timetable is gone, both may go.
    expect((await admin.delete(`/api/admin/group-timetables/${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/periods/${periodId}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/groups/${groupId}`)).statusCode).toBe(204);
  });

  // Simultaneous creates passed the check before either wrote (500 from the unique index); simultaneous locks all
  // answered 200, each audited as the step from draft.
  it('should answer simultaneous creates once with 201, the others 422, and simultaneous locks once with 200', async () => {
    await admin.get('/api/csrf-cookie');
    const created = await Promise.all(
      [1, 2, 3].map(() => admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })),
    );
    expect(created.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    for (const answer of created.filter((each) => each.statusCode === 422)) {
      expect(Object.keys(answer.json().errors)).toEqual(['group_id']);
    }
    const { id } = created.find((answer) => answer.statusCode === 201)!.json().data;
    const locked = await Promise.all([1, 2, 3].map(() => admin.put(`/api/admin/group-timetables/${id}/lock`)));
    expect(locked.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const audited = await app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity_type', '=', 'group_timetable')
      .execute();
    expect(audited.map((entry) => entry.action)).toEqual(['create', 'update']);
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
