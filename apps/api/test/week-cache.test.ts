import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { Agent, buildTestApp, buildTwoTestApps, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { bodyOf, randomSource } from './answers.js';
import { createAnnex, createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

// Issue 18, goal 3: the room week (`GET /api/resources/{id}/week`) from the answer cache. Every answer must be the
// one an app without the cache gives on the same database, for every user, whatever was written and by whom.

const WEEKS = ['from=2026-11-23&to=2026-11-29', 'from=2026-11-30&to=2026-12-06', 'from=2026-11-24&to=2026-11-24'];
const ENCODINGS = [undefined, 'br, gzip', 'gzip'];
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01'];
// Within the academic day's slots (the breaks between them may not be reserved).
const SLOTS = [
  [10, 0, 11, 30],
  [12, 0, 13, 30],
  [14, 0, 15, 0],
  [15, 30, 16, 30],
] as const;

/** An agent of `app` signed in as `agent` is (the same session). */
function sameSession(app: FastifyInstance, agent: Agent): Agent {
  const copy = new Agent(app);
  for (const [name, value] of agent.cookies) {
    copy.cookies.set(name, value);
  }
  return copy;
}

/** A role with only `users.manage`: sees every e-mail address, manages no reservation. */
async function userManagerRole(app: FastifyInstance): Promise<void> {
  const { id } = await app.db
    .insertInto('roles')
    .values({ key: 'user_manager', name: 'User manager' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.insertInto('role_abilities').values({ role_id: id, ability: 'users.manage' }).execute();
}

describe.each(DIALECTS)('the room week from the answer cache on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let now: number;
  const clock = () => new Date(now);

  beforeEach(async () => {
    now = NOW.getTime();
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  it('should answer every user as the same app without the cache does, through every kind of write', async () => {
    const plain = await buildApp(testConfig({ answerCacheBytes: 0 }), {
      database: test.database,
      logger: false,
      migrate: false,
      clock,
    });
    try {
      await userManagerRole(app);
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      const { id: teacherId, agent: teacher } = await signIn(app, 'jonas', ['teacher']);
      const { id: studentId, agent: student } = await signIn(app, 'ieva');
      const { agent: stranger } = await signIn(app, 'petras');
      const { id: managerId, agent: manager } = await signIn(app, 'rasa', ['user_manager']);
      const readers = { admin, teacher, student, stranger, manager };
      const plainReaders = Object.fromEntries(
        Object.entries(readers).map(([name, agent]) => [name, sameSession(plain, agent)]),
      );
      const groups = [
        await createGroup(app, 'IF-1', [studentId, teacherId]),
        await createGroup(app, 'IF-2', [managerId]),
      ];
      const annexes = [await createAnnex(app, 'Projector'), await createAnnex(app, 'Microphones')];
      const rooms = [
        await createResource(app, 'A Hall', {}, 2),
        await createResource(app, 'B Laboratory', { approved: 0 }),
        await createResource(app, 'C Elsewhere'),
      ];
      const shown = rooms.slice(0, 2);
      const random = randomSource(dialect === 'sqlite' ? 318 : 3180);
      const reservationRows = () =>
        app.db
          .selectFrom('reservations')
          .select(['id', 'item_id', 'resource_id', 'status', 'batch_id', 'repeater_id', 'starts_at'])
          .orderBy('id')
          .execute();
      const body = (overrides: Record<string, unknown> = {}) => {
        const [fromHours, fromMinutes, toHours, toMinutes] = random.pick(SLOTS);
        const day = random.pick(DAYS);
        return lecture({
          name: `Event ${random.below(1000)}`,
          type: 'event',
          from: day,
          to: day,
          from_time: { hours: fromHours, minutes: fromMinutes },
          to_time: { hours: toHours, minutes: toMinutes },
          groups: random.below(2) ? [random.pick(groups)] : [],
          invitations: random.below(2) ? [random.pick([studentId, managerId, teacherId])] : [],
          annexes: random.below(3) ? [] : [random.pick(annexes)],
          person_responsible: random.below(3) ? undefined : random.pick([teacherId, studentId]),
          ...overrides,
        });
      };
      const author = () => random.pick([admin, teacher, teacher, student]);
      const itemOf = () => random.pick(shown.flatMap((room) => room.itemIds));
      const stamp = () => new Date(now).toISOString();
      const done: string[] = [];

      const writes: Record<string, () => Promise<unknown>> = {
        create: async () => author().post(`/api/items/${itemOf()}/reservations`, body()),
        series: async () =>
          author().post(
            `/api/items/${itemOf()}/reservations`,
            body({ repeater: { type: 'weekly', interval: 1, until: '2026-12-20', weekdays: [] } }),
          ),
        // One reservation in each room listed, one batch: its size counts the other rooms' too.
        batch: async () =>
          random
            .pick([admin, teacher])
            .post(
              `/api/items/${itemOf()}/reservations`,
              body({ reservable: [random.pick([rooms[1]!, rooms[2]!]).resourceId] }),
            ),
        edit: async () => {
          const rows = (await reservationRows()).filter((row) => row.item_id !== null);
          if (rows.length === 0) {
            return;
          }
          const row = random.pick(rows);
          const scope = random.pick(['this', 'all']);
          return random
            .pick([admin, teacher])
            .put(`/api/items/${row.item_id}/reservations/${row.id}?update_selection_repeater=${scope}`, body());
        },
        remove: async () => {
          const rows = (await reservationRows()).filter((row) => row.item_id !== null);
          if (rows.length === 0) {
            return;
          }
          const row = random.pick(rows);
          const scope = random.pick(['this', 'all']);
          return random
            .pick([admin, teacher])
            .delete(`/api/items/${row.item_id}/reservations/${row.id}?update_selection_repeater=${scope}`);
        },
        decide: async () => {
          const pending = (await reservationRows()).filter((row) => row.status === 'pending');
          if (pending.length === 0) {
            return;
          }
          return admin.post(`/api/admin/reservations/${random.pick(['approve', 'reject'])}`, {
            ids: [random.pick(pending).id],
          });
        },
        answer: async () => {
          const invited = await app.db
            .selectFrom('reservation_invitations')
            .select(['reservation_id', 'user_id'])
            .execute();
          const mine = invited.filter((row) => row.user_id === studentId || row.user_id === managerId);
          if (mine.length === 0) {
            return;
          }
          const row = random.pick(mine);
          return (row.user_id === studentId ? student : manager).post(
            `/api/user/invitations/${row.reservation_id}/${random.pick(['accept', 'decline'])}`,
          );
        },
        // Writes no API call of the week makes: an import, a migration's raw SQL, an administrator at the database.
        rawGroupName: async () =>
          app.db
            .updateTable('groups')
            .set({ name: `IF-${random.below(100)}` })
            .where('id', '=', random.pick(groups))
            .execute(),
        rawAnnexName: async () =>
          app.db
            .updateTable('annexes')
            .set({ name: `Annex ${random.below(100)}` })
            .where('id', '=', random.pick(annexes))
            .execute(),
        rawUserName: async () =>
          app.db
            .updateTable('users')
            .set({ name: `Jonas ${random.below(100)}`, email: `jonas${random.below(100)}@example.edu` })
            .where('id', '=', teacherId)
            .execute(),
        // A room's items are listed by id: one more, or one fewer (its reservations go with it, by cascade).
        rawItem: async () => {
          const room = random.pick(shown);
          if (room.itemIds.length > 1 && random.below(2)) {
            await app.db.deleteFrom('items').where('id', '=', room.itemIds.pop()!).execute();
            return;
          }
          const { id } = await app.db
            .insertInto('items')
            .values({
              resource_id: room.resourceId,
              name: 'Seat',
              available_spaces: null,
              created_at: stamp(),
              updated_at: stamp(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          room.itemIds.push(id);
        },
        rawImage: async () =>
          app.db
            .insertInto('resource_images')
            .values({
              resource_id: random.pick(shown).resourceId,
              path: `rooms/${random.below(1000)}.jpg`,
              position: random.below(3),
              created_at: stamp(),
            })
            .execute(),
        rawResource: async () =>
          app.db
            .updateTable('resources')
            .set({ description: `Floor ${random.below(10)}`, min_duration: random.pick([null, 30]) })
            .where('id', '=', random.pick(shown).resourceId)
            .execute(),
        rawExclusion: async () => {
          const repeaters = await app.db.selectFrom('repeaters').select('id').execute();
          if (repeaters.length > 0) {
            await app.db
              .insertInto('repeater_exclusions')
              .values({ repeater_id: random.pick(repeaters).id, date: `2026-12-${10 + random.below(9)}` })
              .onConflict((conflict) => conflict.doNothing())
              .execute();
          }
        },
        rawRepeaterUntil: async () => {
          const repeaters = await app.db.selectFrom('repeaters').select('id').execute();
          if (repeaters.length > 0) {
            await app.db
              .updateTable('repeaters')
              .set({ until: random.pick(['2026-12-13', '2026-12-20', '2027-01-31']) })
              .where('id', '=', random.pick(repeaters).id)
              .execute();
          }
        },
        // The other room's part of a batch goes: the batch's size drops, in a room and on a day no week here reads.
        rawBatchElsewhere: async () => {
          const rows = await reservationRows();
          const elsewhere = rows.filter((row) => row.batch_id !== null && row.resource_id === rooms[2]!.resourceId);
          if (elsewhere.length > 0 && random.below(2)) {
            await app.db.deleteFrom('reservations').where('id', '=', random.pick(elsewhere).id).execute();
            return;
          }
          // Or a batch of the rooms shown grows by a reservation in the other room, months away.
          const batched = rows.filter((row) => row.batch_id !== null);
          if (batched.length > 0) {
            await app.db
              .insertInto('reservations')
              .values({
                name: 'Elsewhere',
                type: 'event',
                status: 'approved',
                resource_id: rooms[2]!.resourceId,
                item_id: rooms[2]!.itemIds[0]!,
                batch_id: random.pick(batched).batch_id,
                starts_at: '2027-02-01T08:00:00.000Z',
                ends_at: '2027-02-01T09:00:00.000Z',
                created_at: stamp(),
                updated_at: stamp(),
              })
              .execute();
          }
        },
        rawLink: async () => {
          const rows = await reservationRows();
          if (rows.length > 0) {
            const id = random.pick(rows).id;
            await app.db.deleteFrom('reservation_groups').where('reservation_id', '=', id).execute();
            await app.db
              .insertInto('reservation_groups')
              .values({ reservation_id: id, group_id: random.pick(groups) })
              .execute();
          }
        },
        // Facts of the asking users: not written through the week's tables, read by the guard on every request.
        membership: async () => {
          const group = random.pick(groups);
          const userId = random.pick([studentId, managerId]);
          const deleted = await app.db
            .deleteFrom('group_users')
            .where('group_id', '=', group)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (Number(deleted.numDeletedRows) === 0) {
            await app.db.insertInto('group_users').values({ group_id: group, user_id: userId }).execute();
          }
        },
        ability: async () => app.userRepository.setRoles(managerId, random.pick([['user_manager'], ['student']])),
        clock: async () => {
          now += random.pick([15, 30, 90]) * 60_000;
        },
      };
      const kinds = Object.keys(writes);

      const compare = async (step: string) => {
        for (const [name, agent] of Object.entries(readers)) {
          for (const week of WEEKS) {
            const url = `/api/resources/${random.pick(shown).resourceId}/week?${week}`;
            const encoding = random.pick(ENCODINGS);
            const headers = encoding ? { 'accept-encoding': encoding } : undefined;
            const cached = await agent.request('GET', url, undefined, { headers });
            const expected = await plainReaders[name]!.request('GET', url, undefined, { headers });
            expect(cached.statusCode, `${step}: ${name} ${url}`).toBe(200);
            expect(bodyOf(cached), `${step}: ${name} ${url} (${encoding ?? 'identity'})`).toBe(bodyOf(expected));
            expect(cached.headers.etag, `${step}: ${name} ${url}`).toBe(expected.headers.etag);
          }
        }
      };

      await compare('before any write');
      // Every kind four times, in a random order each round: each is followed by a comparison several times.
      const order: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        const left = [...kinds];
        while (left.length > 0) {
          order.push(left.splice(random.below(left.length), 1)[0]!);
        }
      }
      for (const [step, kind] of order.entries()) {
        const response = (await writes[kind]!()) as LightMyRequestResponse | undefined;
        done.push(`${kind}:${response?.statusCode ?? '-'}`);
        await compare(`step ${step} (${done.slice(-8).join(' ')})`);
      }
      // The sequence wrote through the API, not only refused.
      const succeeded = (pattern: RegExp) => done.filter((entry) => pattern.test(entry)).length;
      expect(succeeded(/^(create|series|batch):201$/)).toBeGreaterThan(4);
      expect(succeeded(/^batch:201$/)).toBeGreaterThan(0);
      expect(succeeded(/^(edit|remove):20\d$/)).toBeGreaterThan(1);
      expect(succeeded(/^answer:200$/)).toBeGreaterThan(0);
      // And the answers it compared held what the cache must get right.
      const week = (await admin.get(`/api/resources/${shown[0]!.resourceId}/week?${WEEKS[0]}`)).json().data;
      expect(week.reservations.length).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  }, 120_000);

  it('should follow the clock: an owned reservation is editable until it ends, with no write', async () => {
    const { agent: teacher } = await signIn(app, 'jonas', ['teacher']);
    const room = await createResource(app, 'Hall');
    // Sunday 22 November, 14:00-15:00 in Vilnius (12:00-13:00 UTC); now is 12:00 there.
    const created = await teacher.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({
        type: 'event',
        from: '2026-11-22',
        to: '2026-11-22',
        from_time: { hours: 14, minutes: 0 },
        to_time: { hours: 15, minutes: 0 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const editable = async () => {
      const { data } = (
        await teacher.get(`/api/resources/${room.resourceId}/week?from=2026-11-16&to=2026-11-22`)
      ).json();
      return data.reservations.map((row: { can_edit: boolean; can_delete: boolean }) => [row.can_edit, row.can_delete]);
    };
    expect(await editable()).toEqual([[true, true]]);
    expect(await editable()).toEqual([[true, true]]);
    now = Date.parse('2026-11-22T12:59:59.999Z');
    expect(await editable()).toEqual([[true, true]]);
    now = Date.parse('2026-11-22T13:00:00.000Z');
    expect(await editable()).toEqual([[false, false]]);
  });

  it("should follow the asking user's groups, abilities and e-mail changed in the database, with no other write", async () => {
    const { agent: teacher } = await signIn(app, 'jonas', ['teacher']);
    const { id: studentId, agent: student } = await signIn(app, 'ieva');
    const group = await createGroup(app, 'IF-1');
    const room = await createResource(app, 'Hall', { allow_remote_reservations: 1 });
    const created = await teacher.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({ groups: [group], is_remote: 1, remote_address: 'https://meet.example.edu/algebra' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
    const seen = async () => {
      const [row] = (await student.get(url)).json().data.reservations;
      return { remote: row.remote_address, email: row.user.email ?? null, edit: row.can_edit };
    };
    const hidden = { remote: null, email: null, edit: false };
    expect(await seen()).toEqual(hidden);
    expect(await seen()).toEqual(hidden);
    // Joins the group: sees where to join.
    await app.db.insertInto('group_users').values({ group_id: group, user_id: studentId }).execute();
    expect(await seen()).toEqual({ ...hidden, remote: 'https://meet.example.edu/algebra' });
    await app.db.deleteFrom('group_users').where('user_id', '=', studentId).execute();
    expect(await seen()).toEqual(hidden);
    // Given users.manage: sees the author's e-mail; given reservations.manage: may edit.
    await userManagerRole(app);
    await app.userRepository.setRoles(studentId, ['user_manager']);
    expect(await seen()).toEqual({ ...hidden, email: 'jonas@example.edu' });
    await app.userRepository.setRoles(studentId, ['admin']);
    expect(await seen()).toEqual({
      remote: 'https://meet.example.edu/algebra',
      email: 'jonas@example.edu',
      edit: true,
    });
    await app.userRepository.setRoles(studentId, ['student']);
    expect(await seen()).toEqual(hidden);
    // The author's own e-mail address, changed: the next answer has the new one.
    const mine = async () => (await teacher.get(url)).json().data.reservations[0].user.email;
    expect(await mine()).toBe('jonas@example.edu');
    await sql`update users set email = 'jonas.k@example.edu' where uid = 'jonas'`.execute(app.db);
    expect(await mine()).toBe('jonas.k@example.edu');
  });

  it("should follow a batch's size, counted in another room and on another day", async () => {
    const { agent: admin } = await signIn(app, 'admin', ['admin']);
    const hall = await createResource(app, 'Hall');
    const studio = await createResource(app, 'Studio');
    const created = await admin.post(
      `/api/items/${hall.itemIds[0]}/reservations`,
      lecture({ reservable: [studio.resourceId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const isBatch = async () =>
      (await admin.get(`/api/resources/${hall.resourceId}/week?from=2026-11-23&to=2026-11-29`)).json().data
        .reservations[0].is_batch;
    expect(await isBatch()).toBe(true);
    expect(await isBatch()).toBe(true);
    await sql`delete from reservations where resource_id = ${studio.resourceId}`.execute(app.db);
    expect(await isBatch()).toBe(false);
    const { batch_id: batchId } = await app.db
      .selectFrom('reservations')
      .select('batch_id')
      .where('resource_id', '=', hall.resourceId)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('reservations')
      .values({
        name: 'Elsewhere',
        type: 'event',
        status: 'approved',
        resource_id: studio.resourceId,
        item_id: studio.itemIds[0]!,
        batch_id: batchId,
        starts_at: '2027-02-01T08:00:00.000Z',
        ends_at: '2027-02-01T09:00:00.000Z',
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    expect(await isBatch()).toBe(true);
  });

  it('should refuse a disabled user on the very next request, and a signed-out one', async () => {
    const { id, agent: student } = await signIn(app, 'ieva');
    const room = await createResource(app, 'Hall');
    const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
    expect((await student.get(url)).statusCode).toBe(200);
    expect((await student.get(url)).statusCode).toBe(200);
    await app.db
      .updateTable('users')
      .set({ disabled_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await student.get(url)).statusCode).toBe(401);
    expect((await new Agent(app).get(url)).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('the room week with two app instances on one %s database', (dialect) => {
  it('should answer a write made through one instance on the very next read through the other', async () => {
    const apps = await buildTwoTestApps(dialect, () => new Date(NOW));
    try {
      const { agent: admin } = await signIn(apps.first, 'admin', ['admin']);
      const room = await createResource(apps.first, 'Hall');
      const group = await createGroup(apps.first, 'IF-1');
      const second = sameSession(apps.second, admin);
      const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
      const names = async (agent: Agent) =>
        (await agent.get(url))
          .json()
          .data.reservations.map((row: { name: string; groups: { name: string }[] }) =>
            [row.name, ...row.groups.map((linked) => linked.name)].join(' '),
          );
      expect(await names(second)).toEqual([]);
      expect(await names(second)).toEqual([]);
      const created = await admin.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ name: 'Algebra', groups: [group] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(await names(second)).toEqual(['Algebra IF-1']);
      await sql`update groups set name = 'IF-2'`.execute(apps.first.db);
      expect(await names(second)).toEqual(['Algebra IF-2']);
      const id = created.json().data[0].id;
      expect((await admin.delete(`/api/items/${room.itemIds[0]}/reservations/${id}`)).statusCode).toBeLessThan(300);
      expect(await names(second)).toEqual([]);
      // And the other way round.
      const back = await second.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: 'Ethics' }));
      expect(back.statusCode, back.body).toBe(201);
      expect(await names(admin)).toEqual(['Ethics']);
    } finally {
      await apps.close();
    }
  });
});
