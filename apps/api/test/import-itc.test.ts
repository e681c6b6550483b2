import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as seriesByPeriod from '../src/db/migrations/2026-12-06T0900_import_keys_series_by_period.js';
import * as itcDuplicates from '../src/db/migrations/2026-12-07T1200_blackouts_itc_duplicates.js';
import { type Message, renderStored } from '../src/i18n/index.js';
import { itcSummaryLines } from '../src/cli/itc-summary.js';
import { createItcImporter, ItcImportError } from '../src/services/itc-import.js';
import { buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { PROBLEM, SOLUTION } from './itc-fixtures.js';
import { createBlackout } from './reservation-fixtures.js';

/** An import's warnings as an English reader reads them. */
const english = (warnings: readonly (Message | string)[]) => warnings.map((warning) => renderStored(warning, 'en'));

describe.each(DIALECTS)('ITC 2019 import on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;

  const importer = () =>
    createItcImporter({
      db: app.db,
      dialect: app.dialect,
      imports: app.repositories.imports,
      periods: app.repositories.periods,
      blackouts: app.repositories.blackouts,
      audit: app.audit,
      clock: () => new Date('2026-01-15T10:00:00.000Z'),
      timeZone: 'Europe/Vilnius',
    });
  const run = (overrides: Partial<Parameters<ReturnType<typeof importer>['run']>[0]> = {}) =>
    importer().run({
      problemXml: PROBLEM,
      solutionXml: SOLUTION,
      periodName: '2026 pavasaris',
      start: '2026-02-02',
      groups: true,
      ...overrides,
    });

  const preview = (overrides: { periodName?: string; start?: string } = {}) => {
    const options = { periodName: '2026 pavasaris', start: '2026-02-02', groups: true, ...overrides };
    return importer().preview(options, importer().parse({ problemXml: PROBLEM, solutionXml: SOLUTION, ...options }));
  };
  /** The import's blackouts keyed as imports wrote them before keys counted weeks: by date (`…:unavailable:0:2026-02-09`). */
  const keyByDate = async () => {
    const rows = await app.db.selectFrom('blackouts').select(['id', 'source', 'starts_at']).execute();
    for (const row of rows) {
      const date = new Date(Date.parse(row.starts_at) + 3 * 3_600_000).toISOString().slice(0, 10);
      await app.db
        .updateTable('blackouts')
        .set({ source: row.source!.replace(/:week:\d+:day:\d+$/, `:${date}`) })
        .where('id', '=', row.id)
        .execute();
    }
  };

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  it('should import rooms, weekly series in exact times, blackouts and groups, and sum it up', async () => {
    const summary = await run();
    expect(summary).toMatchObject({
      problem: 'tiny',
      period: { name: '2026 pavasaris', created: true },
      rooms: { total: 2, created: 2 },
      classes: { total: 3, placed: 2, withoutRoom: 1 },
      series: { created: 2, existing: 0 },
      // Class 1: Wednesday and Friday of 4 weeks; class 2: Tuesday of weeks 1 and 3.
      occurrences: 10,
      blackouts: 4,
      users: 4,
      groups: 3,
      memberships: 6,
    });
    expect(english(summary.warnings)).toEqual(['Class 2: 3 students in room 2 with 2 seats (capacity overflow)']);

    const rooms = await app.db.selectFrom('resources').select(['name', 'capacity']).orderBy('name').execute();
    expect(rooms).toEqual([
      { name: 'R1 (tiny)', capacity: 20 },
      { name: 'R2 (tiny)', capacity: 2 },
    ]);
    const period = await app.db.selectFrom('periods').selectAll().executeTakeFirstOrThrow();
    expect(period).toMatchObject({ starts_on: '2026-02-02', ends_on: '2026-03-01', teaching_weeks: 4 });

    // Class 1 at 12:30–13:45 fills no academic slot: an event at its exact time. Class 2 at 08:30–10:00 neither.
    const first = await app.db
      .selectFrom('reservations')
      .select(['name', 'type', 'starts_at', 'ends_at'])
      .where('name', '=', 'C1')
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      name: 'C1',
      type: 'event',
      starts_at: '2026-02-04T10:30:00.000Z',
      ends_at: '2026-02-04T11:45:00.000Z',
    });
    const student = await app.db
      .selectFrom('users')
      .select('id')
      .where('uid', '=', 's5@tiny')
      .executeTakeFirstOrThrow();
    const seen = await app.db
      .selectFrom('reservation_groups')
      .innerJoin('group_users', 'group_users.group_id', 'reservation_groups.group_id')
      .where('group_users.user_id', '=', student.id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(seen.count)).toBe(10);
  });

  it('should create nothing new when the same solution is imported twice', async () => {
    await run();
    const count = async (table: 'reservations' | 'resources' | 'users' | 'groups' | 'group_users' | 'blackouts') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await Promise.all(
      (['reservations', 'resources', 'users', 'groups', 'group_users', 'blackouts'] as const).map(count),
    );
    const again = await run();
    // Audited once per run, on the period (issue 15): created with what the set-up wrote, then a run that wrote
    // nothing new says so.
    const entries = await app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.label])).toEqual([
      ['create', 'period', '2026 pavasaris'],
      ['update', 'period', '2026 pavasaris'],
    ]);
    expect(JSON.parse(entries[0]!.changes)).toMatchObject({
      itc_import: { before: null, after: 'tiny' },
      rooms_created: { before: null, after: 2 },
    });
    expect(JSON.parse(entries[1]!.changes)).toMatchObject({ rooms_created: { before: null, after: 0 } });
    expect(again).toMatchObject({
      period: { created: false },
      rooms: { created: 0 },
      series: { created: 0, existing: 2 },
      occurrences: 0,
      blackouts: 0,
      users: 0,
      groups: 0,
      memberships: 0,
    });
    const after = await Promise.all(
      (['reservations', 'resources', 'users', 'groups', 'group_users', 'blackouts'] as const).map(count),
    );
    expect(after).toEqual(before);
  });

  // An operator's re-import into the next semester found its series "already there" and gave it only blackouts.
  it("should import the same files into another period as that period's series and blackouts, and nothing twice into either", async () => {
    await run();
    const preview = await importer().preview(
      { periodName: '2026 ruduo', start: '2026-09-07', groups: true },
      importer().parse({
        problemXml: PROBLEM,
        solutionXml: SOLUTION,
        periodName: '2026 ruduo',
        start: '2026-09-07',
        groups: true,
      }),
    );
    expect(preview).toMatchObject({
      period: { name: '2026 ruduo', exists: false },
      rooms: { new: 0, matched: 2, conflicting: 0 },
      students: { new: 0, matched: 4, conflicting: 0 },
      groups: { new: 0, matched: 3 },
    });

    const autumn = await run({ periodName: '2026 ruduo', start: '2026-09-07' });
    // Its rooms, students and class groups are those of the first import; its series and blackouts are its own.
    expect(autumn).toMatchObject({
      period: { name: '2026 ruduo', created: true },
      rooms: { created: 0 },
      series: { created: 2, existing: 0 },
      occurrences: 10,
      blackouts: 4,
      users: 0,
      groups: 0,
      memberships: 0,
    });
    const periodId = autumn.period.id;
    const meetings = await app.db
      .selectFrom('reservations')
      .select('starts_at')
      .where('starts_at', '>=', '2026-09-07')
      .execute();
    expect(meetings).toHaveLength(10);
    const closed = await app.db.selectFrom('blackouts').select('period_id').execute();
    expect(closed.filter((row) => row.period_id === periodId)).toHaveLength(4);
    expect(closed).toHaveLength(8);

    // Imported again into either period: nothing new, and the summary says so.
    for (const again of [await run({ periodName: '2026 ruduo', start: '2026-09-07' }), await run()]) {
      expect(again).toMatchObject({
        period: { created: false },
        series: { created: 0, existing: 2 },
        occurrences: 0,
        blackouts: 0,
        groups: 0,
        memberships: 0,
      });
    }
    expect(await app.db.selectFrom('reservations').select('id').execute()).toHaveLength(20);
    expect(await app.db.selectFrom('blackouts').select('id').execute()).toHaveLength(8);
  });

  // Series imported before they were kept by period: the migration gives each key the period its series is in.
  it('should find the series of an import made before series were kept by period, and import another period', async () => {
    const spring = await run();
    const keys = await app.db.selectFrom('import_keys').select('key').where('key', 'like', '%:class:%').execute();
    expect(keys.map((row) => row.key).sort()).toEqual([
      `itc:tiny:period:${spring.period.id}:class:1:0`,
      `itc:tiny:period:${spring.period.id}:class:2:0`,
    ]);
    for (const { key } of keys) {
      await app.db
        .updateTable('import_keys')
        .set({ key: key.replace(/:period:\d+/, '') })
        .where('key', '=', key)
        .execute();
    }
    await seriesByPeriod.up(app.db);
    const migrated = await app.db.selectFrom('import_keys').select('key').where('key', 'like', '%:class:%').execute();
    expect(migrated.map((row) => row.key).sort()).toEqual(keys.map((row) => row.key).sort());

    expect(await run()).toMatchObject({ series: { created: 0, existing: 2 }, occurrences: 0, blackouts: 0 });
    expect(await run({ periodName: '2026 ruduo', start: '2026-09-07' })).toMatchObject({
      series: { created: 2, existing: 0 },
      occurrences: 10,
      blackouts: 4,
    });
    // Undone, the first period's series keep their old keys; the later period's are dropped.
    await seriesByPeriod.down(app.db);
    const undone = await app.db.selectFrom('import_keys').select('key').where('key', 'like', '%:class:%').execute();
    expect(undone.map((row) => row.key).sort()).toEqual(['itc:tiny:class:1:0', 'itc:tiny:class:2:0']);
  });

  // Blackouts imported before their keys counted weeks were keyed by date (`…:unavailable:0:2026-02-02`).
  it('should find the blackouts of an import made before their keys counted weeks, with any start', async () => {
    await run();
    await keyByDate();
    expect((await app.db.selectFrom('blackouts').select('source').execute()).map((row) => row.source)).toContain(
      'itc:tiny:room:1:unavailable:0:2026-02-09',
    );
    for (const start of ['2026-02-02', '2026-02-16']) {
      expect(await run({ start })).toMatchObject({ blackouts: 0, blackoutsExisting: 4, blackoutsLeftOut: 0 });
    }
    expect(await app.db.selectFrom('blackouts').select('id').execute()).toHaveLength(4);
    // Their dates tell the start they were imported with, with the series' or without them.
    await app.db.deleteFrom('import_keys').where('key', 'like', '%:class:%').execute();
    expect(english((await preview({ start: '2026-02-16' })).warnings)).toEqual([
      expect.stringMatching(
        /^Period "2026 pavasaris" already holds these files imported with week 1 from 2026-02-02: 0 weekly series and 4 room blackouts there stay/,
      ),
    ]);
  });

  // An operator's walk: the same files imported into the period again with another Monday of week 1 found everything
  // already there and said nothing of the dates, so the semester stayed on the first import's weeks unannounced.
  it('should warn, before and after, that the period holds these files from another start, and what stays there', async () => {
    await run({ language: 'en' });
    const shifted = await preview({ start: '2026-02-09' });
    expect(shifted).toMatchObject({ series: { new: 0, existing: 2 }, blackouts: { new: 0, existing: 4, leftOut: 0 } });
    expect(english(shifted.warnings)).toEqual([
      'Period "2026 pavasaris" already holds these files imported with week 1 from 2026-02-02: 2 weekly series and 4 room blackouts there stay on those dates. This import counts week 1 from 2026-02-09: it moves none of them, and anything it adds goes on its own dates, beside them. To keep the semester in one place, import it with week 1 from 2026-02-02.',
    ]);
    expect(renderStored(shifted.warnings[0]!, 'lt')).toBe(
      'Laikotarpyje „2026 pavasaris“ jau yra šie failai, importuoti nurodžius pirmosios savaitės pirmadienį 2026-02-02: 2 savaitinės serijos ir 4 nedarbo laikai lieka tomis datomis. Šiame importe pirmosios savaitės pirmadienis yra 2026-02-09: jis jų neperkelia, o tai, ką prideda, įrašo savo datomis šalia jų. Kad semestras liktų vienoje vietoje, importuokite nurodę pirmosios savaitės pirmadienį 2026-02-02.',
    );
    // The import itself says so first, above its other warnings.
    const summary = await run({ start: '2026-02-09', language: 'en' });
    expect(summary.warnings[0]).toEqual(shifted.warnings[0]);
    // The same start, or another period: nothing to warn of.
    expect((await preview()).warnings).toEqual([]);
    expect((await preview({ periodName: '2026 ruduo', start: '2026-09-07' })).warnings).toEqual([]);
  });

  // Blackouts doubled by imports before the fix (commit 484a1b1e): an overlapping period's import added the first
  // period's room blackouts again over them, so the room showed each closure twice.
  it("should remove, on upgrade, the room blackouts an import doubled, and none of the office's own", async () => {
    await run({ language: 'en' });
    const second = await run({ periodName: '2026 pavasaris B', start: '2026-02-09', language: 'en' });
    // As the import wrote them before the fix: keyed by date, and the second period's over the first's.
    await keyByDate();
    const first = await app.db
      .selectFrom('blackouts')
      .selectAll()
      .where('period_id', '!=', second.period.id)
      .orderBy('starts_at')
      .execute();
    expect(first).toHaveLength(4);
    const copy = (row: (typeof first)[number], changes: Partial<(typeof first)[number]> = {}) => {
      const { id: _id, ...values } = row;
      return app.db
        .insertInto('blackouts')
        .values({ ...values, created_at: '2026-01-20T10:00:00.000Z', ...changes })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const doubled = [
      await copy(first[1]!, { period_id: second.period.id }),
      await copy(first[2]!, { period_id: second.period.id }),
      // Imported by someone reading Lithuanian: the same blackout under the name that language gives it.
      await copy(first[3]!, { period_id: second.period.id, name: 'R1 neprieinama' }),
      // The same key twice in one period.
      await copy(first[0]!),
    ].map((row) => row.id);
    const kept = [
      // Renamed by the office: its own now.
      await copy(first[2]!, { period_id: second.period.id, name: 'R1 unavailable (renovation)' }),
      // The office's own blackouts, doubled by hand.
      await copy(first[1]!, { source: null, period_id: null, name: 'Remontas' }),
      await copy(first[1]!, { source: null, period_id: null, name: 'Remontas' }),
    ].map((row) => row.id);
    const before = await app.db.selectFrom('blackouts').select('id').orderBy('id').execute();
    expect(before).toHaveLength(5 + doubled.length + kept.length);

    await itcDuplicates.up(app.db);
    const after = await app.db.selectFrom('blackouts').select('id').orderBy('id').execute();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id).filter((id) => !doubled.includes(id)));
    expect(after.map((row) => row.id)).toEqual(expect.arrayContaining(first.map((row) => row.id)));
    // Each period the doubles were removed from says how many in the audit log, as the system's change.
    const entries = await app.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'action', 'entity_type', 'label', 'changes'])
      .where('changes', 'like', '%duplicate_blackouts_removed%')
      .orderBy('label')
      .execute();
    expect(entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) as unknown }))).toEqual([
      {
        actor_id: null,
        action: 'update',
        entity_type: 'period',
        label: '2026 pavasaris',
        changes: { duplicate_blackouts_removed: { before: null, after: 1 } },
      },
      {
        actor_id: null,
        action: 'update',
        entity_type: 'period',
        label: '2026 pavasaris B',
        changes: { duplicate_blackouts_removed: { before: null, after: 3 } },
      },
    ]);
    // Run again (or on a database without doubles), it removes nothing more.
    await itcDuplicates.up(app.db);
    expect(await app.db.selectFrom('blackouts').select('id').execute()).toHaveLength(after.length);
    // What stays of the second period's days still reads as imported with its own start (the real semester: its last
    // weeks alone were taken for another start).
    expect((await preview({ periodName: '2026 pavasaris B', start: '2026-02-09' })).warnings).toEqual([]);
  });

  it('should not add a room unavailability over a reservation on its room, and say so in either language', async () => {
    await run();
    // The file changed: room 1 is unavailable on Wednesday afternoons of weeks 2 and 3, where class 1 meets.
    const problem = PROBLEM.replace(
      '<unavailable days="1000000" start="0" length="288" weeks="1111"/>',
      '<unavailable days="1000000" start="0" length="288" weeks="1111"/><unavailable days="0010000" start="144" length="48" weeks="0110"/>',
    );
    const summary = await run({ problemXml: problem, language: 'en' });
    expect(summary).toMatchObject({
      series: { created: 0, existing: 2, leftOut: 0 },
      blackouts: 0,
      blackoutsExisting: 4,
      blackoutsLeftOut: 2,
    });
    // One line per room, weekday and time, whatever the number of dates (an operator's walk: a semester's Fridays
    // made a wall of dates).
    const warning = summary.warnings.find((each) => renderStored(each, 'en').startsWith('Room 1'));
    expect(renderStored(warning!, 'en')).toBe(
      'Room 1, unavailable Wednesdays 12:00–16:00: 2 dates from 2026-02-11 to 2026-02-18 not added; the room is booked then ("C1")',
    );
    expect(renderStored(warning!, 'lt')).toBe(
      'Auditorija 1: nedarbo laikas trečiadieniais 12:00–16:00 nepridėtas – 2 datos nuo 2026-02-11 iki 2026-02-18, nes tuo metu auditorija rezervuota („C1“)',
    );
    expect(await app.db.selectFrom('blackouts').select('id').execute()).toHaveLength(4);
  });

  it('should print on the command line what it added, found already there and left out', async () => {
    await run({ language: 'en' });
    expect(
      itcSummaryLines(await run({ start: '2026-02-09', language: 'en' }), { groups: true, seconds: '0.1' }),
    ).toEqual([
      'import:itc: tiny into period "2026 pavasaris" in 0.1 s',
      '  rooms:       2 (0 created)',
      '  classes:     3 (2 placed in rooms, 1 without a room)',
      '  series:      0 created, 2 already there, 0 left out',
      '  occurrences: 0 created',
      '  blackouts:   0 created, 4 already there, 0 left out (room unavailabilities)',
      '  students:    0 users created, 0 groups created, 0 memberships added',
      '  warnings:    2',
      '    - Period "2026 pavasaris" already holds these files imported with week 1 from 2026-02-02: 2 weekly series and 4 room blackouts there stay on those dates. This import counts week 1 from 2026-02-09: it moves none of them, and anything it adds goes on its own dates, beside them. To keep the semester in one place, import it with week 1 from 2026-02-02.',
      '    - Class 2: 3 students in room 2 with 2 seats (capacity overflow)',
    ]);
    const overlapping = await run({ periodName: '2026 pavasaris B', start: '2026-02-09', language: 'en' });
    expect(itcSummaryLines(overlapping, { groups: false, seconds: '0.1' })).toEqual([
      'import:itc: tiny into period "2026 pavasaris B" (new) in 0.1 s',
      '  rooms:       2 (0 created)',
      '  classes:     3 (2 placed in rooms, 1 without a room)',
      '  series:      1 created, 0 already there, 1 left out',
      '  occurrences: 2 created',
      '  blackouts:   1 created, 0 already there, 3 left out (room unavailabilities)',
      '  warnings:    3',
      '    - Room 1, unavailable Mondays, all day: 3 dates from 2026-02-09 to 2026-02-23 not added; the room is already unavailable then ("R1 unavailable", period "2026 pavasaris")',
      '    - Class 2: 3 students in room 2 with 2 seats (capacity overflow)',
      '    - Class 1 clashes with "C1" in room 1; left out',
    ]);
  });

  it('should leave out a class that clashes with a reservation already on its room, with a warning', async () => {
    await run({ solutionXml: SOLUTION.replace(/<class id="2"[\s\S]*?<\/class>/, '') });
    // The same room is then given to class 2 at class 1's time: it must not double-book the room.
    const clashing = SOLUTION.replace(
      '<class id="2" days="0100000" start="102" weeks="1010" room="2">',
      '<class id="2" days="0010100" start="150" weeks="1111" room="1">',
    );
    const problem = PROBLEM.replace(
      '<time days="0100000" start="102" length="18" weeks="1010" penalty="0"/>',
      '<time days="0010100" start="150" length="15" weeks="1111" penalty="0"/>',
    );
    const summary = await run({ problemXml: problem, solutionXml: clashing });
    expect(summary.series).toEqual({ created: 0, existing: 1, leftOut: 1 });
    expect(english(summary.warnings)).toContain('Class 2 clashes with "C1" in room 1; left out');
  });

  it.each([
    {
      case: 'lt, the default',
      language: undefined,
      description: 'tiny, auditorija 1 (ITC 2019)',
      unavailable: 'R1 neprieinama',
      student: 'Studentas',
    },
    {
      case: 'en',
      language: 'en' as const,
      description: 'tiny, room 1 (ITC 2019)',
      unavailable: 'R1 unavailable',
      student: 'Student',
    },
  ])(
    'should name the rooms, their unavailabilities and the students it creates in the language of whoever imports ($case)',
    async ({ language, description, unavailable, student }) => {
      await run({ language });
      const room = await app.db
        .selectFrom('resources')
        .select(['id', 'description'])
        .where('name', '=', 'R1 (tiny)')
        .executeTakeFirstOrThrow();
      expect(room.description).toBe(description);
      const closed = await app.db.selectFrom('blackouts').select('name').where('resource_id', '=', room.id).execute();
      expect(closed.length).toBeGreaterThan(0);
      expect(new Set(closed.map((row) => row.name))).toEqual(new Set([unavailable]));
      const students = await app.db.selectFrom('users').select(['uid', 'name']).where('uid', 'like', 's%').execute();
      expect(students.length).toBe(4);
      for (const { uid, name } of students) {
        expect(name).toBe(`${student} ${uid!.slice(1).replace('@tiny', ' (tiny)')}`);
      }
    },
  );

  it('should leave out a class on its room unavailability, with a warning', async () => {
    const onMonday = SOLUTION.replace(
      '<class id="2" days="0100000" start="102" weeks="1010" room="2">',
      '<class id="2" days="1000000" start="102" weeks="1010" room="1">',
    );
    const problem = PROBLEM.replace(
      '<time days="0100000" start="102" length="18" weeks="1010" penalty="0"/>',
      '<time days="1000000" start="102" length="18" weeks="1010" penalty="0"/>',
    );
    const summary = await run({ problemXml: problem, solutionXml: onMonday, language: 'en' });
    expect(english(summary.warnings)).toContain('Class 2 meets "R1 unavailable" in room 1; left out');
    expect(summary.occurrences).toBe(8);
  });

  it('should import a class with only its dates on a room unavailability or a holiday skipped, listed in a warning', async () => {
    // Room 1 is closed on Wednesday of week 2 (2026-02-11), the institution on Friday of week 3 (2026-02-20).
    const problem = PROBLEM.replace(
      '<unavailable days="1000000" start="0" length="288" weeks="1111"/>',
      '<unavailable days="0010000" start="0" length="288" weeks="0100"/>',
    );
    await createBlackout(app, 'Rektoriaus diena', null, {
      from: '2026-02-19T22:00:00.000Z',
      to: '2026-02-20T22:00:00.000Z',
      allDay: true,
    });
    // Imported in the installation's default language (lt): the room's unavailability is named in it.
    const summary = await run({ problemXml: problem });
    expect(summary.series).toEqual({ created: 2, existing: 0, leftOut: 0 });
    // Class 1 keeps 6 of its 8 meetings; class 2 (room 2) its 2.
    expect(summary.occurrences).toBe(8);
    const skipped = 'Class 1 in room 1: skipped 2026-02-11, 2026-02-20 on "R1 neprieinama", "Rektoriaus diena"';
    const warning = summary.warnings.find((each) => renderStored(each, 'en') === skipped);
    expect(warning).toBeDefined();
    expect(renderStored(warning!, 'lt')).toBe(
      'Užsiėmimas 1 auditorijoje 1: praleistos datos 2026-02-11, 2026-02-20, nes jos patenka į „R1 neprieinama“, „Rektoriaus diena“',
    );
    const dates = await app.db
      .selectFrom('reservations')
      .select('starts_at')
      .where('name', '=', 'C1')
      .orderBy('starts_at')
      .execute();
    expect(dates.map((row) => row.starts_at.slice(0, 10))).toEqual([
      '2026-02-04',
      '2026-02-06',
      '2026-02-13',
      '2026-02-18',
      '2026-02-25',
      '2026-02-27',
    ]);
    // The rule skips them too, so editing the series as a whole does not bring them back.
    const excluded = await app.db.selectFrom('repeater_exclusions').select('date').orderBy('date').execute();
    expect(excluded.map((row) => row.date)).toEqual(['2026-02-11', '2026-02-20']);

    // Imported again: nothing new, no second copy of the skipped dates.
    const again = await run({ problemXml: problem });
    expect(again).toMatchObject({ series: { created: 0, existing: 2 }, occurrences: 0 });
    expect(english(again.warnings)).not.toContain(skipped);
  });

  it('should refuse a start that is not a Monday and a solution of another problem, writing nothing', async () => {
    await expect(run({ start: '2026-02-03' })).rejects.toThrow(ItcImportError);
    await expect(run({ solutionXml: SOLUTION.replace('name="tiny"', 'name="other"') })).rejects.toThrow(
      /The solution is of "other"/,
    );
    expect(await app.db.selectFrom('resources').select('id').execute()).toEqual([]);
  });

  it('should show an imported room week to a signed-in user through the API', async () => {
    await run();
    const { agent } = await signIn(app, 's-viewer');
    const room = await app.db
      .selectFrom('resources')
      .select('id')
      .where('name', '=', 'R1 (tiny)')
      .executeTakeFirstOrThrow();
    const response = await agent.get(`/api/resources/${room.id}/reservations?from=2026-02-02&to=2026-02-08`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((row: { name: string; from: string }) => `${row.name} ${row.from}`)).toEqual([
      'C1 2026-02-04',
      'C1 2026-02-06',
    ]);
  });
});

