import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { type ItcImportProgress } from '../src/services/itc-import.js';
import { itcImporterOf } from '../src/plugins/app/imports.js';
import { Agent, createUser, testConfig } from './helper.js';
import { clock, createResource } from './reservation-fixtures.js';

/** A COMMIT the test holds: `reached` once the write waits at it, `open()` lets it commit. */
interface HeldCommit {
  reached: Promise<void>;
  open(): void;
}

/**
 * Other users' reads and writes while a long write holds a SQLite file's one writer (issue 13 finding 4; issues 26
 * and 34). The test holds the write open itself, at its COMMIT (the database's `beforeCommit` hook waits for a gate
 * the test opens), so "during the write" is an order the test sets, whatever the machine's speed. What a user
 * sees: their read is answered meanwhile, from what is committed; their write waits and is stored after it.
 */
describe('reads and writes during a long write on a SQLite file', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let folder: string;
  let writer: Agent;
  let reader: Agent;
  let rooms: { resourceId: number; itemIds: number[] }[];
  /** Armed by `holdNextCommit`: the next COMMIT waits for it. */
  let armed: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'laikas-write-stall-'));
    handle = createDatabase(join(folder, 'laikas.sqlite'), {
      beforeCommit: async () => {
        const hold = armed;
        armed = undefined;
        await hold?.();
      },
    });
    app = await buildApp(testConfig(), { database: handle, logger: false, clock });
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
    armed = undefined;
    await app.close();
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  function holdNextCommit(): HeldCommit {
    let reached!: () => void;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held: HeldCommit = { reached: new Promise<void>((resolve) => (reached = resolve)), open };
    armed = () => {
      reached();
      return opened;
    };
    return held;
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

  /** A one-off seminar in room B1 on the `day`-th day from 23 November, by `agent`. */
  function seminar(agent: Agent, day = 0, name = 'Seminar') {
    const date = new Date(Date.UTC(2026, 10, 23 + day)).toISOString().slice(0, 10);
    return agent.post(`/api/items/${rooms[5]!.itemIds[0]}/reservations`, {
      name,
      from: date,
      to: date,
      from_time: DEFAULT_AVAILABLE_SLOTS[1]!.from,
      to_time: DEFAULT_AVAILABLE_SLOTS[1]!.to,
      type: 'lecture',
    });
  }

  const namesOfWeek = async (agent: Agent, resourceId: number, from = '2026-11-23', to = '2026-11-29') => {
    const response = await agent.get(`/api/resources/${resourceId}/reservations?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { name: string }[]).map((row) => row.name);
  };

  /** Reservations named `name` as committed (the server's reads see committed rows only). */
  const committed = async (name: string) =>
    Number(
      (
        await app.db
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("should answer another user's read while the write is held open, without its uncommitted rows", async () => {
    const held = holdNextCommit();
    const write = longSeries();
    await held.reached;

    expect(await namesOfWeek(reader, rooms[0]!.resourceId)).toEqual([]);
    expect(await committed('Long series')).toBe(0);

    held.open();
    const created = await write;
    expect(created.statusCode).toBe(201);
    expect(created.json().summary).toMatchObject({ total: 1825, resources: 5 });
    expect(await namesOfWeek(reader, rooms[0]!.resourceId)).toHaveLength(7);
  });

  it('should store a second write after the long one it waited for', async () => {
    const held = holdNextCommit();
    const write = longSeries();
    await held.reached;
    /** The long series' rows committed when the second write was answered. */
    let committedBeforeSecond = -1;
    const second = seminar(reader).then(async (response) => {
      committedBeforeSecond = await committed('Long series');
      return response;
    });
    // A read answered meanwhile: the second write has reached the server and waits.
    expect(await namesOfWeek(reader, rooms[5]!.resourceId)).toEqual([]);

    held.open();
    const [first, next] = await Promise.all([write, second]);
    expect(first.statusCode).toBe(201);
    expect(next.statusCode).toBe(201);
    expect(committedBeforeSecond).toBe(1825);
    expect(await namesOfWeek(reader, rooms[5]!.resourceId)).toEqual(['Seminar']);
  });

  it('should leave nothing of a long write that fails, and take the next write', async () => {
    // The database refuses the series' last date: the failure comes after most of its rows were inserted.
    await sql`
      create trigger refuse_last_date before insert on reservations
      when new.starts_at >= '2027-11-22' begin select raise(abort, 'refused by the test'); end
    `.execute(app.db);

    expect((await longSeries()).statusCode).toBe(500);
    expect(await committed('Long series')).toBe(0);
    const series = await app.db
      .selectFrom('repeaters')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(series.count)).toBe(0);
    await sql`drop trigger refuse_last_date`.execute(app.db);
    expect((await longSeries('Again')).statusCode).toBe(201);
  });

  /**
   * An ITC 2019 problem of `roomCount` rooms where 20 classes meet every weekday for 30 weeks in each: 3,000
   * meetings a room, each room's written in one transaction.
   */
  function busyRooms(roomCount: number, onProgress: (progress: ItcImportProgress) => void) {
    const weeks = '1'.repeat(30);
    const classes = Array.from({ length: 20 * roomCount }, (_, index) => ({
      id: index + 1,
      room: Math.floor(index / 20) + 1,
      start: 84 + (index % 20) * 9,
    }));
    const problem = `<?xml version="1.0" encoding="UTF-8"?>
<problem name="busy" nrDays="7" slotsPerDay="288" nrWeeks="30">
  <rooms>${Array.from({ length: roomCount }, (_, index) => `<room id="${index + 1}" capacity="30"/>`).join('')}</rooms>
  <courses><course id="1"><config id="1"><subpart id="1">
${classes.map(({ id, room, start }) => `    <class id="${id}" limit="10"><room id="${room}" penalty="0"/><time days="1111100" start="${start}" length="9" weeks="${weeks}" penalty="0"/></class>`).join('\n')}
  </subpart></config></course></courses>
</problem>`;
    const solution = `<?xml version="1.0" encoding="utf-8"?>
<solution name="busy">
${classes.map(({ id, room, start }) => `  <class id="${id}" days="1111100" start="${start}" weeks="${weeks}" room="${room}"/>`).join('\n')}
</solution>`;
    return itcImporterOf(app.db, app.dialect, { clock, timeZone: 'Europe/Vilnius' }).run({
      problemXml: problem,
      solutionXml: solution,
      periodName: 'Busy',
      start: '2026-02-02',
      groups: false,
      onProgress,
    });
  }

  /** The resource the import made of ITC room 1 (committed before the rooms' series are written). */
  const importedRoom = async () =>
    (await app.db.selectFrom('resources').select('id').where('name', '=', 'R1 (busy)').executeTakeFirstOrThrow()).id;

  /** Starts the import of `roomCount` rooms and holds the commit of the series of room `heldRoom` (1-based). */
  async function importHolding(roomCount: number, heldRoom: number) {
    let arm!: (held: HeldCommit) => void;
    const armed = new Promise<HeldCommit>((resolve) => (arm = resolve));
    // Called once the rooms are committed and the classes sorted, then after each room's series are committed.
    const run = busyRooms(roomCount, (progress) => {
      if (progress.rooms.done === heldRoom - 1) {
        arm(holdNextCommit());
      }
    });
    const held = await Promise.race([armed, run.then(() => Promise.reject(new Error('the import never held')))]);
    await held.reached;
    return { held, run };
  }

  it("should answer another user's read and store their write while an ITC import writes a room's series", async () => {
    const { held, run } = await importHolding(1, 1);
    const room = await importedRoom();

    expect(await namesOfWeek(reader, room, '2026-02-02', '2026-02-08')).toEqual([]);
    let importedBeforeSeminar = -1;
    const seminarWrite = seminar(writer).then(async (response) => {
      importedBeforeSeminar = await committed('C1');
      return response;
    });
    expect(await namesOfWeek(reader, rooms[5]!.resourceId)).toEqual([]);

    held.open();
    expect(await run).toMatchObject({ occurrences: 3000, series: { created: 20, existing: 0 } });
    expect((await seminarWrite).statusCode).toBe(201);
    expect(importedBeforeSeminar).toBe(150);
    expect(await namesOfWeek(reader, room, '2026-02-02', '2026-02-08')).toHaveLength(100);
    expect(await namesOfWeek(reader, rooms[5]!.resourceId)).toEqual(['Seminar']);
  });

  describe('with every core busy', () => {
    let spinners: ChildProcess[] = [];
    beforeEach(async () => {
      spinners = Array.from({ length: availableParallelism() }, () =>
        spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
      );
      await Promise.all(spinners.map((child) => new Promise((resolve) => child.once('spawn', resolve))));
    });
    afterEach(() => {
      for (const child of spinners) {
        child.kill('SIGKILL');
      }
      spinners = [];
    });

    it(
      'should answer every read and store every write of other users during an ITC import',
      { timeout: 180_000 },
      async () => {
        const errors: unknown[] = [];
        const noteError = (error: unknown) => errors.push(error);
        process.on('unhandledRejection', noteError);
        try {
          const answered = { reads: 0, writes: 0 };
          const read = async () => {
            const response = await reader.get(
              `/api/resources/${rooms[5]!.resourceId}/reservations?from=2026-11-23&to=2026-11-29`,
            );
            if (response.statusCode === 200) {
              answered.reads += 1;
            } else {
              errors.push(`read answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
            }
          };
          let weekday = 0;
          const store = async (agent: Agent) => {
            // Monday to Friday from 23 November, one seminar a day.
            const index = weekday++;
            const response = await seminar(agent, Math.floor(index / 5) * 7 + (index % 5), 'Busy seminar');
            if (response.statusCode === 201) {
              answered.writes += 1;
            } else {
              errors.push(`write answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
            }
          };

          // Two rooms; the second room's series are held open while other users read and write.
          const { held, run } = await importHolding(2, 2);
          let importDone = false;
          const done = run
            .catch((error: unknown) => {
              errors.push(error);
              return undefined;
            })
            .finally(() => {
              importDone = true;
            });
          const writesWaiting = [store(writer), store(reader)];
          await Promise.all([read(), read(), read()]);
          expect(answered).toEqual({ reads: 3, writes: 0 });
          held.open();
          await Promise.all(writesWaiting);
          // Then other users read and write until the import is done (one round at least).
          do {
            await Promise.all([read(), read(), store(writer), store(reader)]);
          } while (!importDone);
          const summary = await done;

          expect(errors).toEqual([]);
          expect(summary).toMatchObject({ occurrences: 6000, series: { created: 40 } });
          expect(await committed('Busy seminar')).toBe(answered.writes);
        } finally {
          process.off('unhandledRejection', noteError);
        }
      },
    );
  });
});
