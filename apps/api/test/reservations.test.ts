import { type FastifyInstance } from 'fastify';
import { shiftDate } from '@laikas/contract/time';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, countReservations, createAnnex, createGroup, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('reservations on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;
  let userId: number;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    // A teacher: only teachers (and managers) name another person responsible or attach groups (issue 13).
    ({ agent, id: userId } = await signIn(app, 'jonas', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;

  describe('POST /api/items/{itemId}/reservations', () => {
    it('should create a lecture and answer with its occurrence in local time', async () => {
      const response = await agent.post(itemUrl(), lecture());
      expect(response.statusCode, response.body).toBe(201);
      const [created] = response.json().data;
      expect(created).toMatchObject({
        name: 'Algebra',
        from: '2026-11-23',
        to: '2026-11-23',
        from_time: { hours: 10, minutes: 0 },
        to_time: { hours: 11, minutes: 30 },
        starts_at: '2026-11-23T08:00:00.000Z',
        type: 'lecture',
        status: 'approved',
        reservable: { id: room.resourceId, name: 'Room 101' },
        item_id: room.itemIds[0],
        is_remote: 0,
        user: { id: userId },
        repeater: null,
        is_batch: false,
        can_edit: true,
        can_delete: true,
      });
    });

    it('should return 422 with repeater_overlaps when the slot is taken, and save nothing', async () => {
      expect((await agent.post(itemUrl(), lecture({ name: 'First' }))).statusCode).toBe(201);
      const response = await agent.post(itemUrl(), lecture({ name: 'Second' }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { from: expect.any(Array) },
        repeater_overlaps: [
          { name: 'First', from: '2026-11-23 10:00', to: '2026-11-23 11:30', reservable: { name: 'Room 101' } },
        ],
      });
      expect(await countReservations(app)).toBe(1);
    });

    it('should accept a reservation that touches another one end to start', async () => {
      await agent.post(itemUrl(), lecture());
      const response = await agent.post(
        itemUrl(),
        lecture({ from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 } }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const touching = await agent.post(
        itemUrl(),
        lecture({ type: 'event', from_time: { hours: 9, minutes: 0 }, to_time: { hours: 9, minutes: 30 } }),
      );
      expect(touching.statusCode, touching.body).toBe(201);
    });

    it('should fit as many reservations at once as the item has places', async () => {
      await app.db.updateTable('items').set({ available_spaces: 2 }).where('id', '=', room.itemIds[0]!).execute();
      expect((await agent.post(itemUrl(), lecture())).statusCode).toBe(201);
      expect((await agent.post(itemUrl(), lecture())).statusCode).toBe(201);
      expect((await agent.post(itemUrl(), lecture())).statusCode).toBe(422);
    });

    it('should let a pending reservation hold its place', async () => {
      const approvalRoom = await createResource(app, 'Hall', { approved: 0 });
      const url = `/api/items/${approvalRoom.itemIds[0]}/reservations`;
      const first = await agent.post(url, lecture());
      expect(first.json().data[0].status).toBe('pending');
      expect((await agent.post(url, lecture())).statusCode).toBe(422);
    });

    it.each([
      {
        name: 'an end before the start',
        body: lecture({ from_time: { hours: 12, minutes: 0 }, to_time: { hours: 10, minutes: 0 } }),
        field: 'to',
      },
      { name: 'a lecture off the slots', body: lecture({ from_time: { hours: 10, minutes: 15 } }), field: 'from' },
      {
        name: 'an event off the 30-minute step',
        body: lecture({ type: 'event', to_time: { hours: 11, minutes: 10 } }),
        field: 'to',
      },
      {
        name: 'a span over a forbidden gap',
        body: lecture({ type: 'event', to_time: { hours: 12, minutes: 30 } }),
        field: 'to',
      },
      { name: 'a missing name', body: lecture({ name: '' }), field: 'name' },
      { name: 'an unknown type', body: lecture({ type: 'party' }), field: 'type' },
      { name: 'malformed times', body: lecture({ from_time: '25:99' }), field: 'from_time' },
      {
        name: 'minutes out of range',
        body: lecture({ from_time: { hours: 10, minutes: 75 } }),
        field: 'from_time.minutes',
      },
      { name: 'a malformed date', body: lecture({ from: '23/11/2026' }), field: 'from' },
      { name: 'an impossible date', body: lecture({ from: '2026-02-30', to: '2026-02-30' }), field: 'from' },
      { name: 'a different end day', body: lecture({ to: '2026-11-24' }), field: 'to' },
      { name: 'a start in the past', body: lecture({ from: '2026-11-20', to: '2026-11-20' }), field: 'from' },
      {
        name: 'an unknown person responsible',
        body: lecture({ person_responsible: 99999 }),
        field: 'person_responsible',
      },
      { name: 'an unknown annex', body: lecture({ annexes: [99999] }), field: 'annexes' },
      {
        name: 'remote on a resource without remote',
        body: lecture({ is_remote: 1, remote_address: 'https://meet.example/a' }),
        field: 'is_remote',
      },
      {
        name: 'interval 0',
        body: lecture({ repeater: { type: 'weekly', interval: 0, until: '2026-12-31', weekdays: [] } }),
        field: 'repeater.interval',
      },
      {
        name: 'interval 21',
        body: lecture({ repeater: { type: 'weekly', interval: 21, until: '2026-12-31', weekdays: [] } }),
        field: 'repeater.interval',
      },
      {
        name: 'until in the past',
        body: lecture({ repeater: { type: 'daily', interval: 1, until: '2026-11-01', weekdays: [] } }),
        field: 'repeater.until',
      },
      {
        name: 'a ten-year series',
        body: lecture({ repeater: { type: 'weekly', interval: 1, until: '2036-11-23', weekdays: [] } }),
        field: 'repeater.until',
      },
      {
        name: 'an unknown repeater type',
        body: lecture({ repeater: { type: 'hourly', interval: 1, until: '2026-12-31', weekdays: [] } }),
        field: 'repeater.type',
      },
    ])('should return 422 naming $field for $name, saving nothing', async ({ body, field }) => {
      const response = await agent.post(itemUrl(), body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
      expect(await countReservations(app)).toBe(0);
    });

    it('should answer 404 for an unknown item', async () => {
      const response = await agent.post('/api/items/99999/reservations', lecture());
      expect(response.statusCode).toBe(404);
    });

    it('should answer 400 for a body that is not JSON', async () => {
      const response = await agent.request('POST', itemUrl(), '{"name":', {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('should answer 403 on a resource closed to the user', async () => {
      const closed = await createResource(app, 'Lab', { allow_anybody: 0 });
      const response = await agent.post(`/api/items/${closed.itemIds[0]}/reservations`, lecture());
      expect(response.statusCode).toBe(403);
    });

    it('should let a member of the resource’s group reserve a closed resource', async () => {
      const closed = await createResource(app, 'Lab', { allow_anybody: 0 });
      const groupId = await createGroup(app, 'PS-1', [userId]);
      await app.db
        .insertInto('group_resources')
        .values({ group_id: groupId, resource_id: closed.resourceId })
        .execute();
      const response = await agent.post(`/api/items/${closed.itemIds[0]}/reservations`, lecture());
      expect(response.statusCode, response.body).toBe(201);
    });

    it('should answer 401 without a session', async () => {
      const { Agent } = await import('./helper.js');
      const anonymous = new Agent(app);
      expect((await anonymous.post(itemUrl(), lecture())).statusCode).toBe(401);
    });

    it('should store groups, invitations and annexes with the reservation', async () => {
      const { id: invitedId } = await signIn(app, 'ona', ['teacher']);
      const groupId = await createGroup(app, 'PS-2');
      const annexId = await createAnnex(app, 'Projector');
      const response = await agent.post(
        itemUrl(),
        lecture({
          groups: [groupId],
          invitations: [{ id: invitedId }],
          annexes: [annexId],
          person_responsible: invitedId,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data[0]).toMatchObject({
        groups: [{ id: groupId, name: 'PS-2' }],
        invitations: [{ id: invitedId }],
        annexes: [{ id: annexId, name: 'Projector' }],
        has_annexes: true,
        person_responsible: invitedId,
        responsible: { id: invitedId },
      });
    });
  });

  describe('repeating reservations', () => {
    const weekly = (until = '2026-12-14') =>
      lecture({ repeater: { type: 'weekly', interval: 1, until, weekdays: ['monday'] } });

    it('should create one occurrence per date of the rule', async () => {
      const response = await agent.post(itemUrl(), weekly());
      expect(response.statusCode, response.body).toBe(201);
      const dates = response.json().data.map((reservation: { from: string }) => reservation.from);
      expect(dates).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
      expect(response.json().data[0].repeater).toEqual({
        type: 'weekly',
        interval: 1,
        until: '2026-12-14',
        weekdays: ['monday'],
        starts_on: '2026-11-23',
        excluded_dates: [],
      });
    });

    it('should list every clash of a series and save none of it', async () => {
      await agent.post(itemUrl(), lecture({ name: 'Exam', from: '2026-12-07', to: '2026-12-07' }));
      await agent.post(itemUrl(), lecture({ name: 'Talk', from: '2026-12-14', to: '2026-12-14' }));
      const response = await agent.post(itemUrl(), weekly());
      expect(response.statusCode).toBe(422);
      expect(response.json().repeater_overlaps.map((overlap: { name: string }) => overlap.name)).toEqual([
        'Exam',
        'Talk',
      ]);
      // The form's own date (23 November) is free: the summary under it names the later dates, not its time.
      expect(response.json().errors.from).toEqual(['2 vėlesnės kartojimo datos jau užimtos']);
      const english = await agent.request('POST', itemUrl(), weekly(), { headers: { 'accept-language': 'en' } });
      expect(english.json().errors.from).toEqual(['2 later dates of the repetition are already taken']);
      await agent.post(itemUrl(), lecture({ name: 'First', from: '2026-11-23', to: '2026-11-23' }));
      const firstTaken = await agent.request('POST', itemUrl(), weekly(), { headers: { 'accept-language': 'en' } });
      expect(firstTaken.json().errors.from).toEqual(['The time is already taken']);
      expect(await countReservations(app)).toBe(3);
    });

    it('should keep 10:00 local across the start of summer time', async () => {
      const response = await agent.post(
        itemUrl(),
        lecture({
          from: '2027-03-22',
          to: '2027-03-22',
          repeater: { type: 'weekly', interval: 1, until: '2027-04-05', weekdays: [] },
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json().data as { from_time: unknown; starts_at: string }[];
      expect(data.map((reservation) => reservation.from_time)).toEqual(Array(3).fill({ hours: 10, minutes: 0 }));
      expect(data.map((reservation) => reservation.starts_at)).toEqual([
        '2027-03-22T08:00:00.000Z',
        '2027-03-29T07:00:00.000Z',
        '2027-04-05T07:00:00.000Z',
      ]);
    });

    it('should detach one occurrence with scope this', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      const second = created[1]!;
      const response = await agent.put(
        `${itemUrl()}/${second.id}`,
        lecture({
          name: 'Moved',
          from: '2026-11-30',
          to: '2026-11-30',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          update_selection_repeater: 'this',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data[0]).toMatchObject({ id: second.id, name: 'Moved', detached: true, repeater: null });
      const others = await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-14`);
      expect(others.json().data.map((reservation: { name: string }) => reservation.name)).toEqual([
        'Algebra',
        'Moved',
        'Algebra',
        'Algebra',
      ]);
    });

    it('should split the series with scope upcoming', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      const response = await agent.put(
        `${itemUrl()}/${created[2]!.id}`,
        lecture({
          name: 'Algebra II',
          from: '2026-12-07',
          to: '2026-12-07',
          repeater: { type: 'weekly', interval: 1, until: '2026-12-21', weekdays: ['monday'] },
          update_selection_repeater: 'upcoming',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const week = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        name: string;
        from: string;
        repeater: { until: string };
      }[];
      expect(week.map((reservation) => [reservation.from, reservation.name, reservation.repeater.until])).toEqual([
        ['2026-11-23', 'Algebra', '2026-12-06'],
        ['2026-11-30', 'Algebra', '2026-12-06'],
        ['2026-12-07', 'Algebra II', '2026-12-21'],
        ['2026-12-14', 'Algebra II', '2026-12-21'],
        ['2026-12-21', 'Algebra II', '2026-12-21'],
      ]);
    });

    it('should move every future occurrence with scope all and keep a detached one', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      await agent.put(
        `${itemUrl()}/${created[1]!.id}`,
        lecture({ name: 'Special', from: '2026-11-30', to: '2026-11-30', update_selection_repeater: 'this' }),
      );
      const response = await agent.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] },
          update_selection_repeater: 'all',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const week = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        name: string;
        from: string;
        from_time: { hours: number };
      }[];
      expect(week.map((reservation) => [reservation.from, reservation.name, reservation.from_time.hours])).toEqual([
        ['2026-11-23', 'Algebra', 12],
        ['2026-11-30', 'Special', 10],
        ['2026-12-07', 'Algebra', 12],
        ['2026-12-14', 'Algebra', 12],
      ]);
    });

    it('should reject a scope-all move onto a taken time and change nothing', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      await agent.post(
        itemUrl(),
        lecture({
          name: 'Seminar',
          from: '2026-12-07',
          to: '2026-12-07',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
        }),
      );
      const response = await agent.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          update_selection_repeater: 'all',
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().repeater_overlaps).toEqual([
        { name: 'Seminar', from: '2026-12-07 12:00', to: '2026-12-07 13:30', reservable: { name: 'Room 101' } },
      ]);
      const week = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        from_time: { hours: number };
      }[];
      expect(week.map((reservation) => reservation.from_time.hours)).toEqual([10, 10, 10, 12, 10]);
    });

    it('should delete upcoming occurrences and end the rule the day before', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      const response = await agent.delete(`${itemUrl()}/${created[2]!.id}?update_selection_repeater=upcoming`);
      expect(response.statusCode).toBe(204);
      const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        from: string;
        repeater: { until: string };
      }[];
      expect(left.map((reservation) => [reservation.from, reservation.repeater.until])).toEqual([
        ['2026-11-23', '2026-12-06'],
        ['2026-11-30', '2026-12-06'],
      ]);
    });

    it('should delete only the occurrence with scope this', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      expect((await agent.delete(`${itemUrl()}/${created[1]!.id}?update_selection_repeater=this`)).statusCode).toBe(
        204,
      );
      expect(await countReservations(app)).toBe(3);
    });

    it('should not bring back a deleted or moved occurrence when the whole series changes later', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      await agent.delete(`${itemUrl()}/${created[1]!.id}?update_selection_repeater=this`);
      const moved = await agent.put(
        `${itemUrl()}/${created[2]!.id}`,
        lecture({ name: 'Moved to Tuesday', from: '2026-12-08', to: '2026-12-08', update_selection_repeater: 'this' }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const response = await agent.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({ name: 'Renamed', update_selection_repeater: 'all' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        from: string;
        name: string;
      }[];
      expect(left.map((reservation) => [reservation.from, reservation.name])).toEqual([
        ['2026-11-23', 'Renamed'],
        ['2026-12-08', 'Moved to Tuesday'],
        ['2026-12-14', 'Renamed'],
      ]);
    });

    // A deleted week stays deleted when the series moves: its skipped date moves as far as its occurrences do
    // (docs/decisions/scopes-never-rewrite-history.md). Mondays from 23 November; "now" is Sunday 22 November.
    it.each([
      {
        name: 'every occurrence moves to Tuesdays (scope all)',
        deleted: '2026-11-30',
        edited: '2026-11-23',
        body: { from: '2026-11-24', to: '2026-11-24', weekdays: ['tuesday'], until: '2026-12-15' },
        scope: 'all',
        expected: ['2026-11-24', '2026-12-08', '2026-12-15'],
        excluded: ['2026-12-01'],
      },
      {
        name: 'what is to come moves to Tuesdays (scope upcoming)',
        deleted: '2026-12-14',
        edited: '2026-11-30',
        body: { from: '2026-12-01', to: '2026-12-01', weekdays: ['tuesday'], until: '2026-12-15' },
        scope: 'upcoming',
        expected: ['2026-11-23', '2026-12-01', '2026-12-08'],
        excluded: ['2026-12-15'],
      },
      {
        name: 'the series starts a week later (scope all)',
        deleted: '2026-11-30',
        edited: '2026-11-23',
        body: { from: '2026-11-30', to: '2026-11-30', weekdays: ['monday'], until: '2026-12-21' },
        scope: 'all',
        expected: ['2026-11-30', '2026-12-14', '2026-12-21'],
        excluded: ['2026-12-07'],
      },
      {
        name: 'the time of day moves (scope all)',
        deleted: '2026-11-30',
        edited: '2026-11-23',
        body: { from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 }, weekdays: ['monday'] },
        scope: 'all',
        expected: ['2026-11-23', '2026-12-07', '2026-12-14'],
        excluded: ['2026-11-30'],
      },
    ])(
      'should keep a deleted week deleted when $name',
      async ({ deleted, edited, body, scope, expected, excluded }) => {
        const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number; from: string }[];
        const idOn = (date: string) => created.find((reservation) => reservation.from === date)!.id;
        expect((await agent.delete(`${itemUrl()}/${idOn(deleted)}?update_selection_repeater=this`)).statusCode).toBe(
          204,
        );
        const { weekdays, until = '2026-12-14', ...times } = body;
        const response = await agent.put(
          `${itemUrl()}/${idOn(edited)}`,
          lecture({
            ...times,
            repeater: { type: 'weekly', interval: 1, until, weekdays },
            update_selection_repeater: scope,
          }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
          from: string;
          repeater: { excluded_dates: string[] };
        }[];
        expect(left.map((reservation) => reservation.from)).toEqual(expected);
        // What a calendar export writes as the rule's EXDATE, and what a later edit of the series skips.
        expect(left.at(-1)!.repeater.excluded_dates).toEqual(excluded);
      },
    );

    // A teacher moves one Monday of a "weekly on Mondays" series to Tuesday and leaves the weekdays as the form
    // showed them: a series scope moves every date as far as that occurrence, its chosen weekdays with them
    // (docs/decisions/series-edits-move-their-weekdays.md); `this` moves the occurrence alone. "Now" is Sunday
    // 22 November; the series holds Mondays 23 November to 14 December.
    it.each([
      {
        name: 'every occurrence with scope all, the rule sent back as it was',
        edited: '2026-11-23',
        to: '2026-11-24',
        scope: 'all',
        weekdays: ['monday'],
        sent: true,
        expected: [
          ['2026-11-24', ['tuesday']],
          ['2026-12-01', ['tuesday']],
          ['2026-12-08', ['tuesday']],
          ['2026-12-15', ['tuesday']],
        ],
      },
      {
        name: 'every occurrence with scope all from a later occurrence, no rule sent',
        edited: '2026-11-30',
        to: '2026-12-01',
        scope: 'all',
        weekdays: ['monday'],
        sent: false,
        expected: [
          ['2026-11-24', ['tuesday']],
          ['2026-12-01', ['tuesday']],
          ['2026-12-08', ['tuesday']],
          ['2026-12-15', ['tuesday']],
        ],
      },
      {
        name: 'each chosen weekday alike with scope all',
        edited: '2026-11-23',
        to: '2026-11-24',
        scope: 'all',
        weekdays: ['monday', 'wednesday'],
        sent: true,
        expected: [
          ['2026-11-24', ['tuesday', 'thursday']],
          ['2026-11-26', ['tuesday', 'thursday']],
          ['2026-12-01', ['tuesday', 'thursday']],
          ['2026-12-03', ['tuesday', 'thursday']],
          ['2026-12-08', ['tuesday', 'thursday']],
          ['2026-12-10', ['tuesday', 'thursday']],
          ['2026-12-15', ['tuesday', 'thursday']],
        ],
      },
      {
        name: 'this occurrence and those after it with scope upcoming',
        edited: '2026-12-07',
        to: '2026-12-08',
        scope: 'upcoming',
        weekdays: ['monday'],
        sent: true,
        expected: [
          ['2026-11-23', ['monday']],
          ['2026-11-30', ['monday']],
          ['2026-12-08', ['tuesday']],
          ['2026-12-15', ['tuesday']],
        ],
      },
      {
        name: 'only this occurrence with scope this',
        edited: '2026-11-30',
        to: '2026-12-01',
        scope: 'this',
        weekdays: ['monday'],
        sent: true,
        expected: [
          ['2026-11-23', ['monday']],
          ['2026-12-01', null],
          ['2026-12-07', ['monday']],
          ['2026-12-14', ['monday']],
        ],
      },
    ])('should move $name to Tuesday', async ({ edited, to, scope, weekdays, sent, expected }) => {
      const rule = { type: 'weekly', interval: 1, until: '2026-12-16', weekdays };
      const created = (await agent.post(itemUrl(), lecture({ repeater: rule }))).json().data as {
        id: number;
        from: string;
      }[];
      const idOn = (date: string) => created.find((reservation) => reservation.from === date)!.id;
      const response = await agent.put(
        `${itemUrl()}/${idOn(edited)}`,
        lecture({ from: to, to, ...(sent ? { repeater: rule } : {}), update_selection_repeater: scope }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as {
        from: string;
        repeater: { weekdays: string[]; starts_on: string } | null;
      }[];
      expect(left.map((reservation) => [reservation.from, reservation.repeater?.weekdays ?? null])).toEqual(expected);
      // Every rule starts on one of its own days.
      for (const { repeater } of left) {
        if (repeater) {
          expect(expected.map(([date]) => date)).toContain(repeater.starts_on);
        }
      }
    });

    // The past keeps its day and its skipped dates; what is to come moves, its deleted week with it.
    it('should keep a deleted week deleted when a series partly past moves to Tuesdays with scope all', async () => {
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      const mondays = { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] };
      const created = (
        await admin.post(itemUrl(), lecture({ from: '2026-11-16', to: '2026-11-16', repeater: mondays }))
      ).json().data as { id: number; from: string }[];
      expect(created.map((reservation) => reservation.from)).toEqual([
        '2026-11-16',
        '2026-11-23',
        '2026-11-30',
        '2026-12-07',
        '2026-12-14',
      ]);
      expect((await admin.delete(`${itemUrl()}/${created[2]!.id}?update_selection_repeater=this`)).statusCode).toBe(
        204,
      );
      const response = await admin.put(
        `${itemUrl()}/${created[1]!.id}`,
        lecture({
          from: '2026-11-24',
          to: '2026-11-24',
          repeater: { ...mondays, until: '2026-12-15', weekdays: ['tuesday'] },
          update_selection_repeater: 'all',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const left = (await admin.get(`${itemUrl()}?from=2026-11-16&to=2026-12-31`)).json().data as {
        from: string;
        repeater: { excluded_dates: string[] };
      }[];
      expect(left.map((reservation) => reservation.from)).toEqual([
        '2026-11-16',
        '2026-11-24',
        '2026-12-08',
        '2026-12-15',
      ]);
      // What a calendar export writes as the new rule's EXDATE: the Tuesday of the deleted week.
      expect(left[1]!.repeater.excluded_dates).toEqual(['2026-12-01']);
    });

    it('should return 422 with repeater_validation when the rule gives no date', async () => {
      const response = await agent.post(
        itemUrl(),
        lecture({ repeater: { type: 'weekly', interval: 1, until: '2026-11-23', weekdays: ['tuesday'] } }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().repeater_validation).toEqual(expect.any(String));
      expect(await countReservations(app)).toBe(0);
    });

    it('should start the new rule where an occurrence moved earlier with scope upcoming', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      const response = await agent.put(
        `${itemUrl()}/${created[2]!.id}`,
        lecture({
          from: '2026-12-06',
          to: '2026-12-06',
          type: 'event',
          repeater: { type: 'weekly', interval: 1, until: '2026-12-13', weekdays: ['sunday'] },
          update_selection_repeater: 'upcoming',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as { from: string }[];
      expect(left.map((reservation) => reservation.from)).toEqual([
        '2026-11-23',
        '2026-11-30',
        '2026-12-06',
        '2026-12-13',
      ]);
    });

    it('should turn a single reservation into a series when a repeat rule is added', async () => {
      const created = (await agent.post(itemUrl(), lecture())).json().data[0] as { id: number };
      const response = await agent.put(`${itemUrl()}/${created.id}`, weekly('2026-12-07'));
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as { from: string; repeater: { until: string } }[];
      expect(data.map((reservation) => [reservation.from, reservation.repeater.until])).toEqual([
        ['2026-11-23', '2026-12-07'],
        ['2026-11-30', '2026-12-07'],
        ['2026-12-07', '2026-12-07'],
      ]);
      expect(await countReservations(app)).toBe(3);
    });

    // A walk at a semester's end: a teacher renamed a consultation series with scope "all" and every occurrence got a
    // new id, so the invitation e-mail's "answer the invitation" link and the notifications opened "no such
    // reservation". An occurrence that is still there after a series edit keeps its address.
    describe('given links already sent to an occurrence of a series', () => {
      const addressesOf = async (from = '2026-11-23') =>
        (
          (await agent.get(`${itemUrl()}?from=${from}&to=2026-12-31`)).json().data as { id: number; from: string }[]
        ).map((reservation) => [reservation.from, reservation.id]);

      it.each([
        { scope: 'all', body: { name: 'Algebra (consultation)' }, shift: 0 },
        { scope: 'all', body: { from: '2026-12-01', to: '2026-12-01' }, shift: 1 },
        { scope: 'upcoming', body: { name: 'Algebra (consultation)' }, shift: 0 },
      ])(
        'should keep every occurrence at its address after a series edit with scope $scope ($body)',
        async ({ scope, body, shift }) => {
          const created = (await agent.post(itemUrl(), weekly('2026-12-16'))).json().data as {
            id: number;
            from: string;
          }[];
          const response = await agent.put(
            `${itemUrl()}/${created[1]!.id}`,
            lecture({ from: '2026-11-30', to: '2026-11-30', ...body, update_selection_repeater: scope }),
          );
          expect(response.statusCode, response.body).toBe(200);
          const moved = (date: string) => (scope === 'upcoming' && date < '2026-11-30' ? date : shiftDate(date, shift));
          expect(await addressesOf()).toEqual(created.map((occurrence) => [moved(occurrence.from), occurrence.id]));
          expect((await agent.get(`${itemUrl()}/${created[1]!.id}`)).statusCode).toBe(200);
        },
      );

      it('should keep the reservation at its address when a repeat rule is added to it', async () => {
        const created = (await agent.post(itemUrl(), lecture())).json().data[0] as { id: number };
        expect((await agent.put(`${itemUrl()}/${created.id}`, weekly('2026-12-07'))).statusCode).toBe(200);
        expect((await addressesOf())[0]).toEqual(['2026-11-23', created.id]);
      });
    });

    it('should delete the whole series with scope all', async () => {
      const created = (await agent.post(itemUrl(), weekly())).json().data as { id: number }[];
      expect((await agent.delete(`${itemUrl()}/${created[1]!.id}?update_selection_repeater=all`)).statusCode).toBe(204);
      expect(await countReservations(app)).toBe(0);
    });

    // 03:00-04:00 does not exist in Vilnius on 28 March 2027 (clocks jump 03:00 -> 04:00): placed, it lasts nothing,
    // overlaps nothing and could be booked any number of times.
    it('should return 422 for an occurrence the start of summer time leaves without any duration', async () => {
      const night = await createResource(app, 'Night lab', { forbidden_slots: '[]' });
      const url = `/api/items/${night.itemIds[0]}/reservations`;
      const body = lecture({
        type: 'event',
        from: '2027-03-28',
        to: '2027-03-28',
        from_time: { hours: 3, minutes: 0 },
        to_time: { hours: 4, minutes: 0 },
      });
      const response = await agent.post(url, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.to).toEqual(expect.any(Array));
      expect(await countReservations(app)).toBe(0);
      const weekly = await agent.post(url, {
        ...body,
        from: '2027-03-21',
        to: '2027-03-21',
        repeater: { type: 'weekly', interval: 1, until: '2027-04-04', weekdays: [] },
      });
      expect(weekly.statusCode, weekly.body).toBe(422);
      expect(await countReservations(app)).toBe(0);
    });

    // The edited occurrence is replaced, never dropped: one already under way is not "to come" but is still the one
    // being edited (docs/decisions/scopes-never-rewrite-history.md).
    it('should not lose an occurrence under way when its series is edited with scope all or upcoming', async () => {
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      // Sundays 10:00-13:30; "now" is Sunday 22 November 12:00, so the first one is under way.
      const sundays = {
        from: '2026-11-22',
        to: '2026-11-22',
        to_time: { hours: 13, minutes: 30 },
        person_responsible: userId,
        repeater: { type: 'weekly', interval: 1, until: '2026-12-13', weekdays: ['sunday'] },
      };
      const created = await admin.post(itemUrl(), lecture(sundays));
      expect(created.statusCode, created.body).toBe(201);
      const running = `${itemUrl()}/${created.json().data[0].id}`;
      const names = async () =>
        ((await agent.get(`${itemUrl()}?from=2026-11-22&to=2026-12-31`)).json().data as { name: string }[]).map(
          (reservation) => reservation.name,
        );

      // Its person responsible may not rewrite what has begun, as with a single occurrence: 422, nothing lost.
      for (const scope of ['all', 'upcoming']) {
        const edited = await agent.put(
          running,
          lecture({ ...sundays, name: 'Renamed', update_selection_repeater: scope }),
        );
        expect(edited.statusCode, edited.body).toBe(422);
        expect(edited.json().errors.from).toEqual(expect.any(Array));
        expect(await names()).toEqual(['Algebra', 'Algebra', 'Algebra', 'Algebra']);
      }
      // A manager may: the occurrence under way is rewritten with the rest.
      const managed = await admin.put(
        running,
        lecture({ ...sundays, name: 'Renamed', update_selection_repeater: 'all' }),
      );
      expect(managed.statusCode, managed.body).toBe(200);
      expect(await names()).toEqual(['Renamed', 'Renamed', 'Renamed', 'Renamed']);
    });

    // A series scope reaches dates the edited occurrence does not: a locked group timetable there is the
    // administrators' (docs/decisions/group-timetables-and-their-lock.md).
    it('should answer 403 to a series edit or delete reaching into a locked group timetable, changing nothing', async () => {
      const groupId = await createGroup(app, 'PS 1 k. 1 gr.');
      const created = (await agent.post(itemUrl(), { ...weekly('2026-12-21'), groups: [groupId] })).json().data as {
        id: number;
        from: string;
      }[];
      expect(created.map((reservation) => reservation.from)).toEqual([
        '2026-11-23',
        '2026-11-30',
        '2026-12-07',
        '2026-12-14',
        '2026-12-21',
      ]);
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      const period = await admin.post('/api/admin/periods', {
        name: 'December',
        starts_on: '2026-12-07',
        ends_on: '2026-12-31',
      });
      expect(period.statusCode, period.body).toBe(201);
      const timetable = await admin.post('/api/admin/group-timetables', {
        group_id: groupId,
        period_id: period.json().data.id,
      });
      expect(timetable.statusCode, timetable.body).toBe(201);
      expect((await admin.put(`/api/admin/group-timetables/${timetable.json().data.id}/lock`)).statusCode).toBe(200);

      const first = `${itemUrl()}/${created[0]!.id}`;
      const renamed = await agent.put(first, {
        ...weekly('2026-12-21'),
        name: 'Renamed',
        groups: [groupId],
        update_selection_repeater: 'all',
      });
      expect(renamed.statusCode, renamed.body).toBe(403);
      const upcoming = await agent.delete(`${first}?update_selection_repeater=upcoming`);
      expect(upcoming.statusCode, upcoming.body).toBe(403);
      const single = await agent.post(itemUrl(), lecture({ name: 'Once', from: '2026-11-24', to: '2026-11-24' }));
      const extended = await agent.put(
        `${itemUrl()}/${single.json().data[0].id}`,
        lecture({
          name: 'Once',
          from: '2026-11-24',
          to: '2026-11-24',
          groups: [groupId],
          repeater: { type: 'weekly', interval: 1, until: '2026-12-08', weekdays: ['tuesday'] },
        }),
      );
      expect(extended.statusCode, extended.body).toBe(403);
      const left = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as { name: string }[];
      expect(left.map((reservation) => reservation.name)).toEqual([
        'Algebra',
        'Once',
        'Algebra',
        'Algebra',
        'Algebra',
        'Algebra',
      ]);
    });
  });

  describe('batches', () => {
    it('should reserve several resources at once as one batch', async () => {
      const second = await createResource(app, 'Room 102');
      const response = await agent.post(itemUrl(), lecture({ reservable: [room.resourceId, second.resourceId] }));
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json().data as { is_batch: boolean; batch_id: number; resource_id: number }[];
      expect(data.map((reservation) => reservation.resource_id)).toEqual([room.resourceId, second.resourceId]);
      expect(data.every((reservation) => reservation.is_batch && reservation.batch_id === data[0]!.batch_id)).toBe(
        true,
      );
    });

    it('should answer a create with each reservation exactly as reading it back shows it', async () => {
      const second = await createResource(app, 'Room 102');
      const responsibleId = await createUser(app, 'ona', ['teacher'], 'Ona Mokytoja');
      const plain = (await agent.post(itemUrl(), lecture({ person_responsible: responsibleId }))).json().data;
      const batch = (
        await agent.post(
          itemUrl(),
          lecture({
            from_time: { hours: 12, minutes: 0 },
            to_time: { hours: 13, minutes: 30 },
            reservable: [second.resourceId],
          }),
        )
      ).json().data;
      for (const created of [...plain, ...batch] as { id: number }[]) {
        const read = await agent.get(`/api/reservations/${created.id}`);
        expect(read.json().data).toEqual(created);
      }
      expect(plain[0]).toMatchObject({
        responsible: { id: responsibleId, name: 'Ona Mokytoja' },
        user: { id: userId },
      });
      expect(batch.map((reservation: { is_batch: boolean }) => reservation.is_batch)).toEqual([true, true]);
    });

    it('should list a clash on another resource of the batch under batch_overlaps and save nothing', async () => {
      const second = await createResource(app, 'Room 102');
      await agent.post(`/api/items/${second.itemIds[0]}/reservations`, lecture({ name: 'Taken' }));
      const response = await agent.post(itemUrl(), lecture({ reservable: [second.resourceId] }));
      expect(response.statusCode).toBe(422);
      expect(response.json().batch_overlaps).toEqual([
        { name: 'Taken', from: '2026-11-23 10:00', to: '2026-11-23 11:30', reservable: { name: 'Room 102' } },
      ]);
      expect(await countReservations(app)).toBe(1);
    });

    it('should update and delete every member with scope all', async () => {
      const second = await createResource(app, 'Room 102');
      const created = (await agent.post(itemUrl(), lecture({ reservable: [second.resourceId] }))).json().data as {
        id: number;
      }[];
      const updated = await agent.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({ name: 'Renamed', update_selection_batch: 'all' }),
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.map((reservation: { name: string }) => reservation.name)).toEqual([
        'Renamed',
        'Renamed',
      ]);
      expect((await agent.delete(`${itemUrl()}/${created[0]!.id}?update_selection_batch=all`)).statusCode).toBe(204);
      expect(await countReservations(app)).toBe(0);
    });

    it('should take one member out of the batch with scope this', async () => {
      const second = await createResource(app, 'Room 102');
      const created = (await agent.post(itemUrl(), lecture({ reservable: [second.resourceId] }))).json().data as {
        id: number;
      }[];
      const updated = await agent.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({ name: 'Alone', update_selection_batch: 'this' }),
      );
      expect(updated.json().data[0]).toMatchObject({ name: 'Alone', is_batch: false, batch_id: null });
      expect(await countReservations(app)).toBe(2);
    });

    // docs/decisions/batches.md: batch scope `this` takes the reservation out, its series as much as one occurrence.
    it('should take one member’s series out of the batch with scope this, so a later batch edit leaves it alone', async () => {
      const second = await createResource(app, 'Room 102');
      const mondays = { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: ['monday'] };
      const created = (
        await agent.post(itemUrl(), lecture({ reservable: [second.resourceId], repeater: mondays }))
      ).json().data as { id: number; resource_id: number }[];
      const inRoom = (resourceId: number) => created.filter((reservation) => reservation.resource_id === resourceId);
      const taken = await agent.put(
        `${itemUrl()}/${inRoom(room.resourceId)[0]!.id}`,
        lecture({ name: 'Lab', repeater: mondays, update_selection_repeater: 'all', update_selection_batch: 'this' }),
      );
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().data.map((reservation: { is_batch: boolean }) => reservation.is_batch)).toEqual([
        false,
        false,
        false,
      ]);

      const other = await agent.put(
        `/api/items/${second.itemIds[0]}/reservations/${inRoom(second.resourceId)[0]!.id}`,
        lecture({
          name: 'Geometry',
          repeater: mondays,
          update_selection_repeater: 'all',
          update_selection_batch: 'all',
        }),
      );
      expect(other.statusCode, other.body).toBe(200);
      const week = (await agent.get(`${itemUrl()}?from=2026-11-23&to=2026-12-31`)).json().data as { name: string }[];
      expect(week.map((reservation) => reservation.name)).toEqual(['Lab', 'Lab', 'Lab']);
    });
  });

  describe('someone else’s reservation', () => {
    // Issue 12, item 18: a reservation the week shows read-only was "not found" on its own page.
    it('should show it read-only to anybody signed in, as the week does, and forbid changes (403)', async () => {
      const { agent: invited, id: invitedId } = await signIn(app, 'ona');
      const created = (await agent.post(itemUrl(), lecture({ invitations: [invitedId] }))).json().data[0] as {
        id: number;
        from: string;
      };
      const { agent: stranger } = await signIn(app, 'petras');
      const read = await stranger.get(`/api/reservations/${created.id}`);
      expect(read.statusCode, read.body).toBe(200);
      const week = await stranger.get(
        `/api/resources/${room.resourceId}/reservations?from=${created.from}&to=${created.from}`,
      );
      const listed = (week.json().data as { id: number }[]).find((row) => row.id === created.id);
      // The same reservation as the week lists it: the same fields, the invitations left out for a stranger.
      expect(read.json().data).toEqual(listed);
      // Who is invited stays with those involved; how many are invited does not, so the page never says "none".
      expect(read.json().data).toMatchObject({
        invitations: [],
        invitation_count: 1,
        can_edit: false,
        can_delete: false,
      });
      expect((await stranger.get(`${itemUrl()}/${created.id}`)).statusCode).toBe(200);
      expect((await stranger.put(`${itemUrl()}/${created.id}`, lecture({ name: 'Mine now' }))).statusCode).toBe(403);
      expect((await stranger.delete(`${itemUrl()}/${created.id}`)).statusCode).toBe(403);
      expect((await stranger.get('/api/reservations/999999')).statusCode).toBe(404);

      const seen = await invited.get(`/api/reservations/${created.id}`);
      expect(seen.json().data.invitations).toEqual([expect.objectContaining({ id: invitedId })]);
      expect(seen.json().data.invitation_count).toBe(1);
      expect(seen.json().data).toMatchObject({ can_edit: false, can_delete: false });
      expect((await invited.put(`${itemUrl()}/${created.id}`, lecture({ name: 'Mine now' }))).statusCode).toBe(403);
      expect((await invited.delete(`${itemUrl()}/${created.id}`)).statusCode).toBe(403);
    });

    it('should let the person responsible and a manager edit it', async () => {
      const { agent: responsible, id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      const created = (await agent.post(itemUrl(), lecture({ person_responsible: responsibleId }))).json().data[0] as {
        id: number;
      };
      expect(
        (
          await responsible.put(
            `${itemUrl()}/${created.id}`,
            lecture({ name: 'By responsible', person_responsible: responsibleId }),
          )
        ).statusCode,
      ).toBe(200);
      const { agent: manager } = await signIn(app, 'admin', ['admin']);
      const managed = await manager.get(`/api/reservations/${created.id}`);
      expect(managed.statusCode, managed.body).toBe(200);
      expect(managed.json().data.can_edit).toBe(true);
    });
  });

  describe('GET /api/reservations', () => {
    it('should list what the user created, is invited to, or their group attends', async () => {
      const { agent: other } = await signIn(app, 'ona', ['teacher']);
      const groupId = await createGroup(app, 'PS-3', [userId]);
      await agent.post(itemUrl(), lecture({ name: 'Mine' }));
      await other.post(
        itemUrl(),
        lecture({
          name: 'Invited',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          invitations: [userId],
        }),
      );
      await other.post(
        itemUrl(),
        lecture({
          name: 'Group',
          from_time: { hours: 13, minutes: 40 },
          to_time: { hours: 15, minutes: 10 },
          groups: [groupId],
        }),
      );
      await other.post(
        itemUrl(),
        lecture({ name: 'Not mine', from_time: { hours: 15, minutes: 20 }, to_time: { hours: 16, minutes: 50 } }),
      );
      const response = await agent.get('/api/reservations?showUserReservations=1&per_page=100');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((reservation: { name: string }) => reservation.name)).toEqual([
        'Mine',
        'Invited',
        'Group',
      ]);
      expect(response.json().meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 100, total: 3 });
    });
  });

  describe('remote reservations', () => {
    it('should create, list, change and delete a remote reservation of a resource', async () => {
      const studio = await createResource(app, 'Studio', { allow_remote_reservations: 1 });
      const body = lecture({ is_remote: 1, remote_address: 'https://meet.example/algebra' });
      const created = await agent.post(`/api/resources/${studio.resourceId}/reservations`, body);
      expect(created.statusCode, created.body).toBe(201);
      const reservation = created.json().data[0];
      expect(reservation).toMatchObject({
        item_id: null,
        is_remote: 1,
        remote_address: 'https://meet.example/algebra',
      });

      const list = await agent.get(
        `/api/resources/${studio.resourceId}/remote-reservations?from=2026-11-25&to=2026-11-29`,
      );
      expect(list.json().meta).toEqual({ week_start: '2026-11-23', week_end: '2026-11-29' });

      const listed = await agent.get(
        `/api/resources/${studio.resourceId}/remote-reservations?from=2026-11-23&to=2026-11-29`,
      );
      expect(listed.json().data.map((item: { id: number }) => item.id)).toEqual([reservation.id]);

      const patched = await agent.patch(`/api/remote-reservations/${reservation.id}`, {
        ...body,
        name: 'Remote algebra',
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect((await agent.delete(`/api/remote-reservations/${reservation.id}`)).statusCode).toBe(204);
      expect(await countReservations(app)).toBe(0);
    });

    it.each([
      { name: 'no address', body: lecture({ is_remote: 1 }), field: 'remote_address' },
      {
        name: 'a non-http address',
        body: lecture({ is_remote: 1, remote_address: 'javascript:alert(1)' }),
        field: 'remote_address',
      },
      { name: 'not remote at all', body: lecture(), field: 'is_remote' },
    ])('should return 422 naming $field for $name', async ({ body, field }) => {
      const studio = await createResource(app, 'Studio', { allow_remote_reservations: 1 });
      const response = await agent.post(`/api/resources/${studio.resourceId}/reservations`, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    });

    it('should refuse a remote reservation on a resource without remote', async () => {
      const response = await agent.post(
        `/api/resources/${room.resourceId}/reservations`,
        lecture({ is_remote: 1, remote_address: 'https://meet.example/x' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('is_remote');
    });
  });

  describe('approval', () => {
    it('should let a manager approve a pending reservation by saving it', async () => {
      const hall = await createResource(app, 'Hall', { approved: 0 });
      const url = `/api/items/${hall.itemIds[0]}/reservations`;
      const created = (await agent.post(url, lecture())).json().data[0] as { id: number; status: string };
      expect(created.status).toBe('pending');
      const { agent: manager } = await signIn(app, 'admin', ['admin']);
      const saved = await manager.put(`${url}/${created.id}`, lecture());
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data[0].status).toBe('approved');
    });
  });

  describe('paging of GET /api/reservations', () => {
    it('should page the user’s reservations with their meta', async () => {
      await agent.post(
        itemUrl(),
        lecture({ repeater: { type: 'daily', interval: 1, until: '2026-11-27', weekdays: [] } }),
      );
      const response = await agent.get('/api/reservations?showUserReservations=1&per_page=2&page=3');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((reservation: { from: string }) => reservation.from)).toEqual(['2026-11-27']);
      expect(response.json().meta).toEqual({ current_page: 3, last_page: 3, per_page: 2, total: 5 });
      expect((await agent.get('/api/reservations?per_page=101')).statusCode).toBe(422);
    });
  });

  describe('PATCH /api/remote-reservations/{id}', () => {
    it('should refuse a bad address and someone else’s remote reservation, changing nothing', async () => {
      const studio = await createResource(app, 'Studio', { allow_remote_reservations: 1 });
      const body = lecture({ is_remote: 1, remote_address: 'https://meet.example/a' });
      const created = (await agent.post(`/api/resources/${studio.resourceId}/reservations`, body)).json().data[0] as {
        id: number;
      };
      const bad = await agent.patch(`/api/remote-reservations/${created.id}`, {
        ...body,
        remote_address: 'meet.example/a',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('remote_address');
      const { agent: stranger } = await signIn(app, 'petras');
      // It is readable by anybody signed in (as in the week), so a change is refused (403), not "not found".
      expect((await stranger.patch(`/api/remote-reservations/${created.id}`, body)).statusCode).toBe(403);
      expect((await stranger.delete(`/api/remote-reservations/${created.id}`)).statusCode).toBe(403);
      const onItem = (await agent.post(itemUrl(), lecture())).json().data[0] as { id: number };
      expect((await agent.patch(`/api/remote-reservations/${onItem.id}`, body)).statusCode).toBe(404);
      const stored = await agent.get(`/api/reservations/${created.id}`);
      expect(stored.json().data.remote_address).toBe('https://meet.example/a');
    });
  });

  describe('POST /api/reservations/{id}/attach and GET /api/annexes', () => {
    it('should find annexes by name and attach them', async () => {
      const projector = await createAnnex(app, 'Projector');
      await createAnnex(app, 'Microphone');
      const found = await agent.get('/api/annexes?query=proj');
      expect(found.json().data).toEqual([{ id: projector, name: 'Projector' }]);
      const created = (await agent.post(itemUrl(), lecture())).json().data[0] as { id: number };
      const attached = await agent.post(`/api/reservations/${created.id}/attach`, { annexes: [projector] });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().data.annexes).toEqual([{ id: projector, name: 'Projector' }]);
      const unknown = await agent.post(`/api/reservations/${created.id}/attach`, { annexes: [99999] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('annexes');
    });
  });
});
