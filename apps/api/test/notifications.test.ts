import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

interface NotificationBody {
  id: number;
  type: string;
  kind: string | null;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'teacher', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;

  async function setLanguage(userId: number, language: 'lt' | 'en') {
    await app.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
  }

  async function listOf(agent: Agent, query = ''): Promise<{ data: NotificationBody[]; meta: Record<string, number> }> {
    const response = await agent.get(`/api/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function unread(agent: Agent): Promise<number> {
    const response = await agent.get('/api/notifications/unread-count');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.count;
  }

  /** `count` notifications for the user, written straight into the table (newest last). */
  async function seed(userId: number, count: number) {
    for (let index = 0; index < count; index += 1) {
      await app.db
        .insertInto('notifications')
        .values({
          user_id: userId,
          type: 'App\\Notifications\\EventCreated',
          data: JSON.stringify({
            reservation_id: index + 1,
            reservation_name: `Message ${index + 1}`,
            actor_name: null,
          }),
          read_at: null,
          created_at: new Date(NOW.getTime() + index * 1000).toISOString(),
        })
        .execute();
    }
  }

  describe('when a reservation is created', () => {
    it('should tell the person responsible, the invitees and the group members once each, in their language', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      const { agent: invitee, id: inviteeId } = await signIn(app, 'petras');
      const { agent: member, id: memberId } = await signIn(app, 'rasa');
      await setLanguage(responsibleId, 'en');
      await setLanguage(inviteeId, 'lt');
      await setLanguage(memberId, 'lt');
      // Petras is both invited and in the group: he gets the invitation only.
      const groupId = await createGroup(app, 'PS 1', [memberId, inviteeId]);

      const created = await teacher.post(
        itemUrl(),
        lecture({
          name: 'Algebra',
          person_responsible: responsibleId,
          invitations: [inviteeId],
          groups: [groupId],
          repeater: { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: [] },
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const firstId = created.json().data[0].id as number;

      const [toResponsible] = (await listOf(responsible)).data;
      expect(toResponsible).toMatchObject({
        type: 'App\\Notifications\\PersonResponsibleNotification',
        kind: 'person_responsible',
        read_at: null,
        created_at: NOW.toISOString(),
        data: {
          subject: 'Person Responsible',
          message: 'User teacher made you the person responsible for “Algebra” Nov 23, 2026, 10:00 (3 dates).',
          reservation_count: 3,
          action_url: `/reservations/${firstId}`,
          reservation_id: firstId,
          reservation_name: 'Algebra',
          reservation_type: 'lecture',
          reservation_from: '2026-11-23T08:00:00.000Z',
          reservation_to: '2026-11-23T09:30:00.000Z',
        },
      });
      const invitations = (await listOf(invitee)).data;
      expect(invitations).toHaveLength(1);
      expect(invitations[0]).toMatchObject({
        type: 'App\\Notifications\\InvitationNotification',
        data: {
          subject: 'Naujas kvietimas',
          message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00 (3 datos).',
        },
      });
      expect((await listOf(member)).data).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\EventCreated',
          data: expect.objectContaining({ subject: 'Naujas renginys' }),
        }),
      ]);
      expect((await listOf(teacher)).data).toEqual([]);
    });

    it('should not tell anybody of a reservation with nobody else tied to it', async () => {
      expect((await teacher.post(itemUrl(), lecture())).statusCode).toBe(201);
      const rows = await app.db.selectFrom('notifications').selectAll().execute();
      expect(rows).toEqual([]);
    });

    it('should write nothing when the reservation is refused', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      await teacher.post(itemUrl(), lecture());
      const clash = await teacher.post(itemUrl(), lecture({ person_responsible: responsibleId }));
      expect(clash.statusCode).toBe(422);
      expect(await unread(responsible)).toBe(0);
    });
  });

  describe('when an occurrence leaves its series', () => {
    it('should tell its person responsible that it is detached', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      await setLanguage(responsibleId, 'en');
      const created = await teacher.post(
        itemUrl(),
        lecture({
          person_responsible: responsibleId,
          repeater: { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: [] },
        }),
      );
      const second = created.json().data[1] as { id: number };
      const moved = await teacher.put(
        `${itemUrl()}/${second.id}`,
        lecture({
          person_responsible: responsibleId,
          from: '2026-12-01',
          to: '2026-12-01',
          update_selection_repeater: 'this',
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const [newest] = (await listOf(responsible)).data;
      expect(newest).toMatchObject({
        type: 'App\\Notifications\\DetachedNotification',
        data: { subject: 'Event Detached', reservation_id: second.id, reservation_from: '2026-12-01T08:00:00.000Z' },
      });
    });
  });

  describe('when a reservation or its series is changed or deleted', () => {
    const weekly = { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: [] };

    /** A weekly lecture (3 occurrences) with a person responsible (en), an invitee (lt) and a group member (lt). */
    async function involvedLecture(overrides: Record<string, unknown> = { repeater: weekly }) {
      const responsible = await signIn(app, 'ona', ['teacher']);
      const invitee = await signIn(app, 'petras');
      const member = await signIn(app, 'rasa');
      await setLanguage(responsible.id, 'en');
      await setLanguage(invitee.id, 'lt');
      await setLanguage(member.id, 'lt');
      const groupId = await createGroup(app, 'PS 1', [member.id]);
      const body = {
        person_responsible: responsible.id,
        invitations: [invitee.id],
        groups: [groupId],
        ...overrides,
      };
      const created = await teacher.post(itemUrl(), lecture(body));
      expect(created.statusCode, created.body).toBe(201);
      // What creating it told them is not what these tests are about.
      for (const { agent } of [responsible, invitee, member]) {
        await agent.delete('/api/notifications');
      }
      await app.db.deleteFrom('outbox').execute();
      return { responsible, invitee, member, body, rows: created.json().data as { id: number }[] };
    }

    it('should tell everyone tied to a series moved as a whole that it changed, in their language', async () => {
      const { responsible, invitee, member, body, rows } = await involvedLecture();
      const moved = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          ...body,
          from: '2026-11-24',
          to: '2026-11-24',
          update_selection_repeater: 'all',
          repeater: undefined,
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const firstId = (moved.json().data as { id: number }[])[0]!.id;
      expect((await listOf(responsible.agent)).data).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\ReservationChangedNotification',
          kind: 'changed',
          data: expect.objectContaining({
            subject: 'Reservation Changed',
            // Moved a day later, the rule ending on 7 December keeps two occurrences; the e-mail says from when.
            message:
              'User teacher moved “Algebra” (2 dates) from Mon Nov 23, 2026, 10:00–11:30 to Tue Nov 24, 2026, 10:00–11:30.',
            action_url: `/reservations/${firstId}`,
            reservation_count: 2,
          }),
        }),
      ]);
      for (const agent of [invitee.agent, member.agent]) {
        expect((await listOf(agent)).data).toEqual([
          expect.objectContaining({
            kind: 'changed',
            data: expect.objectContaining({
              subject: 'Rezervacija pakeista',
              message:
                'User teacher perkėlė „Algebra“ (2 datos) iš pr 2026-11-23 10:00–11:30 į an 2026-11-24 10:00–11:30.',
            }),
          }),
        ]);
      }
      expect((await listOf(teacher)).data).toEqual([]);
    });

    it('should tell them of an upcoming-part edit and of a single reservation moved', async () => {
      const { invitee, body, rows } = await involvedLecture();
      const upcoming = await teacher.put(
        `${itemUrl()}/${rows[1]!.id}`,
        lecture({
          ...body,
          from: '2026-11-30',
          to: '2026-11-30',
          name: 'Algebra 2',
          update_selection_repeater: 'upcoming',
        }),
      );
      expect(upcoming.statusCode, upcoming.body).toBe(200);
      expect((await listOf(invitee.agent)).data.map((row) => [row.kind, row.data.reservation_count])).toEqual([
        ['changed', 2],
      ]);

      const single = (
        await teacher.post(itemUrl(), lecture({ from: '2026-12-09', to: '2026-12-09', invitations: [invitee.id] }))
      ).json().data[0] as { id: number };
      await invitee.agent.delete('/api/notifications');
      const moved = await teacher.put(
        `${itemUrl()}/${single.id}`,
        lecture({ from: '2026-12-10', to: '2026-12-10', invitations: [invitee.id] }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await listOf(invitee.agent)).data).toEqual([
        expect.objectContaining({
          kind: 'changed',
          data: expect.objectContaining({ reservation_id: single.id, reservation_from: '2026-12-10T08:00:00.000Z' }),
        }),
      ]);
    });

    it('should invite a newly invited user and tell the newly responsible, not send them "changed" as well', async () => {
      const { responsible, invitee, body, rows } = await involvedLecture();
      const { agent: newcomer, id: newcomerId } = await signIn(app, 'jonas');
      const { agent: nextResponsible, id: nextResponsibleId } = await signIn(app, 'aldona', ['teacher']);
      const edited = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          ...body,
          person_responsible: nextResponsibleId,
          invitations: [invitee.id, newcomerId],
          update_selection_repeater: 'all',
          repeater: undefined,
        }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await listOf(newcomer)).data.map((row) => row.kind)).toEqual(['invitation']);
      expect((await listOf(nextResponsible)).data.map((row) => row.kind)).toEqual(['person_responsible']);
      expect((await listOf(invitee.agent)).data.map((row) => row.kind)).toEqual(['changed']);
      // The former person responsible is no longer tied to it.
      expect((await listOf(responsible.agent)).data).toEqual([]);
    });

    it('should tell the group members too when an occurrence leaves its series', async () => {
      const { member, invitee, body, rows } = await involvedLecture();
      const moved = await teacher.put(
        `${itemUrl()}/${rows[1]!.id}`,
        lecture({
          ...body,
          from: '2026-12-01',
          to: '2026-12-01',
          update_selection_repeater: 'this',
          repeater: undefined,
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      for (const agent of [member.agent, invitee.agent]) {
        expect((await listOf(agent)).data).toEqual([
          expect.objectContaining({
            type: 'App\\Notifications\\DetachedNotification',
            data: expect.objectContaining({ reservation_id: rows[1]!.id, action_url: `/reservations/${rows[1]!.id}` }),
          }),
        ]);
      }
    });

    it('should send a DetachedNotification when one occurrence is deleted on its own, with it cancelled in the .ics', async () => {
      const { responsible, member, rows } = await involvedLecture();
      const deleted = await teacher.delete(`${itemUrl()}/${rows[1]!.id}?update_selection_repeater=this`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await listOf(responsible.agent)).data).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\DetachedNotification',
          data: expect.objectContaining({
            message: '“Algebra” Nov 30, 2026, 10:00 was cancelled on its own: the rest of its series stays.',
            action_url: '/',
            action_text: 'Open the timetable',
          }),
        }),
      ]);
      expect((await listOf(member.agent)).data[0]!.data.message).toBe(
        'Atšauktas vienas serijos įvykis: „Algebra“ 2026-11-30 10:00; kiti serijos įvykiai lieka.',
      );
      const mails = await app.db.selectFrom('outbox').select(['subject', 'ics']).execute();
      expect(mails.length).toBeGreaterThan(0);
      // The occurrence cancelled in the calendars that imported it (docs/decisions/ics-cancellations.md).
      expect(mails.every((mail) => mail.ics?.includes('STATUS:CANCELLED'))).toBe(true);
      expect(mails.every((mail) => mail.ics?.includes(`UID:reservation-${rows[1]!.id}@laikas`))).toBe(true);
    });

    it('should tell everyone tied to a series deleted as a whole that it was cancelled', async () => {
      const { responsible, invitee, member, rows } = await involvedLecture();
      const deleted = await teacher.delete(`${itemUrl()}/${rows[0]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await listOf(responsible.agent)).data).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\ReservationCancelledNotification',
          kind: 'cancelled',
          data: expect.objectContaining({
            subject: 'Reservation Cancelled',
            message: 'User teacher cancelled “Algebra” Nov 23, 2026, 10:00 (3 dates).',
            reservation_count: 3,
            action_url: '/',
          }),
        }),
      ]);
      for (const agent of [invitee.agent, member.agent]) {
        expect((await listOf(agent)).data[0]!.data).toMatchObject({
          subject: 'Rezervacija atšaukta',
          message: 'User teacher atšaukė: „Algebra“ 2026-11-23 10:00 (3 datos).',
        });
      }
      expect((await listOf(teacher)).data).toEqual([]);
    });

    it('should not tell an invitee who declined', async () => {
      const { invitee, rows } = await involvedLecture();
      expect((await invitee.agent.post(`/api/user/invitations/${rows[0]!.id}/decline`)).statusCode).toBe(200);
      await teacher.delete(`${itemUrl()}/${rows[0]!.id}?update_selection_repeater=all`);
      expect((await listOf(invitee.agent)).data).toEqual([]);
    });

    it('should send a DetachedNotification when a member leaves its batch', async () => {
      const second = await createResource(app, 'Room 102');
      const { responsible, body, rows } = await involvedLecture({ reservable: [second.resourceId] });
      expect(rows).toHaveLength(2);
      const edited = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({ ...body, name: 'Algebra alone', update_selection_batch: 'this' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await listOf(responsible.agent)).data.map((row) => row.kind)).toEqual(['detached']);
    });
  });

  // Issue 27: administrators were not told that a booking waits for their approval.
  describe('when a reservation waits for approval', () => {
    it('should ask every enabled user who may approve, once, in their language, by e-mail too', async () => {
      const pendingRoom = await createResource(app, 'Aula', { approved: 0 });
      const { agent: admin, id: adminId } = await signIn(app, 'admin', ['admin']);
      const { agent: superAdmin, id: superId } = await signIn(app, 'root', ['super_admin']);
      const { id: disabledId } = await signIn(app, 'former', ['admin']);
      await app.db.updateTable('users').set({ disabled_at: NOW.toISOString() }).where('id', '=', disabledId).execute();
      await setLanguage(adminId, 'lt');
      await setLanguage(superId, 'en');
      const { agent: student } = await signIn(app, 'ona');

      const created = await student.post(
        `/api/items/${pendingRoom.itemIds[0]}/reservations`,
        lecture({ name: 'Defence', repeater: { type: 'weekly', interval: 1, until: '2026-12-07' } }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data[0].status).toBe('pending');

      const [asked] = (await listOf(admin)).data;
      expect((await listOf(admin)).data).toHaveLength(1);
      expect(asked).toMatchObject({
        kind: 'awaiting_approval',
        data: {
          subject: 'Rezervacija laukia patvirtinimo',
          message: 'User ona rezervavo „Defence“ 2026-11-23 10:00 (3 datos); rezervacija laukia patvirtinimo.',
          action_url: `/reservations/${created.json().data[0].id}`,
        },
      });
      expect((await listOf(superAdmin)).data.map((row) => [row.kind, row.data.subject])).toEqual([
        ['awaiting_approval', 'Reservation Awaiting Approval'],
      ]);
      expect((await listOf(student)).data).toEqual([]);
      expect((await listOf(teacher)).data).toEqual([]);
      const mail = await app.db.selectFrom('outbox').select(['user_id', 'subject']).orderBy('user_id').execute();
      expect(mail.map((row) => row.user_id)).toEqual([adminId, superId]);
      const disabledNotes = await app.db.selectFrom('notifications').select('id').where('user_id', '=', disabledId);
      expect(await disabledNotes.execute()).toEqual([]);
    });

    it('should ask nobody when the reservation needs no approval', async () => {
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      const { agent: student } = await signIn(app, 'ona');
      expect((await student.post(itemUrl(), lecture())).statusCode).toBe(201);
      expect((await listOf(admin)).data).toEqual([]);
    });
  });

  // Issue 28: a notification is stored as its kind and parameters and rendered in its reader's current language.
  describe('when the reader switches language', () => {
    it('should show the same notifications in the new language, links included, and back', async () => {
      const { agent: student, id: studentId } = await signIn(app, 'petras');
      await setLanguage(studentId, 'lt');
      const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', invitations: [studentId] }));
      expect(created.statusCode, created.body).toBe(201);
      const reservationId = created.json().data[0].id as number;
      // The browser's own Accept-Language (a Lithuanian machine) does not decide: the reader's chosen language does.
      const read = async () => {
        const response = await student.request('GET', '/api/notifications', undefined, {
          headers: { 'accept-language': 'lt-LT,lt;q=0.9' },
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { data: NotificationBody[] }).data.map((notification) => notification.data);
      };

      const lithuanian = {
        subject: 'Naujas kvietimas',
        message: 'User teacher kviečia jus: „Algebra“ 2026-11-23 10:00.',
        action_text: 'Atsakyti į kvietimą',
        action_url: `/reservations/${reservationId}`,
      };
      expect(await read()).toEqual([expect.objectContaining(lithuanian)]);
      expect((await student.post('/api/set-language', { language: 'en' })).statusCode).toBeLessThan(300);
      expect(await read()).toEqual([
        expect.objectContaining({
          subject: 'New Invitation',
          message: 'User teacher invited you to “Algebra” Nov 23, 2026, 10:00.',
          action_text: 'Answer the invitation',
          action_url: `/reservations/${reservationId}`,
        }),
      ]);
      expect((await listOf(student)).data[0]!.data).toMatchObject({ subject: 'New Invitation' });
      expect((await student.post('/api/set-language', { language: 'lt' })).statusCode).toBeLessThan(300);
      expect(await read()).toEqual([expect.objectContaining(lithuanian)]);
    });

    it('should write the e-mail to an English-speaking teacher in English while the sender works in Lithuanian', async () => {
      const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      await setLanguage(responsibleId, 'en');
      await app.db.updateTable('users').set({ email: 'ona@example.org' }).where('id', '=', responsibleId).execute();
      const created = await teacher.request(
        'POST',
        itemUrl(),
        lecture({ name: 'Algebra', person_responsible: responsibleId }),
        { headers: { 'accept-language': 'lt' } },
      );
      expect(created.statusCode, created.body).toBe(201);
      const mails = await app.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).execute();
      expect(mails).toEqual([
        {
          to_address: 'ona@example.org',
          subject: 'Person Responsible',
          text_body: expect.stringContaining(
            'User teacher made you the person responsible for “Algebra” Nov 23, 2026, 10:00.\n\nView reservation: ',
          ),
        },
      ]);
    });

    it('should render a rejection with its reason in the reader language', async () => {
      const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra' }));
      expect(created.statusCode, created.body).toBe(201);
      const row = await app.db
        .selectFrom('reservations')
        .selectAll()
        .where('id', '=', created.json().data[0].id as number)
        .executeTakeFirstOrThrow();
      await app.db.deleteFrom('notifications').execute();
      await app.db.transaction().execute(async (trx) => {
        await app.notificationService.notifyApprovalDecision(trx, row, 'rejected', null, 'Salė remontuojama');
      });
      expect((await teacher.post('/api/set-language', { language: 'en' })).statusCode).toBeLessThan(300);
      const response = await teacher.get('/api/notifications');
      expect(response.json().data[0].data.message).toBe(
        'Your reservation “Algebra” Nov 23, 2026, 10:00 was rejected. Reason: Salė remontuojama',
      );
    });
  });

  describe('notifyApprovalDecision', () => {
    it('should tell the author of a pending reservation that it was approved, in the caller transaction', async () => {
      const { agent: student, id: studentId } = await signIn(app, 'ona');
      await setLanguage(studentId, 'lt');
      const created = await student.post(itemUrl(), lecture());
      expect(created.statusCode, created.body).toBe(201);
      const row = await app.db
        .selectFrom('reservations')
        .selectAll()
        .where('id', '=', created.json().data[0].id)
        .executeTakeFirstOrThrow();
      await app.db.transaction().execute(async (trx) => {
        await app.notificationService.notifyApprovalDecision(trx, row, 'approved', { id: 999, name: 'Admin' });
      });
      await expect(
        app.db.transaction().execute(async (trx) => {
          await app.notificationService.notifyApprovalDecision(trx, row, 'rejected');
          throw new Error('the decision fails');
        }),
      ).rejects.toThrow('the decision fails');
      expect((await listOf(student)).data).toEqual([
        expect.objectContaining({
          type: 'App\\Notifications\\ReservationApprovedNotification',
          data: expect.objectContaining({
            subject: 'Rezervacija patvirtinta',
            message: 'Jūsų rezervacija patvirtinta: „Algebra“ 2026-11-23 10:00.',
          }),
        }),
      ]);
    });
  });

  describe('GET /api/notifications', () => {
    it('should page newest first, 15 by default, with meta', async () => {
      const { agent, id } = await signIn(app, 'ona');
      await seed(id, 17);
      const first = await listOf(agent);
      expect(first.data).toHaveLength(15);
      expect(first.data[0]!.data.reservation_name).toBe('Message 17');
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 17 });
      const second = await listOf(agent, '?page=2');
      expect(second.data.map((row) => row.data.reservation_name)).toEqual(['Message 2', 'Message 1']);
      const bell = await listOf(agent, '?page=1&per_page=5');
      expect(bell.data).toHaveLength(5);
      expect(bell.meta).toEqual({ current_page: 1, last_page: 4, per_page: 5, total: 17 });
    });

    it('should show only the signed-in user their own', async () => {
      const { id } = await signIn(app, 'ona');
      await seed(id, 2);
      expect((await listOf(teacher)).data).toEqual([]);
      expect(await unread(teacher)).toBe(0);
    });

    it.each([['?page=0'], ['?per_page=0'], ['?per_page=101'], ['?page=abc']])(
      'should answer 422 for %s',
      async (query) => {
        const response = await teacher.get(`/api/notifications${query}`);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toBeDefined();
      },
    );

    it('should answer 401 without a session', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/notifications/{id}/read', () => {
    it('should mark one read and lower the unread count', async () => {
      const { agent, id } = await signIn(app, 'ona');
      await seed(id, 2);
      expect(await unread(agent)).toBe(2);
      const [newest] = (await listOf(agent)).data;
      const response = await agent.patch(`/api/notifications/${newest!.id}/read`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: newest!.id, read_at: NOW.toISOString() });
      expect(await unread(agent)).toBe(1);
      // Marking it again changes nothing.
      expect((await agent.patch(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(200);
      expect(await unread(agent)).toBe(1);
    });

    it("should answer 404 for another user's notification and leave it unread", async () => {
      const { agent, id } = await signIn(app, 'ona');
      await seed(id, 1);
      const [own] = (await listOf(agent)).data;
      const response = await teacher.patch(`/api/notifications/${own!.id}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Pranešimas nerastas.');
      expect(await unread(agent)).toBe(1);
    });

    it('should answer 422 for an id that is not a number', async () => {
      expect((await teacher.patch('/api/notifications/abc/read')).statusCode).toBe(422);
    });
  });

  describe('PATCH /api/notifications/read-all', () => {
    it('should mark all of the user read and no one else', async () => {
      const { agent, id } = await signIn(app, 'ona');
      const { agent: other, id: otherId } = await signIn(app, 'petras');
      await seed(id, 3);
      await seed(otherId, 2);
      expect((await agent.patch('/api/notifications/read-all')).statusCode).toBe(204);
      expect(await unread(agent)).toBe(0);
      expect(await unread(other)).toBe(2);
    });
  });

  describe('DELETE /api/notifications/{id}', () => {
    it('should delete one of the user', async () => {
      const { agent, id } = await signIn(app, 'ona');
      await seed(id, 2);
      const [newest] = (await listOf(agent)).data;
      expect((await agent.delete(`/api/notifications/${newest!.id}`)).statusCode).toBe(204);
      expect((await listOf(agent)).data.map((row) => row.data.reservation_name)).toEqual(['Message 1']);
      expect(await unread(agent)).toBe(1);
      expect((await agent.delete(`/api/notifications/${newest!.id}`)).statusCode).toBe(404);
    });

    it("should answer 404 for another user's notification and keep it", async () => {
      const { agent, id } = await signIn(app, 'ona');
      await seed(id, 1);
      const [own] = (await listOf(agent)).data;
      expect((await teacher.delete(`/api/notifications/${own!.id}`)).statusCode).toBe(404);
      expect((await listOf(agent)).data).toHaveLength(1);
    });

    it('should answer 422 for a negative id', async () => {
      expect((await teacher.delete('/api/notifications/-1')).statusCode).toBe(422);
    });
  });

  describe('DELETE /api/notifications', () => {
    it("should delete all of the user's and no one else's", async () => {
      const { agent, id } = await signIn(app, 'ona');
      const { agent: other, id: otherId } = await signIn(app, 'petras');
      await seed(id, 3);
      await seed(otherId, 1);
      expect((await agent.delete('/api/notifications')).statusCode).toBe(204);
      expect((await listOf(agent)).data).toEqual([]);
      expect(await unread(agent)).toBe(0);
      expect((await listOf(other)).data).toHaveLength(1);
    });
  });
  describe('GET and PUT /api/user/notification-settings', () => {
    it('should offer every kind by e-mail until the user chooses, then keep the choice', async () => {
      const all = await teacher.get('/api/user/notification-settings');
      expect(all.statusCode).toBe(200);
      expect(all.json().data.email).toEqual([
        'daily_reminder',
        'person_responsible',
        'invitation',
        'invitation_answered',
        'event_created',
        'detached',
        'approved',
        'rejected',
        'changed',
        'cancelled',
        'awaiting_approval',
        'timetable_published',
      ]);
      const saved = await teacher.put('/api/user/notification-settings', { email: ['invitation', 'daily_reminder'] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.email).toEqual(['daily_reminder', 'invitation']);
      expect((await teacher.get('/api/user/notification-settings')).json().data.email).toEqual([
        'daily_reminder',
        'invitation',
      ]);
      expect((await teacher.put('/api/user/notification-settings', { email: [] })).json().data.email).toEqual([]);
    });

    it.each([[{ email: ['spam'] }], [{ email: 'invitation' }], [{}]])('should answer 422 for %j', async (body) => {
      const response = await teacher.put('/api/user/notification-settings', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toBeDefined();
    });
  });
});
