import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('invitations on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let student: Agent;
  let studentId: number;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'teacher', ['teacher']));
    ({ agent: student, id: studentId } = await signIn(app, 'ona'));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;
  const weekly = { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: [] };

  async function myTimetable(agent: Agent): Promise<string[]> {
    const response = await agent.get('/api/reservations?showUserReservations=1&per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { name: string }[]).map((row) => row.name);
  }

  describe('GET /api/user/invitations', () => {
    it('should list a series once, pending, with its organiser and how many occurrences it covers', async () => {
      const created = await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }));
      expect(created.statusCode, created.body).toBe(201);
      const response = await student.get('/api/user/invitations');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          reservation_id: created.json().data[0].id,
          name: 'Algebra',
          type: 'lecture',
          starts_at: '2026-11-23T08:00:00.000Z',
          ends_at: '2026-11-23T09:30:00.000Z',
          occurrences: 3,
          resource: 'Room 101',
          rooms: 1,
          organiser: { id: expect.any(Number), name: 'User teacher' },
          status: 'pending',
        },
      ]);
      expect((await teacher.get('/api/user/invitations')).json().data).toEqual([]);
    });
  });

  // Issue 28: a series in two rooms is one batch of two rules; to its invitee it is one thing.
  describe('a series in two rooms', () => {
    const inTwoRooms = async () => {
      const other = await createResource(app, 'Room 102');
      const created = await teacher.post(
        itemUrl(),
        lecture({ invitations: [studentId], repeater: weekly, reservable: [{ id: other.resourceId }] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data as { id: number; starts_at: string; resource_id: number }[];
    };

    it('should be one invitation of 3 dates in 2 rooms, answered at once, also after "this and upcoming"', async () => {
      const created = await inTwoRooms();
      expect(created).toHaveLength(6);
      const [invitation] = (await student.get('/api/user/invitations')).json().data;
      expect((await student.get('/api/user/invitations')).json().data).toHaveLength(1);
      expect(invitation).toMatchObject({
        occurrences: 3,
        rooms: 2,
        resource: expect.stringMatching(/Room 10[12], Room 10[12]/),
      });

      const second = created.filter((row) => row.starts_at === '2026-11-30T08:00:00.000Z')[0]!;
      const edited = await teacher.put(
        `${itemUrl()}/${second.id}`,
        lecture({
          name: 'Algebra II',
          from: '2026-11-30',
          to: '2026-11-30',
          invitations: [studentId],
          repeater: weekly,
          update_selection_repeater: 'upcoming',
          update_selection_batch: 'all',
        }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const after = (await student.get('/api/user/invitations')).json().data;
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ occurrences: 3, rooms: 2 });

      const answered = await student.post(`/api/user/invitations/${after[0].reservation_id}/accept`);
      expect(answered.statusCode, answered.body).toBe(200);
      const statuses = await app.db
        .selectFrom('reservation_invitations')
        .select('status')
        .where('user_id', '=', studentId)
        .execute();
      expect(statuses.map((row) => row.status)).toEqual(Array(6).fill('accepted'));
    });

    it('should tell the invitee "3 dates in 2 rooms", in their language', async () => {
      await inTwoRooms();
      const [lithuanian] = (await student.get('/api/notifications')).json().data;
      expect(lithuanian.data.message).toMatch(/\(3 datos, 2 auditorijos\)\.$/);
      await student.post('/api/set-language', { language: 'en' });
      const [english] = (await student.get('/api/notifications')).json().data;
      expect(english.data.message).toMatch(/\(3 dates in 2 rooms\)\.$/);
    });
  });

  describe('POST /api/user/invitations/{reservationId}/{answer}', () => {
    it('should answer a whole series at once and show the organiser the answer', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }))).json()
        .data as { id: number }[];
      const answered = await student.post(`/api/user/invitations/${created[1]!.id}/accept`);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().data).toMatchObject({ status: 'accepted', occurrences: 3 });
      const statuses = await app.db
        .selectFrom('reservation_invitations')
        .select('status')
        .where('user_id', '=', studentId)
        .execute();
      expect(statuses.map((row) => row.status)).toEqual(['accepted', 'accepted', 'accepted']);
      const seen = await teacher.get(`/api/reservations/${created[2]!.id}`);
      expect(seen.json().data.invitations).toEqual([expect.objectContaining({ id: studentId, status: 'accepted' })]);
    });

    it("should take a declined reservation off the invitee's timetable but not the organiser's", async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId] }))).json().data as {
        id: number;
      }[];
      expect(await myTimetable(student)).toEqual(['Algebra']);
      const declined = await student.post(`/api/user/invitations/${created[0]!.id}/decline`);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data.status).toBe('declined');
      expect(await myTimetable(student)).toEqual([]);
      expect(await myTimetable(teacher)).toEqual(['Algebra']);
      // Still listed, so it can be accepted after all.
      expect((await student.get('/api/user/invitations')).json().data[0].status).toBe('declined');
      await student.post(`/api/user/invitations/${created[0]!.id}/accept`);
      expect(await myTimetable(student)).toEqual(['Algebra']);
    });

    it("should answer 404 for a reservation the user is not invited to (another user's invitation)", async () => {
      const { id: otherId } = await signIn(app, 'petras');
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [otherId] }))).json().data as {
        id: number;
      }[];
      const response = await student.post(`/api/user/invitations/${created[0]!.id}/accept`);
      expect(response.statusCode).toBe(404);
      const status = await app.db.selectFrom('reservation_invitations').select('status').executeTakeFirstOrThrow();
      expect(status.status).toBe('pending');
    });

    it("should keep a kept invitee's answer through an edit, drop a removed one and invite only the newcomer", async () => {
      const { agent: removed, id: removedId } = await signIn(app, 'petras');
      const { agent: newcomer, id: newcomerId } = await signIn(app, 'rasa');
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId, removedId] }))).json().data as {
        id: number;
      }[];
      const id = created[0]!.id;
      expect((await student.post(`/api/user/invitations/${id}/accept`)).statusCode).toBe(200);
      const invitationsOf = async (agent: Agent) =>
        ((await agent.get('/api/notifications')).json().data as { kind: string }[]).filter(
          (row) => row.kind === 'invitation',
        ).length;
      expect(await invitationsOf(student)).toBe(1);

      const edited = await teacher.put(
        `${itemUrl()}/${id}`,
        lecture({ name: 'Algebra II', invitations: [studentId, newcomerId] }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const seen = await teacher.get(`/api/reservations/${id}`);
      expect(seen.json().data.invitations).toEqual([
        expect.objectContaining({ id: studentId, status: 'accepted' }),
        expect.objectContaining({ id: newcomerId, status: 'pending' }),
      ]);
      expect((await student.get('/api/user/invitations')).json().data).toEqual([
        expect.objectContaining({ name: 'Algebra II', status: 'accepted' }),
      ]);
      expect((await removed.get('/api/user/invitations')).json().data).toEqual([]);
      expect(await myTimetable(student)).toEqual(['Algebra II']);
      // The newcomer is told once; the kept invitee is not invited again.
      expect(await invitationsOf(newcomer)).toBe(1);
      expect(await invitationsOf(student)).toBe(1);

      // An edit that leaves the invitations alone keeps every answer too.
      await teacher.put(`${itemUrl()}/${id}`, lecture({ name: 'Algebra III', invitations: [studentId, newcomerId] }));
      const again = await teacher.get(`/api/reservations/${id}`);
      expect(again.json().data.invitations.map((row: { status: string }) => row.status)).toEqual([
        'accepted',
        'pending',
      ]);
      expect(await invitationsOf(newcomer)).toBe(1);
    });

    it.each([
      ['all', 3],
      ['upcoming', 2],
    ])(
      'should keep the answers of a series rewritten by an edit of %s (%i occurrences) and invite only a newcomer',
      async (scope, occurrences) => {
        const { agent: newcomer, id: newcomerId } = await signIn(app, 'rasa');
        const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }))).json()
          .data as { id: number }[];
        expect((await student.post(`/api/user/invitations/${created[0]!.id}/decline`)).statusCode).toBe(200);
        const edited = await teacher.put(
          `${itemUrl()}/${created[1]!.id}`,
          lecture({
            name: 'Algebra II',
            from: '2026-11-30',
            to: '2026-11-30',
            from_time: { hours: 12, minutes: 0 },
            to_time: { hours: 13, minutes: 30 },
            invitations: [studentId, newcomerId],
            update_selection_repeater: scope,
          }),
        );
        expect(edited.statusCode, edited.body).toBe(200);
        const rows = await app.db
          .selectFrom('reservation_invitations')
          .innerJoin('reservations', 'reservations.id', 'reservation_invitations.reservation_id')
          .select(['reservations.name', 'reservation_invitations.user_id', 'reservation_invitations.status'])
          .where('reservations.name', '=', 'Algebra II')
          .execute();
        expect(rows.filter((row) => row.user_id === studentId).map((row) => row.status)).toEqual(
          Array(occurrences).fill('declined'),
        );
        expect(rows.filter((row) => row.user_id === newcomerId).map((row) => row.status)).toEqual(
          Array(occurrences).fill('pending'),
        );
        // Declined stays off the invitee's timetable; the newcomer is invited once, the student not again.
        expect(await myTimetable(student)).not.toContain('Algebra II');
        const kinds = async (agent: Agent) =>
          ((await agent.get('/api/notifications')).json().data as { kind: string }[]).map((row) => row.kind);
        expect(await kinds(newcomer)).toEqual(['invitation']);
        expect(await kinds(student)).toEqual(['invitation']);
      },
    );

    it.each([
      ['/api/user/invitations/1/maybe'],
      ['/api/user/invitations/abc/accept'],
      ['/api/user/invitations/0/decline'],
    ])('should answer 422 for %s', async (url) => {
      expect((await student.post(url)).statusCode).toBe(422);
    });
  });
});
