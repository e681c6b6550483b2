import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import SqliteDatabase from 'better-sqlite3';
import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { itcImporterOf } from '../src/plugins/app/imports.js';
import { Agent, createUser, testConfig } from './helper.js';
import { clock, createResource } from './reservation-fixtures.js';

/**
 * Reads during a long write on a SQLite file (issue 13, finding 4): the server has a writer and a read-only reader
 * connection, and a long write gives the event loop a turn every few hundred rows. What other users notice: their
 * reads are answered while the write is still in progress, from what is committed; their writes wait for it.
 * Ordering, not timing: "in progress" is the database's write lock being held, seen from a third connection.
 */
describe('reads and writes during a long write on a SQLite file', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let probe: SqliteDatabase.Database;
  let folder: string;
  let writer: Agent;
  let reader: Agent;
  let rooms: { resourceId: number; itemIds: number[] }[];

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'laikas-write-stall-'));
    const file = join(folder, 'laikas.sqlite');
    handle = createDatabase(file);
    app = await buildApp(testConfig(), { database: handle, logger: false, clock });
    // timeout 0: a held write lock answers SQLITE_BUSY at once instead of being waited for.
    probe = new SqliteDatabase(file, { timeout: 0 });
    rooms = [];
    for (const name of ['A1', 'A2', 'A3', 'A4', 'A5', 'B1']) {
      rooms.push(await createResource(app, name));
    }
    await createUser(app, 'writer', ['teacher']);
    await createUser(app, 'reader', ['teacher']);
    writer = new Agent(app);
    reader = new Agent(app);
    await writer.login('writer');
    await reader.login('reader');
    await writer.get('/api/csrf-cookie');
    await reader.get('/api/csrf-cookie');
  });

  afterEach(async () => {
    probe.close();
    await app.close();
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Whether some connection holds the database's write lock (a write transaction is open). */
  function writeInProgress(): boolean {
    try {
      probe.exec('begin immediate');
      probe.exec('rollback');
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') {
        return true;
      }
      throw error;
    }
  }

  /** A daily lecture for a year (365 dates) on the first five rooms: 1,825 rows, under the 2,000 cap. */
  function longSeries(name = 'Long series') {
    return writer.post(`/api/items/${rooms[0]!.itemIds[0]}/reservations`, {
      name,
      from: '2026-11-23',
      to: '2026-11-23',
      from_time: DEFAULT_AVAILABLE_SLOTS[0]!.from,
      to_time: DEFAULT_AVAILABLE_SLOTS[0]!.to,
      type: 'lecture',
      repeater: { type: 'daily', interval: 1, until: '2027-11-22', weekdays: [] },
      reservable: rooms.slice(0, 5).map((room) => room.resourceId),
    });
  }

  /**
   * Starts `request` and answers once the write holds the write lock (and `ready()` holds), with the request still
   * unanswered.
   */
  async function whileWriting<T>(
    request: Promise<T>,
    ready = () => true,
  ): Promise<{ answer: Promise<T>; answered: () => boolean }> {
    let answered = false;
    const answer = request.finally(() => {
      answered = true;
    });
    // The deadline only ends a test that would otherwise wait forever (the writer thread starts with the first long
    // write).
    for (const deadline = Date.now() + 20_000; !(ready() && writeInProgress());) {
      if (answered || Date.now() > deadline) {
        const body = answered ? ((await answer) as { body?: string }).body?.slice(0, 300) : '';
        throw new Error(`the write was never seen in progress from another connection: it never gave a turn ${body}`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { answer, answered: () => answered };
  }

  const namesOfWeek = async (agent: Agent, resourceId: number) => {
    const response = await agent.get(`/api/resources/${resourceId}/reservations?from=2026-11-23&to=2026-11-29`);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { name: string }[]).map((row) => row.name);
  };

  it("should answer another user's read while the write is in progress, without its uncommitted rows", async () => {
    const write = await whileWriting(longSeries());

    const during = await namesOfWeek(reader, rooms[0]!.resourceId);

    expect(write.answered()).toBe(false);
    expect(writeInProgress()).toBe(true);
    expect(during).toEqual([]);
    const created = await write.answer;
    expect(created.statusCode).toBe(201);
    expect(created.json().summary).toMatchObject({ total: 1825, resources: 5 });
    expect(await namesOfWeek(reader, rooms[0]!.resourceId)).toHaveLength(7);
  });

  it('should make a second write wait for the long one, and store both', async () => {
    const write = await whileWriting(longSeries());
    /** The long series' rows committed when the second write was answered (a third connection sees commits only). */
    let committedBeforeSecond = -1;
    const second = reader
      .post(`/api/items/${rooms[5]!.itemIds[0]}/reservations`, {
        name: 'Seminar',
        from: '2026-11-23',
        to: '2026-11-23',
        from_time: DEFAULT_AVAILABLE_SLOTS[1]!.from,
        to_time: DEFAULT_AVAILABLE_SLOTS[1]!.to,
        type: 'lecture',
      })
      .then((response) => {
        committedBeforeSecond = (
          probe.prepare(`select count(*) as count from reservations where name = 'Long series'`).get() as {
            count: number;
          }
        ).count;
        return response;
      });

    const [first, next] = await Promise.all([write.answer, second]);

    expect(first.statusCode).toBe(201);
    expect(next.statusCode).toBe(201);
    expect(committedBeforeSecond).toBe(1825);
    expect(await namesOfWeek(reader, rooms[0]!.resourceId)).toHaveLength(7);
    expect(await namesOfWeek(reader, rooms[5]!.resourceId)).toEqual(['Seminar']);
  });

  it('should leave nothing of a long write that fails after it gave reads a turn', async () => {
    // The database refuses the series' last date: the failure comes after most of its rows were inserted.
    await sql`
      create trigger refuse_last_date before insert on reservations
      when new.starts_at >= '2027-11-22' begin select raise(abort, 'refused by the test'); end
    `.execute(app.db);
    const write = await whileWriting(longSeries());

    expect(await namesOfWeek(reader, rooms[0]!.resourceId)).toEqual([]);
    const failed = await write.answer;

    expect(failed.statusCode).toBe(500);
    const stored = await app.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(0);
    const series = await app.db
      .selectFrom('repeaters')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(series.count)).toBe(0);
    // The write gate was given back: the next write goes through.
    await sql`drop trigger refuse_last_date`.execute(app.db);
    expect((await longSeries('Again')).statusCode).toBe(201);
  });

  /**
   * An ITC 2019 problem of one room where 20 classes meet every weekday for 30 weeks: 3,000 meetings, written in
   * the room's one transaction.
   */
  function busyRoom() {
    const weeks = '1'.repeat(30);
    const classes = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, start: 84 + index * 9 }));
    const problem = `<?xml version="1.0" encoding="UTF-8"?>
<problem name="busy" nrDays="7" slotsPerDay="288" nrWeeks="30">
  <rooms><room id="1" capacity="30"/></rooms>
  <courses><course id="1"><config id="1"><subpart id="1">
${classes.map(({ id, start }) => `    <class id="${id}" limit="10"><room id="1" penalty="0"/><time days="1111100" start="${start}" length="9" weeks="${weeks}" penalty="0"/></class>`).join('\n')}
  </subpart></config></course></courses>
</problem>`;
    const solution = `<?xml version="1.0" encoding="utf-8"?>
<solution name="busy">
${classes.map(({ id, start }) => `  <class id="${id}" days="1111100" start="${start}" weeks="${weeks}" room="1"/>`).join('\n')}
</solution>`;
    return itcImporterOf(app.db, app.dialect, { clock, timeZone: 'Europe/Vilnius' }).run({
      problemXml: problem,
      solutionXml: solution,
      periodName: 'Busy',
      start: '2026-02-02',
      groups: false,
    });
  }

  it("should answer another user's read while an ITC import writes a room's series", async () => {
    // Once its period is committed (asked first: the writer thread commits meanwhile), the import's write lock is
    // the room's transaction.
    const periodCommitted = () => probe.prepare('select count(*) as count from periods').pluck().get() === 1;
    const write = await whileWriting(busyRoom(), periodCommitted);

    const during = await namesOfWeek(reader, rooms[0]!.resourceId);

    expect(write.answered()).toBe(false);
    expect(writeInProgress()).toBe(true);
    expect(during).toEqual([]);
    const summary = await write.answer;
    expect(summary).toMatchObject({ occurrences: 3000, series: { created: 20, existing: 0 } });
  });
});
