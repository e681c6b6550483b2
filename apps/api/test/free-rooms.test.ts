import fc from 'fast-check';
import { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shiftDate, toInstant } from '@laikas/contract/time';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createBlackout, createGroup, createResource, lecture } from './reservation-fixtures.js';

const stamp = '2026-11-22T10:00:00.000Z';

async function tag(app: FastifyInstance, resourceId: number, ...tags: string[]) {
  for (const value of tags) {
    await app.db.insertInto('resource_tags').values({ resource_id: resourceId, tag: value }).execute();
  }
}

describe.each(DIALECTS)('GET /api/resources/free on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;
  let small: { resourceId: number; itemIds: number[] };
  let large: { resourceId: number; itemIds: number[] };
  let hall: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'ieva'));
    small = await createResource(app, 'Room 12', { capacity: 30 });
    large = await createResource(app, 'Room 101', { capacity: 60 });
    hall = await createResource(app, 'Great hall', { capacity: 200, approved: 0 });
    await tag(app, small.resourceId, 'projector');
    await tag(app, large.resourceId, 'projector', 'computers');
  });
  afterEach(async () => {
    await test.close();
  });

  const book = async (itemId: number, body: Record<string, unknown>) => {
    const response = await admin.post(`/api/items/${itemId}/reservations`, lecture(body));
    expect(response.statusCode, response.body).toBe(201);
  };
  const names = (response: { json(): { data: { name: string }[] } }) => response.json().data.map((room) => room.name);

  it('should list the free rooms that seat enough people, smallest first, each with capacity, tags and item', async () => {
    const response = await student.get('/api/resources/free?date=2026-11-24&from=10:00&to=11:30&capacity=25');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Room 12', 'Room 101', 'Great hall']);
    expect(response.json().data[0]).toEqual({
      id: small.resourceId,
      name: 'Room 12',
      address: 'Room 12 street 1',
      capacity: 30,
      tags: ['projector'],
      item_id: small.itemIds[0],
      types: ['lecture', 'event'],
      needs_approval: false,
      clashes: [],
    });
    expect(response.json().data[2]).toMatchObject({ name: 'Great hall', needs_approval: true });
    expect(response.json().meta).toEqual({ dates: ['2026-11-24'], all_free: true });
  });

  it('should leave out rooms too small, rooms without every tag, and rooms taken at that time', async () => {
    await book(large.itemIds[0]!, { from: '2026-11-24', to: '2026-11-24' });
    const tooSmall = await student.get('/api/resources/free?date=2026-11-24&from=10:00&to=11:30&capacity=31');
    expect(names(tooSmall)).toEqual(['Great hall']);
    const tagged = await student.get('/api/resources/free?date=2026-11-24&from=12:00&to=13:30&tags[]=projector');
    expect(names(tagged)).toEqual(['Room 12', 'Room 101']);
    const both = await student.get(
      '/api/resources/free?date=2026-11-24&from=12:00&to=13:30&tags[]=Projector&tags[]=computers',
    );
    expect(names(both)).toEqual(['Room 101']);
    const taken = await student.get(
      '/api/resources/free?date=2026-11-24&from=10:00&to=11:30&tags=projector&tags=computers',
    );
    expect(taken.json()).toEqual({ data: [], meta: { dates: ['2026-11-24'], all_free: false } });
  });

  it('should answer the best candidates with the dates that clash when none is free on every week', async () => {
    // Room 12 is taken on the third Tuesday, Room 101 on the second and the fifth.
    await book(small.itemIds[0]!, { from: '2026-12-08', to: '2026-12-08' });
    await book(large.itemIds[0]!, { from: '2026-12-01', to: '2026-12-01' });
    await book(large.itemIds[0]!, { from: '2026-12-22', to: '2026-12-22' });
    await book(hall.itemIds[0]!, { from: '2026-11-24', to: '2026-11-24', from_time: { hours: 10, minutes: 0 } });
    const response = await student.get(
      '/api/resources/free?date=2026-11-24&from=10:00&to=11:30&until=2027-01-12&weekdays=tuesday&capacity=30',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.dates).toHaveLength(8);
    expect(response.json().meta.all_free).toBe(false);
    expect(response.json().data.map((room: { name: string; clashes: string[] }) => [room.name, room.clashes])).toEqual([
      ['Room 12', ['2026-12-08']],
      ['Great hall', ['2026-11-24']],
      ['Room 101', ['2026-12-01', '2026-12-22']],
    ]);
  });

  it('should count a holiday and a room out of use as taken dates', async () => {
    const blackout = (name: string, resourceId: number | null, from: string, to: string) =>
      createBlackout(app, name, resourceId, { from, to, allDay: true });
    // Christmas Eve holiday (a Thursday, all of it) and Room 12 being painted on Tuesday 1 December, 09:00–10:00.
    await blackout('Kūčios', null, '2026-12-23T22:00:00.000Z', '2026-12-24T22:00:00.000Z');
    await blackout('Painting', small.resourceId, '2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z');
    const holiday = await student.get('/api/resources/free?date=2026-12-24&from=10:00&to=11:30');
    expect(holiday.json()).toEqual({ data: [], meta: { dates: ['2026-12-24'], all_free: false } });
    const weekly = await student.get(
      '/api/resources/free?date=2026-11-24&from=10:00&to=11:30&until=2026-12-08&capacity=30&tags=projector',
    );
    expect(weekly.json().data[0]).toMatchObject({ name: 'Room 12', clashes: [] });
    expect(names(weekly)).toEqual(['Room 12', 'Room 101']);
    const painted = await student.get('/api/resources/free?date=2026-12-01&from=08:20&to=09:50&capacity=30');
    expect(names(painted)).toEqual(['Room 101', 'Great hall']);
  });

  it('should offer an item that is free when another item of the room is taken', async () => {
    const twin = await createResource(app, 'Twin lab', { capacity: 30 }, 2);
    await book(twin.itemIds[0]!, { from: '2026-11-24', to: '2026-11-24' });
    const response = await student.get('/api/resources/free?date=2026-11-24&from=10:00&to=11:30');
    const found = response.json().data.find((room: { name: string }) => room.name === 'Twin lab');
    expect(found).toMatchObject({ item_id: twin.itemIds[1], clashes: [] });
  });

  // An overnight booking touches two days of a daily search: it was counted once per day it touches, so it took
  // both places of a two-place studio and the studio was answered as taken on both days.
  it('should count a booking over two asked days once on each, leaving the second place of the item free', async () => {
    const studio = await createResource(app, 'Studio', { capacity: 12, forbidden_slots: '[]', available_spaces: 2 });
    await app.db
      .insertInto('reservations')
      .values({
        item_id: studio.itemIds[0]!,
        resource_id: studio.resourceId,
        type: 'event',
        name: 'Overnight hackathon',
        // Monday 23 November 19:00 to Tuesday 24 November 09:00 in Vilnius.
        starts_at: '2026-11-23T17:00:00.000Z',
        ends_at: '2026-11-24T07:00:00.000Z',
        status: 'approved',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const response = await student.get(
      '/api/resources/free?date=2026-11-23&from=08:00&to=20:00&until=2026-11-24&repeat=daily&capacity=12&type=event',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject([{ name: 'Studio', item_id: studio.itemIds[0], clashes: [] }]);
    expect(response.json().meta).toEqual({ dates: ['2026-11-23', '2026-11-24'], all_free: true });
  });

  it('should respect academic slots, forbidden gaps, the daily window and the type asked', async () => {
    await createResource(app, 'Evening room', { capacity: 30, day_from: 17 * 60, day_to: 21 * 60 });
    // 10:00–11:00 is no slot's end: only an event fits.
    const event = await student.get('/api/resources/free?date=2026-11-24&from=10:00&to=11:00&capacity=30');
    expect(event.json().data[0]).toMatchObject({ name: 'Room 12', types: ['event'] });
    const lectureOnly = await student.get(
      '/api/resources/free?date=2026-11-24&from=10:00&to=11:00&capacity=30&type=lecture',
    );
    expect(names(lectureOnly)).toEqual([]);
    // 11:00–12:00 runs into the 11:30–12:00 gap.
    const gap = await student.get('/api/resources/free?date=2026-11-24&from=11:00&to=12:00');
    expect(names(gap)).toEqual([]);
    const evening = await student.get('/api/resources/free?date=2026-11-24&from=17:00&to=18:30&capacity=30');
    expect(names(evening)).toEqual(['Evening room', 'Room 12', 'Room 101', 'Great hall']);
    const morning = await student.get('/api/resources/free?date=2026-11-24&from=08:20&to=09:50&capacity=30');
    expect(names(morning)).not.toContain('Evening room');
  });

  it("should hide a room closed to outsiders from who is not in its groups, and show it to its groups' members", async () => {
    const closed = await createResource(app, 'Chemistry lab', { capacity: 20, allow_anybody: 0 });
    const memberId = await createUser(app, 'chemikas');
    const groupId = await createGroup(app, 'Chemists', [memberId]);
    await app.db.insertInto('group_resources').values({ group_id: groupId, resource_id: closed.resourceId }).execute();
    const member = new Agent(app);
    await member.login('chemikas');
    const url = '/api/resources/free?date=2026-11-24&from=10:00&to=11:30';
    expect(names(await student.get(url))).not.toContain('Chemistry lab');
    expect(names(await member.get(url))[0]).toBe('Chemistry lab');
    expect(names(await admin.get(url))[0]).toBe('Chemistry lab');
  });

  it('should say a room needs no approval to a manager, whose bookings are approved at once', async () => {
    const response = await admin.get('/api/resources/free?date=2026-11-24&from=10:00&to=11:30&capacity=150');
    expect(response.json().data).toMatchObject([{ name: 'Great hall', needs_approval: false }]);
  });

  it.each([
    ['a date that is no date', 'date=2026-02-30&from=10:00&to=11:30', 'date'],
    ['an end before the start', 'date=2026-11-24&from=11:30&to=10:00', 'to'],
    ['a series ending before it starts', 'date=2026-11-24&from=10:00&to=11:30&until=2026-11-01', 'until'],
    ['an interval above 20', 'date=2026-11-24&from=10:00&to=11:30&until=2026-12-24&interval=25', 'interval'],
    ['more dates than a search covers', 'date=2026-11-24&from=10:00&to=11:30&until=2028-01-01&repeat=daily', 'until'],
    ['a time not as HH:MM', 'date=2026-11-24&from=10&to=11:30', 'from'],
    ['no date', 'from=10:00&to=11:30', 'date'],
    ['an unknown weekday', 'date=2026-11-24&from=10:00&to=11:30&until=2026-12-24&weekdays=funday', 'weekdays'],
    ['a capacity that is no number', 'date=2026-11-24&from=10:00&to=11:30&capacity=many', 'capacity'],
  ])('should answer 422 naming the field for %s', async (_name, query, field) => {
    const response = await student.get(`/api/resources/free?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(
      Object.keys(response.json().errors).some((key) => key.startsWith(field)),
      response.body,
    ).toBe(true);
  });

  it('should list every equipment tag once, alphabetically, at GET /api/resources/tags', async () => {
    const response = await student.get('/api/resources/tags');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: ['computers', 'projector'] });
  });

  // A weekly repetition on Tuesdays from a Monday until that Monday gives no date: it was a 500.
  it('should return 422 on until, in en and lt, for a repetition that gives no date', async () => {
    const url = '/api/resources/free?date=2026-11-23&from=10:00&to=11:30&until=2026-11-23&weekdays=tuesday';
    const english = await student.request('GET', url, undefined, { headers: { 'accept-language': 'en' } });
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors).toEqual({ until: ['The repeat rule gives no dates'] });
    const lithuanian = await student.request('GET', url, undefined, { headers: { 'accept-language': 'lt' } });
    expect(lithuanian.json().errors).toEqual({ until: ['Pagal kartojimo taisyklę nėra nė vienos datos'] });
  });

  // The day after 9999-12-31 is no YYYY-MM-DD date: past 2100 is refused, as a booking's day is (dates-1900-to-2100).
  it('should refuse a date past 2100 under date, never search it', async () => {
    const url = '/api/resources/free?date=9999-12-31&from=10:00&to=11:30';
    const english = await student.request('GET', url, undefined, { headers: { 'accept-language': 'en' } });
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors).toEqual({ date: ['The date must be between 1900-01-01 and 2100-12-31'] });
  });

  // Now is Sunday 22 November, 12:00 in Vilnius. A student was shown rooms "free" this morning and yesterday, which
  // the booking then refused: the finder must agree with what a booking accepts (docs/decisions/find-a-free-room.md).
  it('should refuse a search starting in the past, as a booking does, in en and lt, but not to a manager', async () => {
    const english = { headers: { 'accept-language': 'en' } };
    const yesterday = await student.request(
      'GET',
      '/api/resources/free?date=2026-11-21&from=10:00&to=11:30&until=2026-12-05',
      undefined,
      english,
    );
    expect(yesterday.statusCode, yesterday.body).toBe(422);
    expect(yesterday.json().errors).toEqual({ date: ['A reservation cannot start in the past'] });
    const thisMorning = await student.request(
      'GET',
      '/api/resources/free?date=2026-11-22&from=10:00&to=11:30',
      undefined,
      { headers: { 'accept-language': 'lt' } },
    );
    expect(thisMorning.statusCode, thisMorning.body).toBe(422);
    expect(thisMorning.json().errors).toEqual({ from: ['Rezervacija negali prasidėti praeityje'] });
    const thisEvening = await student.get('/api/resources/free?date=2026-11-22&from=17:00&to=18:30');
    expect(thisEvening.statusCode, thisEvening.body).toBe(200);
    const manager = await admin.get('/api/resources/free?date=2026-11-21&from=10:00&to=11:30');
    expect(manager.statusCode, manager.body).toBe(200);
    expect(names(manager)).toEqual(['Room 12', 'Room 101', 'Great hall']);
  });

  it('should answer 401 to who is not signed in', async () => {
    const response = await new Agent(app).get('/api/resources/free?date=2026-11-24&from=10:00&to=11:30');
    expect(response.statusCode).toBe(401);
  });
});

/*
 * The answer against a brute-force reference: random rooms (capacity, tags, groups, items with one or two places)
 * and random reservations over two weeks around the spring DST change, random searches (one-off, weekly, daily),
 * counted minute by minute.
 */
describe.each(DIALECTS)('GET /api/resources/free against a brute-force reference on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;
  let memberGroupId: number;
  const timeZone = 'Europe/Vilnius';
  const TAGS = ['projector', 'computers', 'board'] as const;
  const FIRST_DAY = '2027-03-22'; // DST starts on Sunday 28 March 2027.

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    const memberId = await createUser(app, 'narys');
    memberGroupId = await createGroup(app, 'Members', [memberId]);
    await createGroup(app, 'Others');
    agent = new Agent(app);
    await agent.login('narys');
  });
  afterAll(async () => {
    await test.close();
  });

  const roomArbitrary = fc.record({
    capacity: fc.option(fc.integer({ min: 10, max: 80 }), { nil: null }),
    tags: fc.subarray([...TAGS]),
    allowAnybody: fc.boolean(),
    inMemberGroup: fc.boolean(),
    approved: fc.boolean(),
    spaces: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 0, maxLength: 2 }),
  });
  const reservationArbitrary = fc.record({
    room: fc.nat(),
    item: fc.nat(),
    day: fc.integer({ min: 0, max: 13 }),
    start: fc.integer({ min: 16, max: 26 }), // half hours: 08:00 … 13:00, dense enough to clash often
    length: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom('approved', 'pending', 'rejected'),
  });
  const blackoutArbitrary = fc.record({
    room: fc.option(fc.nat(), { nil: null }),
    day: fc.integer({ min: 0, max: 13 }),
    start: fc.integer({ min: 16, max: 26 }),
    length: fc.integer({ min: 1, max: 12 }),
  });
  const searchArbitrary = fc.record({
    day: fc.integer({ min: 0, max: 6 }),
    start: fc.integer({ min: 16, max: 26 }),
    length: fc.integer({ min: 1, max: 6 }),
    repeat: fc.constantFrom('none', 'weekly', 'daily'),
    span: fc.integer({ min: 0, max: 7 }),
    capacity: fc.option(fc.integer({ min: 10, max: 80 }), { nil: undefined }),
    tags: fc.subarray([...TAGS], { maxLength: 2 }),
  });
  const clockOf = (halfHours: number) =>
    `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 === 0 ? '00' : '30'}`;
  const timeOf = (halfHours: number) => ({ hours: Math.floor(halfHours / 2), minutes: (halfHours % 2) * 30 });

  it('should answer what counting minute by minute answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(roomArbitrary, { minLength: 1, maxLength: 5 }),
        fc.array(reservationArbitrary, { maxLength: 40 }),
        searchArbitrary,
        fc.array(blackoutArbitrary, { maxLength: 2 }),
        async (rooms, reservations, search, blackouts) => {
          await app.db.deleteFrom('reservations').execute();
          await app.db.deleteFrom('blackouts').execute();
          await app.db.deleteFrom('group_resources').execute();
          await app.db.deleteFrom('resource_tags').execute();
          await app.db.deleteFrom('items').execute();
          await app.db.deleteFrom('resources').execute();

          // Rooms: no forbidden gaps, so any half-hour event fits the rules and only clashes decide.
          const stored: { id: number; name: string; items: { id: number; spaces: number }[] }[] = [];
          for (const [index, room] of rooms.entries()) {
            const { id } = await app.db
              .insertInto('resources')
              .values({
                name: `Room ${index}`,
                capacity: room.capacity,
                allow_anybody: room.allowAnybody ? 1 : 0,
                approved: room.approved ? 1 : 0,
                forbidden_slots: '[]',
                created_at: stamp,
                updated_at: stamp,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await tag(app, id, ...room.tags);
            await app.db
              .insertInto('group_resources')
              .values({ resource_id: id, group_id: room.inMemberGroup ? memberGroupId : memberGroupId + 1 })
              .execute();
            const items: { id: number; spaces: number }[] = [];
            for (const spaces of room.spaces) {
              const item = await app.db
                .insertInto('items')
                .values({
                  resource_id: id,
                  name: 'item',
                  available_spaces: spaces,
                  created_at: stamp,
                  updated_at: stamp,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              items.push({ id: item.id, spaces });
            }
            stored.push({ id, name: `Room ${index}`, items });
          }

          const held: { itemId: number; start: number; end: number; status: string }[] = [];
          for (const reservation of reservations) {
            const room = stored[reservation.room % stored.length]!;
            if (room.items.length === 0) {
              continue;
            }
            const item = room.items[reservation.item % room.items.length]!;
            const date = shiftDate(FIRST_DAY, reservation.day);
            const start = toInstant(date, timeOf(reservation.start), timeZone);
            const end = toInstant(date, timeOf(reservation.start + reservation.length), timeZone);
            await app.db
              .insertInto('reservations')
              .values({
                item_id: item.id,
                resource_id: room.id,
                type: 'event',
                name: 'Taken',
                starts_at: start.toISOString(),
                ends_at: end.toISOString(),
                status: reservation.status as 'approved',
                created_at: stamp,
                updated_at: stamp,
              })
              .execute();
            held.push({ itemId: item.id, start: start.getTime(), end: end.getTime(), status: reservation.status });
          }

          const closed: { resourceId: number | null; start: number; end: number }[] = [];
          for (const blackout of blackouts) {
            const day = shiftDate(FIRST_DAY, blackout.day);
            const start = toInstant(day, timeOf(blackout.start), timeZone);
            const end = toInstant(day, timeOf(blackout.start + blackout.length), timeZone);
            const resourceId = blackout.room === null ? null : stored[blackout.room % stored.length]!.id;
            await createBlackout(app, 'Closed', resourceId, {
              from: start.toISOString(),
              to: end.toISOString(),
              allDay: false,
            });
            closed.push({ resourceId, start: start.getTime(), end: end.getTime() });
          }

          const date = shiftDate(FIRST_DAY, search.day);
          let query = `date=${date}&from=${clockOf(search.start)}&to=${clockOf(search.start + search.length)}&type=event`;
          let dates = [date];
          if (search.repeat === 'weekly') {
            query += `&until=${shiftDate(date, 7 * Math.min(search.span, 1))}`;
            dates = [0, 1].filter((week) => week <= Math.min(search.span, 1)).map((week) => shiftDate(date, 7 * week));
          } else if (search.repeat === 'daily') {
            query += `&until=${shiftDate(date, search.span)}&repeat=daily`;
            dates = Array.from({ length: search.span + 1 }, (_, offset) => shiftDate(date, offset));
          }
          if (search.capacity !== undefined) {
            query += `&capacity=${search.capacity}`;
          }
          for (const wanted of search.tags) {
            query += `&tags[]=${wanted}`;
          }
          const response = await agent.get(`/api/resources/free?${query}`);
          expect(response.statusCode, response.body).toBe(200);

          // The reference: every rule spelled out, every minute counted.
          const expected = rooms
            .map((room, index) => ({ room, stored: stored[index]! }))
            .filter(({ room, stored }) => {
              const mayReserve = room.allowAnybody || room.inMemberGroup;
              const seats =
                search.capacity === undefined || (room.capacity !== null && room.capacity >= search.capacity);
              const equipped = search.tags.every((wanted) => room.tags.includes(wanted));
              return mayReserve && seats && equipped && stored.items.length > 0;
            })
            .map(({ room, stored }) => {
              let best: { itemId: number; clashes: string[] } | undefined;
              for (const item of stored.items) {
                const clashes = dates.filter((day) => {
                  const start = toInstant(day, timeOf(search.start), timeZone).getTime();
                  const end = toInstant(day, timeOf(search.start + search.length), timeZone).getTime();
                  for (let minute = start; minute < end; minute += 60_000) {
                    const shut = closed.some(
                      (row) =>
                        (row.resourceId === null || row.resourceId === stored.id) &&
                        row.start <= minute &&
                        minute < row.end,
                    );
                    if (shut) {
                      return true;
                    }
                    const standing = held.filter(
                      (row) =>
                        row.itemId === item.id && row.status !== 'rejected' && row.start <= minute && minute < row.end,
                    ).length;
                    if (standing + 1 > item.spaces) {
                      return true;
                    }
                  }
                  return false;
                });
                if (!best || clashes.length < best.clashes.length) {
                  best = { itemId: item.id, clashes };
                }
              }
              return { id: stored.id, name: stored.name, capacity: room.capacity, approved: room.approved, ...best! };
            })
            .sort(
              (a, b) =>
                a.clashes.length - b.clashes.length ||
                (a.capacity ?? Infinity) - (b.capacity ?? Infinity) ||
                Number(!a.approved) - Number(!b.approved) ||
                a.name.localeCompare(b.name),
            );
          const free = expected.filter((room) => room.clashes.length === 0);
          const answer =
            free.length > 0 ? free : expected.filter((room) => room.clashes.length < dates.length).slice(0, 10);
          expect(
            response.json().data.map((room: { id: number; item_id: number; clashes: string[] }) => ({
              id: room.id,
              itemId: room.item_id,
              clashes: room.clashes,
            })),
          ).toEqual(answer.map((room) => ({ id: room.id, itemId: room.itemId, clashes: room.clashes })));
          expect(response.json().meta).toEqual({ dates, all_free: free.length > 0 });
        },
      ),
      { numRuns: dialect === 'sqlite' ? 60 : 25 },
    );
  }, 120_000);
});
