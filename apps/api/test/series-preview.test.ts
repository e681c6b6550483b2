import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, countReservations, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 36: editing a series ("this and upcoming", "all") saved with no word of the dates that move, appear,
 * disappear or clash. `POST /api/items/{itemId}/reservations/{id}/preview` says so before saving, with the save's
 * plan and checks; what it says is what the save then does.
 */
describe.each(DIALECTS)('a series change previewed on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent } = await signIn(app, 'jonas', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;
  /** Mondays 23 and 30 November, 7 and 14 December 2026, 10:00–11:30. */
  const series = async () => {
    const response = await agent.post(
      itemUrl(),
      lecture({ repeater: { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { id: number }[]).map((reservation) => reservation.id);
  };
  const at = (date: string, from: string, to: string) => ({ date, from, to });
  const stored = async () =>
    (await agent.get(`${itemUrl()}?from=2026-11-01&to=2027-01-31`))
      .json()
      .data.map((reservation: { from: string; from_time: { hours: number }; name: string }) => [
        reservation.from,
        reservation.from_time.hours,
        reservation.name,
      ]);

  it('should list the dates that move and the date added for "all", write nothing, and the save does the same', async () => {
    const ids = await series();
    const body = lecture({
      from: '2026-11-30',
      to: '2026-11-30',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      repeater: { type: 'weekly', interval: 1, until: '2026-12-21', weekdays: ['monday'] },
      update_selection_repeater: 'all',
    });
    const response = await agent.post(`${itemUrl()}/${ids[1]}/preview`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      moved: ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'].map((date) => ({
        before: at(date, '10:00', '11:30'),
        after: at(date, '12:00', '13:30'),
      })),
      added: [at('2026-12-21', '12:00', '13:30')],
      removed: [],
      clashes: [],
    });
    expect(await countReservations(app)).toBe(4);
    expect((await agent.put(`${itemUrl()}/${ids[1]}`, body)).statusCode).toBe(200);
    expect(await stored()).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'].map((date) => [date, 12, 'Algebra']),
    );
  });

  it('should list the dates removed for "this and upcoming" and leave the earlier ones out', async () => {
    const ids = await series();
    const response = await agent.post(
      `${itemUrl()}/${ids[2]}/preview`,
      lecture({
        from: '2026-12-08',
        to: '2026-12-08',
        repeater: { type: 'weekly', interval: 1, until: '2026-12-08', weekdays: ['tuesday'] },
        update_selection_repeater: 'upcoming',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      moved: [{ before: at('2026-12-07', '10:00', '11:30'), after: at('2026-12-08', '10:00', '11:30') }],
      added: [],
      removed: [at('2026-12-14', '10:00', '11:30')],
      clashes: [],
    });
  });

  it('should keep an occurrence moved earlier out of an "all" change, as the save does', async () => {
    const ids = await series();
    const moved = await agent.put(
      `${itemUrl()}/${ids[1]}`,
      lecture({ from: '2026-11-30', to: '2026-11-30', name: 'Moved', update_selection_repeater: 'this' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const body = lecture({
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      repeater: { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] },
      update_selection_repeater: 'all',
    });
    const response = await agent.post(`${itemUrl()}/${ids[0]}/preview`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.moved.map((pair: { after: { date: string } }) => pair.after.date)).toEqual([
      '2026-11-23',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(response.json().data.added).toEqual([]);
    expect(response.json().data.removed).toEqual([]);
    expect((await agent.put(`${itemUrl()}/${ids[0]}`, body)).statusCode).toBe(200);
    expect(await stored()).toEqual([
      ['2026-11-23', 12, 'Algebra'],
      ['2026-11-30', 10, 'Moved'],
      ['2026-12-07', 12, 'Algebra'],
      ['2026-12-14', 12, 'Algebra'],
    ]);
  });

  it('should list what the save would refuse for, as the save lists it', async () => {
    const ids = await series();
    const other = await agent.post(
      itemUrl(),
      lecture({
        name: 'Fizika',
        from: '2026-12-14',
        to: '2026-12-14',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
      }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const body = lecture({
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      repeater: { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] },
      update_selection_repeater: 'all',
    });
    const response = await agent.post(`${itemUrl()}/${ids[0]}/preview`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.moved).toHaveLength(4);
    const save = await agent.put(`${itemUrl()}/${ids[0]}`, body);
    expect(save.statusCode).toBe(422);
    expect(response.json().data.clashes).toEqual(save.json().repeater_overlaps);
    expect(response.json().data.clashes).toEqual([
      expect.objectContaining({ name: 'Fizika', from: '2026-12-14 12:00', reservable: { name: 'Room 101' } }),
    ]);
  });

  it('should answer 422 naming the field, 404 for an unknown reservation and 401 without a session', async () => {
    const ids = await series();
    const bad = await agent.post(
      `${itemUrl()}/${ids[0]}/preview`,
      lecture({ name: '', update_selection_repeater: 'all' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('name');
    expect((await agent.post(`${itemUrl()}/999999/preview`, lecture())).statusCode).toBe(404);
    expect((await new Agent(app).post(`${itemUrl()}/${ids[0]}/preview`, lecture())).statusCode).toBe(401);
  });
});
