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
  // Defect from a walk of a teacher and a student: an answered invitation's notification still offered "Atsakyti į
  // kvietimą" / "Answer the invitation".
  describe('the InvitationNotification after the answer', () => {
    const invitationOf = async (agent: Agent) => {
      const response = await agent.get('/api/notifications');
      expect(response.statusCode, response.body).toBe(200);
      const found = (response.json().data as { kind: string; data: Record<string, unknown> }[]).filter(
        (row) => row.kind === 'invitation',
      );
      expect(found).toHaveLength(1);
      return found[0]!.data;
    };

    it('should offer to answer while the invitation waits, and say the answer once given, in both languages', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }))).json()
        .data as { id: number }[];
      const firstId = created[0]!.id;
      expect(await invitationOf(student)).toMatchObject({
        message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00 (3 datos).',
        action_text: 'Atsakyti į kvietimą',
        action_url: `/reservations/${firstId}`,
        invitation_status: 'pending',
      });

      // Answered on the invitations page (through a later occurrence of the series), not from the notification.
      expect((await student.post(`/api/user/invitations/${created[1]!.id}/accept`)).statusCode).toBe(200);
      expect(await invitationOf(student)).toMatchObject({
        message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00 (3 datos). Kvietimą priėmėte.',
        action_text: 'Peržiūrėti rezervaciją',
        action_url: `/reservations/${firstId}`,
        invitation_status: 'accepted',
      });
      await student.post('/api/set-language', { language: 'en' });
      expect(await invitationOf(student)).toMatchObject({
        message: 'User teacher invited you to “Algebra” Nov 23, 2026, 10:00 (3 dates). You accepted the invitation.',
        action_text: 'View reservation',
        invitation_status: 'accepted',
      });

      expect((await student.post(`/api/user/invitations/${firstId}/decline`)).statusCode).toBe(200);
      expect(await invitationOf(student)).toMatchObject({
        message: 'User teacher invited you to “Algebra” Nov 23, 2026, 10:00 (3 dates). You declined the invitation.',
        action_text: 'View reservation',
        invitation_status: 'declined',
      });
      await student.post('/api/set-language', { language: 'lt' });
      expect(await invitationOf(student)).toMatchObject({
        message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00 (3 datos). Kvietimą atmetėte.',
        action_text: 'Peržiūrėti rezervaciją',
      });
    });

    // Found in a walk: the invitation to a reservation since deleted still asked for an answer (an answer the server
    // then refused with 404).
    it('should read as cancelled, asking nothing, once its reservation is deleted, in both languages', async () => {
      const { agent: declined, id: declinedId } = await signIn(app, 'rasa');
      const created = (
        await teacher.post(itemUrl(), lecture({ invitations: [studentId, declinedId], repeater: weekly }))
      ).json().data as { id: number }[];
      expect((await declined.post(`/api/user/invitations/${created[0]!.id}/decline`)).statusCode).toBe(200);
      const deleted = await teacher.delete(`${itemUrl()}/${created[0]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);

      const cancelled = {
        message:
          'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00 (3 datos). ' +
          'Rezervacija atšaukta, todėl į kvietimą atsakyti nebereikia.',
        action_url: '/',
        action_text: 'Atidaryti tvarkaraštį',
        invitation_status: 'cancelled',
      };
      expect(await invitationOf(student)).toMatchObject(cancelled);
      // Declined before: the reservation's end is the news now.
      expect(await invitationOf(declined)).toMatchObject(cancelled);
      await student.post('/api/set-language', { language: 'en' });
      expect(await invitationOf(student)).toMatchObject({
        message:
          'User teacher invited you to “Algebra” Nov 23, 2026, 10:00 (3 dates). ' +
          'The reservation was cancelled, so the invitation needs no answer.',
        action_url: '/',
        action_text: 'Open the timetable',
        invitation_status: 'cancelled',
      });
      expect((await student.get('/api/user/invitations')).json().data).toEqual([]);
    });

    it('should still wait while the invitation stands: an occurrence deleted alone, the series rewritten', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }))).json()
        .data as { id: number }[];
      const alone = await teacher.delete(`${itemUrl()}/${created[0]!.id}?update_selection_repeater=this`);
      expect(alone.statusCode, alone.body).toBe(204);
      expect(await invitationOf(student)).toMatchObject({ invitation_status: 'pending' });

      // Moved as a whole: its occurrences are written anew, the invitation goes on.
      const moved = await teacher.put(
        `${itemUrl()}/${created[1]!.id}`,
        lecture({
          invitations: [studentId],
          repeater: weekly,
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          update_selection_repeater: 'all',
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await invitationOf(student)).invitation_status).not.toBe('cancelled');
      expect((await student.get('/api/user/invitations')).json().data).toHaveLength(1);
    });

    // Found in a review: a consultation series rewritten as a whole onto other weekdays (its occurrence on the old
    // Monday has no pair, so its id is gone) and deleted later still asked its invitee for an answer.
    it('should read as cancelled once a series rewritten onto other days is deleted, and open a date of it before', async () => {
      const consultations = { type: 'event', name: 'Konsultacija', invitations: [studentId] };
      const mondays = { type: 'weekly', interval: 1, until: '2026-12-21', weekdays: ['monday'] };
      const created = (await teacher.post(itemUrl(), lecture({ ...consultations, repeater: mondays }))).json().data as {
        id: number;
      }[];
      expect((await invitationOf(student)).action_url).toBe(`/reservations/${created[0]!.id}`);
      const rewritten = await teacher.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({
          ...consultations,
          repeater: { ...mondays, weekdays: ['wednesday', 'friday'] },
          update_selection_repeater: 'all',
        }),
      );
      expect(rewritten.statusCode, rewritten.body).toBe(200);
      const written = rewritten.json().data as { id: number; from: string }[];
      expect(written.map((row) => row.id)).not.toContain(created[0]!.id);
      // The invitation goes on: it still waits, and its link opens a date of the series.
      const waiting = await invitationOf(student);
      expect(waiting.invitation_status).toBe('pending');
      const opened = await student.get(`/api/reservations/${String(waiting.action_url).split('/').at(-1)}`);
      expect(opened.statusCode, opened.body).toBe(200);

      const deleted = await teacher.delete(`${itemUrl()}/${written[0]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await student.get('/api/user/invitations')).json().data).toEqual([]);
      expect(await invitationOf(student)).toMatchObject({ invitation_status: 'cancelled', action_url: '/' });
    });

    it('should read as cancelled once a series is deleted whose first date was deleted alone before', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId], repeater: weekly }))).json()
        .data as { id: number }[];
      const alone = await teacher.delete(`${itemUrl()}/${created[0]!.id}?update_selection_repeater=this`);
      expect(alone.statusCode, alone.body).toBe(204);
      expect(await invitationOf(student)).toMatchObject({
        invitation_status: 'pending',
        action_url: `/reservations/${created[1]!.id}`,
      });
      const deleted = await teacher.delete(`${itemUrl()}/${created[1]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await invitationOf(student)).invitation_status).toBe('cancelled');
    });

    it('should answer the notification marked read in the same words as the list', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId] }))).json().data as {
        id: number;
      }[];
      expect((await student.post(`/api/user/invitations/${created[0]!.id}/decline`)).statusCode).toBe(200);
      const [notification] = (await student.get('/api/notifications')).json().data as { id: number }[];
      const marked = await student.patch(`/api/notifications/${notification!.id}/read`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json().data.data).toMatchObject({
        message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00. Kvietimą atmetėte.',
        action_text: 'Peržiūrėti rezervaciją',
        invitation_status: 'declined',
      });
    });
  });

  // Defect from the same walk: the organiser never heard that an invitee accepted or declined.
  describe('the organiser after an answer', () => {
    type Row = { type: string; kind: string; data: Record<string, unknown> };
    const answersTo = async (agent: Agent) => {
      const response = await agent.get('/api/notifications');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Row[]).filter((row) => row.kind === 'invitation_answered');
    };

    it('should tell the creator and the person responsible who answered what, in their languages', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'rasa', ['teacher']);
      await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', responsibleId).execute();
      const created = await teacher.post(
        itemUrl(),
        lecture({ invitations: [studentId], person_responsible: responsibleId, repeater: weekly }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const firstId = created.json().data[0].id as number;

      expect((await student.post(`/api/user/invitations/${firstId}/accept`)).statusCode).toBe(200);
      expect(await answersTo(teacher)).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\InvitationAnsweredNotification',
          kind: 'invitation_answered',
          data: expect.objectContaining({
            subject: 'Kvietimas priimtas',
            message: 'User ona priėmė kvietimą: „Algebra“ 2026-11-23 10:00 (3 datos).',
            action_url: `/reservations/${firstId}`,
            action_text: 'Peržiūrėti rezervaciją',
            reservation_id: firstId,
            invitation_status: 'accepted',
          }),
        }),
      ]);
      expect(await answersTo(responsible)).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            subject: 'Invitation Accepted',
            message: 'User ona accepted the invitation to “Algebra” Nov 23, 2026, 10:00 (3 dates).',
            action_text: 'View reservation',
          }),
        }),
      ]);

      expect((await student.post(`/api/user/invitations/${firstId}/decline`)).statusCode).toBe(200);
      const [declined] = await answersTo(teacher);
      expect(declined!.data).toMatchObject({
        subject: 'Kvietimas atmestas',
        message: 'User ona atmetė kvietimą: „Algebra“ 2026-11-23 10:00 (3 datos).',
        invitation_status: 'declined',
      });
      expect((await answersTo(responsible))[0]!.data).toMatchObject({
        subject: 'Invitation Declined',
        message: 'User ona declined the invitation to “Algebra” Nov 23, 2026, 10:00 (3 dates).',
      });
      // The one who answered hears nothing of it.
      expect(await answersTo(student)).toEqual([]);
    });

    it('should tell them only when the answer changes', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId] }))).json().data as {
        id: number;
      }[];
      const id = created[0]!.id;
      expect((await student.post(`/api/user/invitations/${id}/accept`)).statusCode).toBe(200);
      expect((await student.post(`/api/user/invitations/${id}/accept`)).statusCode).toBe(200);
      expect(await answersTo(teacher)).toHaveLength(1);
      expect((await student.post(`/api/user/invitations/${id}/decline`)).statusCode).toBe(200);
      expect((await student.post(`/api/user/invitations/${id}/decline`)).statusCode).toBe(200);
      expect((await answersTo(teacher)).map((row) => row.data.invitation_status)).toEqual(['declined', 'accepted']);
    });

    it('should not tell the person responsible of their own answer, but still the creator', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'rasa', ['teacher']);
      const created = (
        await teacher.post(itemUrl(), lecture({ invitations: [responsibleId], person_responsible: responsibleId }))
      ).json().data as { id: number }[];
      expect((await responsible.post(`/api/user/invitations/${created[0]!.id}/accept`)).statusCode).toBe(200);
      expect(await answersTo(responsible)).toEqual([]);
      expect(await answersTo(teacher)).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ message: expect.stringMatching(/^User rasa priėmė/) }),
        }),
      ]);
    });

    it('should e-mail the organiser by the same choice as every other kind', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId] }))).json().data as {
        id: number;
      }[];
      const id = created[0]!.id;
      const mailsTo = async (address: string) =>
        app.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', address).execute();
      expect((await student.post(`/api/user/invitations/${id}/accept`)).statusCode).toBe(200);
      expect(await mailsTo('teacher@example.edu')).toEqual([
        {
          subject: 'Kvietimas priimtas',
          text_body: expect.stringContaining(
            `User ona priėmė kvietimą: „Algebra“ 2026-11-23 10:00.\n\nPeržiūrėti rezervaciją: `,
          ),
        },
      ]);
      const settings = await teacher.get('/api/user/notification-settings');
      expect(settings.json().data.email).toContain('invitation_answered');
      const off = (settings.json().data.email as string[]).filter((kind) => kind !== 'invitation_answered');
      expect((await teacher.put('/api/user/notification-settings', { email: off })).statusCode).toBe(200);
      expect((await student.post(`/api/user/invitations/${id}/decline`)).statusCode).toBe(200);
      expect(await mailsTo('teacher@example.edu')).toHaveLength(1);
      // Still in the list: e-mail is the only thing turned off.
      expect(await answersTo(teacher)).toHaveLength(2);
    });

    it('should leave the audit log and the webhooks alone: an answer is no change of the reservation', async () => {
      const created = (await teacher.post(itemUrl(), lecture({ invitations: [studentId] }))).json().data as {
        id: number;
      }[];
      const audited = async () => (await app.db.selectFrom('audit_entries').select('id').execute()).length;
      const before = await audited();
      expect((await student.post(`/api/user/invitations/${created[0]!.id}/accept`)).statusCode).toBe(200);
      expect(await audited()).toBe(before);
    });
  });
});
