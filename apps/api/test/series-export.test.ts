import type { Reservation } from '@laikas/contract';
import { exportEvent, exportEvents } from '@laikas/calendar-export';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';

/** A reservation as the server lists it. */
type Listed = Reservation;

/** Every occurrence a calendar file yields, as `start name`, sorted: ical.js expands the rules. */
function occurrencesOf(content: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const found: string[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && found.length < 500; next = iterator.next()) {
      found.push(`${event.getOccurrenceDetails(next).startDate.toJSDate().toISOString()} ${event.summary}`);
    }
  }
  return found.sort();
}

const listedAs = (rows: readonly Listed[]) => rows.map((row) => `${row.starts_at} ${row.name}`).sort();

// Issue 12 (calendar export): after a series' time was changed with "all", its past occurrences stay at the old time
// on the server, but the exported rule put them at the new one.
describe.each(DIALECTS)('a series changed with "all" after part of it has passed, exported, on %s', (dialect) => {
  let test: TestApp;
  let agent: Agent;
  let itemUrl: string;
  let now: Date;

  beforeEach(async () => {
    now = new Date(NOW);
    test = await buildTestApp(dialect, {}, () => new Date(now));
    ({ agent } = await signIn(test.app, 'jonas', ['teacher']));
    const room = await createResource(test.app, 'Room 101');
    itemUrl = `/api/items/${room.itemIds[0]}/reservations`;
  });
  afterEach(async () => {
    await test.close();
  });

  const weekly = (changes: Record<string, unknown> = {}) =>
    lecture({ repeater: { type: 'weekly', interval: 1, until: '2026-12-21', weekdays: ['monday'] }, ...changes });

  /** Ten days on: the session of ten days ago has expired, so sign in again. */
  async function passTime(to: string) {
    now = new Date(to);
    agent = new Agent(test.app);
    await agent.login('jonas');
  }

  async function listed(): Promise<Listed[]> {
    return (await agent.get(`${itemUrl}?from=2026-11-01&to=2026-12-31`)).json().data as Listed[];
  }

  it('should export files that yield, occurrence by occurrence, exactly what the server lists', async () => {
    const created = (await agent.post(itemUrl, weekly())).json().data as Listed[];
    expect(created).toHaveLength(5);
    // Two Mondays pass; then every occurrence moves to 12:00 and is renamed, "all".
    await passTime('2026-12-02T10:00:00.000Z');
    const changed = await agent.put(
      `${itemUrl}/${created[3]!.id}`,
      weekly({
        name: 'Algebra II',
        from: '2026-12-14',
        to: '2026-12-14',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
        update_selection_repeater: 'all',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const rows = await listed();
    expect(listedAs(rows)).toEqual([
      '2026-11-23T08:00:00.000Z Algebra',
      '2026-11-30T08:00:00.000Z Algebra',
      '2026-12-07T10:00:00.000Z Algebra II',
      '2026-12-14T10:00:00.000Z Algebra II',
      '2026-12-21T10:00:00.000Z Algebra II',
    ]);

    // The week's (here: the list's) file holds both parts.
    const all = exportEvents(rows, { timeZone: 'Europe/Vilnius', now });
    expect(all.ok).toBe(true);
    expect(occurrencesOf(all.ok ? all.file.content : '')).toEqual(listedAs(rows));

    // A file from one occurrence holds its own series, and that series is exactly the server's.
    for (const row of [rows[0]!, rows[3]!]) {
      const one = exportEvent(row, { timeZone: 'Europe/Vilnius', now });
      expect(one.ok).toBe(true);
      const sameSeries = rows.filter((other) => other.repeater_id === row.repeater_id);
      expect(occurrencesOf(one.ok ? one.file.content : '')).toEqual(listedAs(sameSeries));
    }

    // The past keeps its rule, ending on its last occurrence; what is to come has a rule of its own.
    expect(rows[0]!.repeater_id).toBe(created[0]!.repeater_id);
    expect(rows[0]!.repeater?.until).toBe('2026-11-30');
    expect(rows[3]!.repeater_id).not.toBe(created[0]!.repeater_id);
    expect(rows[3]!.repeater?.until).toBe('2026-12-21');
  });

  it('should keep one rule when nothing of the series has passed yet', async () => {
    const created = (await agent.post(itemUrl, weekly())).json().data as Listed[];
    const changed = await agent.put(
      `${itemUrl}/${created[1]!.id}`,
      weekly({
        from: '2026-11-30',
        to: '2026-11-30',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
        update_selection_repeater: 'all',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await listed();
    expect(new Set(rows.map((row) => row.repeater_id))).toEqual(new Set([created[0]!.repeater_id]));
    const file = exportEvents(rows, { timeZone: 'Europe/Vilnius', now });
    expect(occurrencesOf(file.ok ? file.file.content : '')).toEqual(listedAs(rows));
  });

  it('should move the rest of the series with a later "all" from an occurrence still to come', async () => {
    const created = (await agent.post(itemUrl, weekly())).json().data as Listed[];
    await passTime('2026-12-02T10:00:00.000Z');
    const first = await agent.put(
      `${itemUrl}/${created[3]!.id}`,
      weekly({
        from: '2026-12-14',
        to: '2026-12-14',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
        update_selection_repeater: 'all',
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const moved = (await listed()).find((row) => row.starts_at.startsWith('2026-12-07'))!;
    const second = await agent.put(
      `${itemUrl}/${moved.id}`,
      weekly({
        from: '2026-12-07',
        to: '2026-12-07',
        from_time: { hours: 13, minutes: 40 },
        to_time: { hours: 15, minutes: 10 },
        update_selection_repeater: 'all',
      }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const rows = await listed();
    expect(rows.map((row) => row.starts_at)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
      '2026-12-07T11:40:00.000Z',
      '2026-12-14T11:40:00.000Z',
      '2026-12-21T11:40:00.000Z',
    ]);
    const file = exportEvents(rows, { timeZone: 'Europe/Vilnius', now });
    expect(occurrencesOf(file.ok ? file.file.content : '')).toEqual(listedAs(rows));
  });
});