/*
 * The real semester (ITC 2019 mary-fal18, read from ../shared, never copied into the repository): every one of its
 * 20,797 room meetings must pass the overlap rules. SQLite only here; bench/README.md has both databases' times.
 */
const MARY = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data', 'itc2019', 'mary-fal18');
describe.skipIf(!existsSync(MARY))('ITC 2019 import of mary-fal18 on sqlite', () => {
  it(
    'should import the whole semester without a clash, then into the next period as its own',
    { timeout: 120_000 },
    async () => {
      const test = await buildTestApp('sqlite');
      try {
        const app = test.app;
        const importer = createItcImporter({
          db: app.db,
          dialect: app.dialect,
          imports: app.repositories.imports,
          periods: app.repositories.periods,
          blackouts: app.repositories.blackouts,
          clock: () => new Date('2026-01-15T10:00:00.000Z'),
          timeZone: 'Europe/Vilnius',
        });
        const files = {
          problemXml: readFileSync(join(MARY, 'mary-fal18.xml'), 'utf8'),
          solutionXml: readFileSync(join(MARY, 'solution-mary-fal18.xml'), 'utf8'),
        };
        const summary = await importer.run({
          ...files,
          periodName: 'mary-fal18',
          start: '2026-02-02',
          groups: true,
        });
        expect(summary).toMatchObject({
          rooms: { total: 93, created: 93 },
          classes: { total: 951, placed: 856, withoutRoom: 95 },
          series: { created: 860, existing: 0, leftOut: 0 },
          occurrences: 20_797,
          blackouts: 1888,
          blackoutsExisting: 0,
          blackoutsLeftOut: 0,
          users: 5051,
        });
        expect(english(summary.warnings).filter((warning) => !warning.endsWith('(capacity overflow)'))).toEqual([]);
        expect(summary.warnings).toHaveLength(291);

        // The same files for the next semester: that period's own series, meetings and room unavailabilities.
        const next = await importer.run({
          ...files,
          periodName: 'mary-fal18 (2027)',
          start: '2027-02-01',
          groups: true,
        });
        expect(next).toMatchObject({
          period: { created: true },
          rooms: { created: 0 },
          series: { created: 860, existing: 0 },
          occurrences: 20_797,
          blackouts: 1888,
          users: 0,
          groups: 0,
        });

        // Again into the first period, a week later: all of it is there already, nothing is added twice.
        const again = await importer.run({ ...files, periodName: 'mary-fal18', start: '2026-02-09', groups: true });
        expect(again).toMatchObject({
          series: { created: 0, existing: 860, leftOut: 0 },
          occurrences: 0,
          blackouts: 0,
          blackoutsExisting: 1888,
          blackoutsLeftOut: 0,
        });
        // …and says first that all of it stays on the first import's weeks.
        expect(english(again.warnings)[0]).toMatch(
          /^Period "mary-fal18" already holds these files imported with week 1 from 2026-02-02: 860 weekly series and 1888 room blackouts there stay on those dates\./,
        );
        const blackouts = await app.db
          .selectFrom('blackouts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect(Number(blackouts.count)).toBe(2 * 1888);
      } finally {
        await test.close();
      }
    },
  );
});
