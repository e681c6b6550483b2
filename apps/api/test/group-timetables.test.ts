import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { withRival } from './rival.js';
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

  /*
   * The lock was checked before the write's transaction: a teacher's create, update or delete read the timetable
   * open, an administrator's lock committed, and the write landed after it. The test commits the lock in that window
   * (when the write reads its rooms, before it locks them) and expects the answer a lock already there gives.
   */
  it("should refuse a teacher's write when the timetable was locked after the request was read", async () => {
    const { agent: teacher } = await signIn(app, 'teacher1', ['teacher']);
    const url = `/api/items/${room.itemIds[0]}/reservations`;
    const other = await createResource(app, 'Room 102');
    const own = await teacher.post(url, lecture({ name: 'Consultation', groups: [groupId] }));
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data[0].id;
    const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json().data
      .id;
    /** The next call of the repository's method answers once an administrator's lock of the timetable committed. */
    function lockOnNextCall<T extends object>(repository: T, method: keyof T & string) {
      const original = repository[method] as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(repository, method as never).mockImplementationOnce((async (...args: unknown[]) => {
        const answer = await original(...args);
        const locked = await admin.put(`/api/admin/group-timetables/${id}/lock`);
        expect(locked.statusCode, locked.body).toBe(200);
        return answer;
      }) as never);
    }
    const unlock = () => app.db.updateTable('group_timetables').set({ status: 'draft' }).execute();
    const english = { headers: { 'accept-language': 'en' } };
    const writes = [
      {
        // A lecture in two rooms: the write reads the other room's items before it locks them.
        during: () => lockOnNextCall(app.repositories.items, 'listByResources'),
        send: () =>
          teacher.request(
            'POST',
            url,
            lecture({
              name: 'Extra',
              from: '2026-11-24',
              to: '2026-11-24',
              groups: [groupId],
              reservable: [other.resourceId],
            }),
            english,
          ),
      },
      {
        during: () => lockOnNextCall(app.repositories.resources, 'findById'),
        send: () => teacher.request('PUT', `${url}/${ownId}`, lecture({ name: 'Moved', groups: [groupId] }), english),
      },
      {
        during: () => lockOnNextCall(app.repositories.resources, 'findById'),
        send: () => teacher.request('DELETE', `${url}/${ownId}`, undefined, english),
      },
    ];
    for (const write of writes) {
      write.during();
      const raced = await write.send();
      const lockedBefore = await write.send();
      expect(lockedBefore.statusCode).toBe(403);
      expect(lockedBefore.json()).toEqual({
        message: 'The timetable of PS 1 k. 1 gr. is locked; only administrators can change it',
      });
      expect({ status: raced.statusCode, body: raced.body }).toEqual({ status: 403, body: lockedBefore.body });
      await unlock();
    }
    const names = await app.db.selectFrom('reservations').select('name').execute();
    expect(names).toEqual([{ name: 'Consultation' }]);
  });

  /*
   * On PostgreSQL the write read the timetable without a lock: a lock committed after the write had read it open and
   * before the write committed, and the write still landed. The lock now waits for the write that read it open, so
   * the order they commit in is the order they happened in. The test holds the write before its commit: it links
   * the lecture to the group, whose row another transaction holds.
   */
  it.runIf(dialect === 'postgres')(
    "should make a lock wait for a teacher's write that read the timetable open, then refuse the next one",
    async () => {
      const { agent: teacher } = await signIn(app, 'teacher1', ['teacher']);
      const url = `/api/items/${room.itemIds[0]}/reservations`;
      const id = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json()
        .data.id;
      await teacher.get('/api/csrf-cookie');
      await admin.get('/api/csrf-cookie');
      await withRival(test.database.url, async (rival) => {
        await rival.query('begin');
        await rival.query('select id from groups where id = $1 for update', [groupId]);
        const written = teacher.post(url, lecture({ name: 'Extra', groups: [groupId] }));
        await rival.until(async () => (await rival.waiting()) === 1);
        let lockAnswered = false;
        const locked = admin.put(`/api/admin/group-timetables/${id}/lock`).then((answer) => {
          lockAnswered = true;
          return answer;
        });
        await rival.until(async () => lockAnswered || (await rival.waiting()) === 2);
        expect(lockAnswered, 'the lock answered while the write that read the timetable open was under way').toBe(
          false,
        );
        await rival.query('commit');
        expect((await written).statusCode).toBe(201);
        expect((await locked).statusCode).toBe(200);
        const next = await teacher.post(
          url,
          lecture({ name: 'Later', groups: [groupId], from: '2026-11-24', to: '2026-11-24' }),
        );
        expect(next.statusCode, next.body).toBe(403);
      });
    },
  );

  // A write was judged by its first and last date: moving a lecture from before the period to after it was refused.
  it('should let a teacher move a lecture of the group across the locked period, touching none of its dates', async () => {
    const { agent: teacher } = await signIn(app, 'teacher1', ['teacher']);
    const url = `/api/items/${room.itemIds[0]}/reservations`;
    const january = await admin.post('/api/admin/periods', {
      name: 'Sausis',
      starts_on: '2027-01-11',
      ends_on: '2027-01-24',
    });
    const consultation = (from: string) => lecture({ name: 'Consultation', groups: [groupId], from, to: from });
    const own = await teacher.post(url, consultation('2027-01-04'));
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data[0].id;
    const { id } = (
      await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: january.json().data.id })
    ).json().data;
    await admin.put(`/api/admin/group-timetables/${id}/lock`);
    const moved = await teacher.put(`${url}/${ownId}`, consultation('2027-02-01'));
    expect(moved.statusCode, moved.body).toBe(200);
    // Into the period it stays refused.
    expect((await teacher.put(`${url}/${ownId}`, consultation('2027-01-18'))).statusCode).toBe(403);
    // A series over the period with none of its dates in it (every three weeks: 4 and 25 January).
    const series = lecture({
      name: 'Every third week',
      groups: [groupId],
      from: '2027-01-04',
      to: '2027-01-04',
      repeater: { type: 'weekly', interval: 3, until: '2027-01-25', weekdays: ['monday'] },
    });
    const created = await teacher.post(url, series);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.map((row: { from: string }) => row.from)).toEqual(['2027-01-04', '2027-01-25']);
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
      .orderBy('id')
      .execute();
    expect(audited.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  /*
   * Two deletes at once both answered 200 (on PostgreSQL both "deleted 1 reservation"), each audited as a delete; a
   * publish racing a delete answered 500 (its version written for a timetable no longer there).
   */
  it('should delete a timetable once when asked twice at once, and answer a publish racing the delete 404', async () => {
    await admin.get('/api/csrf-cookie');
    const timetable = async () => {
      const { id } = (
        await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })
      ).json().data;
      expect((await addWeekly()).statusCode).toBe(201);
      await admin.put(`/api/admin/group-timetables/${id}/lock`);
      return id as number;
    };
    const first = await timetable();
    const deletes = await Promise.all([1, 2].map(() => admin.delete(`/api/admin/group-timetables/${first}`)));
    expect(deletes.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(deletes.find((answer) => answer.statusCode === 200)!.json().data).toEqual({ deleted_reservations: 3 });
    const audited = async (id: number) =>
      (
        await app.db
          .selectFrom('audit_entries')
          .select('action')
          .where('entity_type', '=', 'group_timetable')
          .where('entity_id', '=', String(id))
          .orderBy('id')
          .execute()
      ).map((entry) => entry.action);
    expect(await audited(first)).toEqual(['create', 'update', 'delete']);

    const second = await timetable();
    const [deleted, published] = await Promise.all([
      admin.delete(`/api/admin/group-timetables/${second}`),
      admin.post(`/api/admin/group-timetables/${second}/publish`, { note: 'Ruduo' }),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([200, 404], published.body).toContain(published.statusCode);
    expect((await admin.get(`/api/admin/group-timetables/${second}`)).statusCode).toBe(404);
    expect(await app.db.selectFrom('group_timetable_versions').select('number').execute()).toEqual([]);
  });

  // Of two publishes at once, the second was audited as the step from locked to approved, which the first had taken.
  it('should audit the step to approved once when two publish at once, and number their versions 1 and 2', async () => {
    await admin.get('/api/csrf-cookie');
    const { id } = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json()
      .data;
    await admin.put(`/api/admin/group-timetables/${id}/lock`);
    const answers = await Promise.all(
      ['a', 'b'].map((note) => admin.post(`/api/admin/group-timetables/${id}/publish`, { note })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.version.number).sort()).toEqual([1, 2]);
    const entries = await app.db
      .selectFrom('audit_entries')
      .select('changes')
      .where('entity_type', '=', 'group_timetable')
      .where('action', '=', 'approve')
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => JSON.parse(entry.changes).status ?? null)).toEqual([
      { before: 'locked', after: 'approved' },
      null,
    ]);
  });

  // The list read every reservation of every listed group to count them (three queries a timetable): counted at once.
  it("should list every period's timetables with each group's own count, members and last version", async () => {
    const spring = (
      await admin.post('/api/admin/periods', { name: 'Pavasaris', starts_on: '2027-02-01', ends_on: '2027-02-28' })
    ).json().data.id;
    const otherGroup = await createGroup(app, 'PS 1 k. 2 gr.');
    const create = async (group: number, period: number) =>
      (await admin.post('/api/admin/group-timetables', { group_id: group, period_id: period })).json().data
        .id as number;
    const autumn = await create(groupId, periodId);
    const otherAutumn = await create(otherGroup, periodId);
    const springTimetable = await create(groupId, spring);
    expect((await addWeekly()).statusCode).toBe(201);
    const url = `/api/items/${room.itemIds[0]}/reservations`;
    const shared = lecture({ name: 'Shared', groups: [groupId, otherGroup], from: '2026-11-24', to: '2026-11-24' });
    expect((await admin.post(url, shared)).statusCode).toBe(201);
    const february = lecture({ name: 'Spring', groups: [groupId], from: '2027-02-02', to: '2027-02-02' });
    expect((await admin.post(url, february)).statusCode).toBe(201);
    await admin.put(`/api/admin/group-timetables/${autumn}/lock`);
    expect((await admin.post(`/api/admin/group-timetables/${autumn}/publish`, {})).statusCode).toBe(200);

    const listed = (await admin.get('/api/admin/group-timetables')).json().data;
    const shown = (id: number) => listed.find((timetable: { id: number }) => timetable.id === id);
    expect(listed).toHaveLength(3);
    expect(shown(autumn)).toMatchObject({ reservations_count: 4, published_version: 1, group: { users_count: 2 } });
    expect(shown(otherAutumn)).toMatchObject({
      reservations_count: 1,
      published_version: null,
      group: { users_count: 0 },
    });
    expect(shown(springTimetable)).toMatchObject({ reservations_count: 1, published_version: null });
    const ofSpring = (await admin.get(`/api/admin/group-timetables?period_id=${spring}`)).json().data;
    expect(ofSpring.map((timetable: { id: number }) => timetable.id)).toEqual([springTimetable]);
    expect((await admin.get(`/api/admin/group-timetables/${autumn}`)).json().data).toEqual(shown(autumn));
  });

  // A reversed range answered 200 with no lectures, as if the group had none (the other list calls answer 422).
  it('should answer 422 naming `to` for a range that ends before it starts, in the reader’s language', async () => {
    const { id } = (await admin.post('/api/admin/group-timetables', { group_id: groupId, period_id: periodId })).json()
      .data;
    expect((await addWeekly()).statusCode).toBe(201);
    const english = { headers: { 'accept-language': 'en' } };
    const reversed = await admin.request(
      'GET',
      `/api/admin/group-timetables/${id}/reservations?from=2026-12-14&to=2026-11-23`,
      undefined,
      english,
    );
    expect(reversed.statusCode, reversed.body).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['The end of the range must not be before its start'] });
    const lithuanian = await admin.request(
      'GET',
      `/api/admin/group-timetables/${id}/reservations?from=2026-12-14&to=2026-11-23`,
      undefined,
      { headers: { 'accept-language': 'lt' } },
    );
    expect(lithuanian.json().errors).toEqual({ to: ['Laikotarpio pabaiga negali būti ankstesnė už pradžią'] });
    // One day, and a range outside the period, are ranges like any other.
    const day = await admin.get(`/api/admin/group-timetables/${id}/reservations?from=2026-11-30&to=2026-11-30`);
    expect(day.json().data.map((row: { from: string }) => row.from)).toEqual(['2026-11-30']);
    const after = await admin.get(`/api/admin/group-timetables/${id}/reservations?from=2027-01-04&to=2027-01-10`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual([]);
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
