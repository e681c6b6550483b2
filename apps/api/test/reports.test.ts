import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_ROWS_WRITTEN_HERE } from '../src/services/file-threads.js';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createBlackout, createGroup, createResource, lecture } from './reservation-fixtures.js';

const stamp = '2026-11-22T10:00:00.000Z';

/*
 * A fortnight around the spring DST change (Sunday 28 March 2027, Vilnius UTC+2 → UTC+3), figures worked out by
 * hand. Room A: the academic day (07:00–20:10, 790 min), 30 seats. Room B: window 08:00–12:00 (240 min), 60 seats,
 * a projector, bookings need approval. Counted weekdays: 22–26 March and 29 March–2 April (10 days).
 * - Algebra, lecture, Room A, Tuesdays 23 and 30 March 10:00–11:30 (90 + 90), teacher Petras, group G1.
 * - Seminar, event, Room A, Wednesday 24 March 12:00–13:30 (90), teacher Ona, group G2.
 * - Physics, lecture, Room B, Monday 29 March 08:20–09:50 (90), teacher Petras, groups G1 and G2, pending.
 * - Open day, event, Room B, Saturday 27 March 10:00–11:00 (60): counted only when every day counts.
 * - Later, Room A, Tuesday 6 April: outside the range.
 * Blackouts: Room B out of use all of Thursday 1 April; a holiday for everybody Friday 2 April 09:00–12:00.
 * Available: A 10 × 790 − 180 = 7,720; B 10 × 240 − 240 − 180 = 1,980.
 */
describe.each(DIALECTS)('reports on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let roomA: { resourceId: number; itemIds: number[] };
  let roomB: { resourceId: number; itemIds: number[] };
  let petras: number;
  let ona: number;
  let g1: number;
  let g2: number;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    petras = await createUser(app, 'petras', ['teacher'], 'Petras Petraitis');
    ona = await createUser(app, 'ona', ['teacher'], 'Ona Onaitė');
    g1 = await createGroup(app, 'G1');
    g2 = await createGroup(app, 'G2');
    roomA = await createResource(app, 'Room A', { capacity: 30 });
    roomB = await createResource(app, 'Room B', { capacity: 60, day_from: 8 * 60, day_to: 12 * 60, approved: 0 });
    await app.db.insertInto('resource_tags').values({ resource_id: roomB.resourceId, tag: 'projector' }).execute();
    const book = async (agent: Agent, itemId: number, body: Record<string, unknown>) => {
      const response = await agent.post(`/api/items/${itemId}/reservations`, lecture(body));
      expect(response.statusCode, response.body).toBe(201);
    };
    await book(admin, roomA.itemIds[0]!, {
      name: 'Algebra',
      from: '2027-03-23',
      to: '2027-03-23',
      person_responsible: petras,
      groups: [g1],
      repeater: { type: 'weekly', interval: 1, until: '2027-03-30', weekdays: ['tuesday'] },
    });
    await book(admin, roomA.itemIds[0]!, {
      name: '=HYPERLINK("http://evil.example","Seminar")',
      type: 'event',
      from: '2027-03-24',
      to: '2027-03-24',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      person_responsible: ona,
      groups: [g2],
    });
    const teacher = new Agent(app);
    await teacher.login('petras');
    await book(teacher, roomB.itemIds[0]!, {
      name: 'Physics',
      from: '2027-03-29',
      to: '2027-03-29',
      from_time: { hours: 8, minutes: 20 },
      to_time: { hours: 9, minutes: 50 },
      person_responsible: petras,
      groups: [g1, g2],
    });
    await book(admin, roomB.itemIds[0]!, {
      name: 'Open day',
      type: 'event',
      from: '2027-03-27',
      to: '2027-03-27',
      from_time: { hours: 10, minutes: 0 },
      to_time: { hours: 11, minutes: 0 },
    });
    await book(admin, roomA.itemIds[0]!, { name: 'Later', from: '2027-04-06', to: '2027-04-06' });
    const blackout = (name: string, resourceId: number | null, from: string, to: string) =>
      createBlackout(app, name, resourceId, { from, to, allDay: false });
    await blackout('Painting', roomB.resourceId, '2027-03-31T21:00:00.000Z', '2027-04-01T21:00:00.000Z');
    await blackout('Holiday', null, '2027-04-02T06:00:00.000Z', '2027-04-02T09:00:00.000Z');
  });
  afterEach(async () => {
    await test.close();
  });

  const RANGE = 'from=2027-03-22&to=2027-04-04';

  describe('GET /api/admin/reports', () => {
    it('should answer the hand-computed utilisation, groups, teachers, heat map and weeks', async () => {
      const response = await admin.get(`/api/admin/reports?${RANGE}`);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json().data;
      expect(report.rooms).toEqual([
        {
          id: roomA.resourceId,
          name: 'Room A',
          capacity: 30,
          booked_minutes: 270,
          available_minutes: 7720,
          utilisation: 270 / 7720,
          reservations: 3,
        },
        {
          id: roomB.resourceId,
          name: 'Room B',
          capacity: 60,
          booked_minutes: 90,
          available_minutes: 1980,
          utilisation: 90 / 1980,
          reservations: 1,
        },
      ]);
      expect(report.totals).toEqual({
        booked_minutes: 360,
        available_minutes: 9700,
        utilisation: 360 / 9700,
        reservations: 4,
      });
      expect(report.groups).toEqual([
        { id: g1, name: 'G1', booked_minutes: 270, reservations: 3 },
        { id: g2, name: 'G2', booked_minutes: 180, reservations: 2 },
      ]);
      expect(report.teachers).toEqual([
        { id: petras, name: 'Petras Petraitis', booked_minutes: 270, reservations: 3 },
        { id: ona, name: 'Ona Onaitė', booked_minutes: 90, reservations: 1 },
      ]);
      // Local hours on both sides of the DST change: Algebra is at 10:00 on both Tuesdays.
      expect(report.heatmap).toEqual([
        { weekday: 1, hour: 8, booked_minutes: 40 },
        { weekday: 1, hour: 9, booked_minutes: 50 },
        { weekday: 2, hour: 10, booked_minutes: 120 },
        { weekday: 2, hour: 11, booked_minutes: 60 },
        { weekday: 3, hour: 12, booked_minutes: 60 },
        { weekday: 3, hour: 13, booked_minutes: 30 },
      ]);
      expect(report.weeks).toEqual([
        { week: '2027-03-22', booked_minutes: 180, reservations: 2 },
        { week: '2027-03-29', booked_minutes: 180, reservations: 2 },
      ]);
    });

    it('should count a booking across UTC midnight by its length (01:00–02:30 in Vilnius is 23:00–00:30 UTC)', async () => {
      await app.db
        .insertInto('reservations')
        .values({
          item_id: roomA.itemIds[0]!,
          resource_id: roomA.resourceId,
          type: 'event',
          name: 'Night',
          starts_at: '2027-03-22T23:00:00.000Z',
          ends_at: '2027-03-23T00:30:00.000Z',
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      const response = await admin.get(
        `/api/admin/reports?from=2027-03-23&to=2027-03-23&resources=${roomA.resourceId}`,
      );
      expect(response.json().data.rooms[0]).toMatchObject({ booked_minutes: 90 + 90, reservations: 2 });
      expect(response.json().data.heatmap).toEqual([
        { weekday: 2, hour: 1, booked_minutes: 60 },
        { weekday: 2, hour: 2, booked_minutes: 30 },
        { weekday: 2, hour: 10, booked_minutes: 60 },
        { weekday: 2, hour: 11, booked_minutes: 30 },
      ]);
    });

    it('should count the weekend when every day counts', async () => {
      const response = await admin.get(`/api/admin/reports?${RANGE}&days=all`);
      const [a, b] = response.json().data.rooms;
      expect(a).toMatchObject({ booked_minutes: 270, available_minutes: 14 * 790 - 180 });
      expect(b).toMatchObject({ booked_minutes: 150, available_minutes: 14 * 240 - 240 - 180, reservations: 2 });
    });

    it.each([
      ['one room', () => `resources[]=${roomB.resourceId}`, [['Room B', 90]]],
      ['a tag', () => 'tags=projector', [['Room B', 90]]],
      [
        'a group',
        () => `groups=${g2}`,
        [
          ['Room A', 90],
          ['Room B', 90],
        ],
      ],
      [
        'lectures',
        () => 'type=lecture',
        [
          ['Room A', 180],
          ['Room B', 90],
        ],
      ],
      [
        'approved bookings',
        () => 'status=approved',
        [
          ['Room A', 270],
          ['Room B', 0],
        ],
      ],
      [
        'a teacher',
        () => `teachers=${ona}`,
        [
          ['Room A', 90],
          ['Room B', 0],
        ],
      ],
    ])('should narrow to %s', async (_name, filter, expected) => {
      const response = await admin.get(`/api/admin/reports?${RANGE}&${filter()}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response
          .json()
          .data.rooms.map((room: { name: string; booked_minutes: number }) => [room.name, room.booked_minutes]),
      ).toEqual(expected);
    });

    it.each([
      ['no range', '', 'from'],
      ['an end before the start', 'from=2027-03-22&to=2027-03-01', 'to'],
      ['a range over 400 days', 'from=2027-01-01&to=2028-06-01', 'to'],
      ['a date that is no date', 'from=2027-02-30&to=2027-03-01', 'from'],
    ])('should answer 422 naming the field for %s', async (_name, query, field) => {
      const response = await admin.get(`/api/admin/reports?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    });

    // An empty date said "Expected a date as YYYY-MM-DD": it is a date left out; a malformed one is not a date.
    it('should say an empty date is required and a malformed one is not a date', async () => {
      const response = await admin.request('GET', '/api/admin/reports?from=&to=2027-3-1', undefined, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        from: ['The from field is required.'],
        to: ['Expected a date as YYYY-MM-DD'],
      });
    });

    it('should answer 403 without reports.manage and 401 signed out', async () => {
      const { agent: student } = await signIn(app, 'ieva');
      expect((await student.get(`/api/admin/reports?${RANGE}`)).statusCode).toBe(403);
      expect((await new Agent(app).get(`/api/admin/reports?${RANGE}`)).statusCode).toBe(401);
      expect((await student.get('/api/admin/reports/export?' + RANGE)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/reports/reservations', () => {
    const names = (response: { json(): { data: { name: string }[] } }) => response.json().data.map((row) => row.name);

    it('should list the bookings behind a room, a heat-map cell and a week, in local times', async () => {
      const room = await admin.get(`/api/admin/reports/reservations?${RANGE}&resource=${roomA.resourceId}`);
      expect(room.statusCode, room.body).toBe(200);
      expect(names(room)).toEqual(['Algebra', '=HYPERLINK("http://evil.example","Seminar")', 'Algebra']);
      expect(room.json().data[2]).toMatchObject({
        date: '2027-03-30',
        from_time: '10:00',
        to_time: '11:30',
        minutes: 90,
        resource: { name: 'Room A' },
        responsible: { name: 'Petras Petraitis' },
        groups: [{ name: 'G1' }],
        type: 'lecture',
        status: 'approved',
      });
      expect(room.json().meta).toEqual({ total: 3, truncated: false });
      const cell = await admin.get(`/api/admin/reports/reservations?${RANGE}&weekday=2&hour=11`);
      expect(names(cell)).toEqual(['Algebra', 'Algebra']);
      const week = await admin.get(`/api/admin/reports/reservations?${RANGE}&week=2027-03-29`);
      expect(names(week)).toEqual(['Physics', 'Algebra']);
      // Each booking with its own groups, by name.
      expect(week.json().data.map((row: { groups: { id: number }[] }) => row.groups)).toEqual([
        [
          { id: g1, name: 'G1' },
          { id: g2, name: 'G2' },
        ],
        [{ id: g1, name: 'G1' }],
      ]);
      const group = await admin.get(`/api/admin/reports/reservations?${RANGE}&group=${g2}`);
      expect(names(group)).toEqual(['=HYPERLINK("http://evil.example","Seminar")', 'Physics']);
    });
  });

  describe('saved reports', () => {
    it('should save by name (201), list my reports, open one with its figures and delete it', async () => {
      const saved = await admin.post('/api/admin/reports', {
        name: 'Kovas',
        from: '2027-03-22',
        to: '2027-04-04',
        tags: ['projector'],
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const { id } = saved.json().data;
      expect(saved.json().data).toMatchObject({ name: 'Kovas', filters: { from: '2027-03-22', tags: ['projector'] } });

      const { agent: other } = await signIn(app, 'kitas', ['admin']);
      const mine = await admin.get('/api/admin/reports?myReports=1');
      expect(mine.json().data.map((report: { name: string }) => report.name)).toEqual(['Kovas']);
      expect((await other.get('/api/admin/reports?myReports=1')).json().data).toEqual([]);

      const opened = await admin.get(`/api/admin/reports/${id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.report.rooms.map((room: { name: string }) => room.name)).toEqual(['Room B']);

      expect((await other.delete(`/api/admin/reports/${id}`)).statusCode).toBe(403);
      expect((await admin.delete(`/api/admin/reports/${id}`)).statusCode).toBe(204);
      expect((await admin.get(`/api/admin/reports/${id}`)).statusCode).toBe(404);
    });

    it('should answer 422 for a report without a name or with a wrong range', async () => {
      const unnamed = await admin.post('/api/admin/reports', { name: ' ', from: '2027-03-22', to: '2027-04-04' });
      expect(unnamed.statusCode).toBe(422);
      expect(Object.keys(unnamed.json().errors)).toContain('name');
      const backwards = await admin.post('/api/admin/reports', { name: 'X', from: '2027-03-22', to: '2027-03-01' });
      expect(backwards.statusCode).toBe(422);
      expect(Object.keys(backwards.json().errors)).toContain('to');
    });
  });

  describe('GET /api/admin/reports/export', () => {
    it('should download a workbook with a sheet per breakdown holding real numbers and dates', async () => {
      const response = await admin.request('GET', `/api/admin/reports/export?${RANGE}&format=xlsx`, undefined, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toBe('attachment; filename="report_2027-03-22_2027-04-04.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Rooms',
        'Groups',
        'Teachers',
        'Weekday and hour',
        'Weeks',
        'Reservations',
      ]);
      const rooms = workbook.getWorksheet('Rooms')!;
      expect(rooms.getRow(1).values).toEqual([
        undefined,
        'Room',
        'Seats',
        'Reserved hours',
        'Available hours',
        'Utilisation',
        'Reservations',
      ]);
      expect(rooms.getRow(2).values).toEqual([undefined, 'Room A', 30, 4.5, 128.67, 270 / 7720, 3]);
      expect(rooms.getCell('E2').numFmt).toBe('0.0%');
      expect(rooms.getColumn(1).width).toBe(32);
      const weeks = workbook.getWorksheet('Weeks')!;
      expect(weeks.getCell('A2').value).toEqual(new Date('2027-03-22T00:00:00.000Z'));
      expect(weeks.getCell('B3').value).toBe(3);
      const heat = workbook.getWorksheet('Weekday and hour')!;
      expect(heat.getRow(3).getCell(1).value).toBe('Tuesday');
      expect(heat.getRow(3).getCell(12).value).toBe(2); // 10:00 column: 120 minutes
      const bookings = workbook.getWorksheet('Reservations')!;
      const seminar = bookings.getRow(3);
      expect(seminar.getCell(4).value).toBe('=HYPERLINK("http://evil.example","Seminar")');
      expect(seminar.getCell(4).type).toBe(ExcelJS.ValueType.String);
      // Formatted as text, so editing the cell keeps it text; the bold header stays in view.
      expect(seminar.getCell(4).numFmt).toBe('@');
      expect(bookings.getCell('A1').font?.bold).toBe(true);
      expect(bookings.views).toMatchObject([{ state: 'frozen', ySplit: 1 }]);
      const physics = bookings.getRows(2, bookings.rowCount - 1)!.find((row) => row.getCell(4).value === 'Physics')!;
      expect(physics.getCell(7).value).toBe('G1, G2');
      expect(seminar.getCell(1).value).toEqual(new Date('2027-03-24T00:00:00.000Z'));
      // Issue 28: the type and status are words, not the stored `event` and `approved`.
      expect([seminar.getCell(9).value, seminar.getCell(10).value]).toEqual(['Event', 'Approved']);
    });

    it('should download one breakdown as CSV with a BOM that a parser reads, formulas kept as text', async () => {
      const response = await admin.request(
        'GET',
        `/api/admin/reports/export?${RANGE}&format=csv&sheet=reservations`,
        undefined,
        { headers: { 'accept-language': 'lt' } },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
      expect(rows[0]).toEqual([
        'Data',
        'Nuo',
        'Iki',
        'Pavadinimas',
        'Auditorija',
        'Dėstytojas',
        'Grupės',
        'Valandos',
        'Tipas',
        'Būsena',
      ]);
      expect(rows[2]).toEqual([
        '2027-03-24',
        '12:00',
        '13:30',
        `'=HYPERLINK("http://evil.example","Seminar")`,
        'Room A',
        'Ona Onaitė',
        'G2',
        '1.50',
        'Renginys',
        'Patvirtinta',
      ]);
      const rooms = await admin.request('GET', `/api/admin/reports/export?${RANGE}&format=csv`, undefined, {
        headers: { 'accept-language': 'lt' },
      });
      const roomRows = parse(rooms.rawPayload.toString('utf8'), { bom: true }) as string[][];
      expect(roomRows).toEqual([
        ['Auditorija', 'Vietos', 'Užimta valandų', 'Galima valandų', 'Užimtumas', 'Rezervacijos'],
        // As the workbook's formats show them: hours with two decimals, utilisation a percentage with one.
        ['Room A', '30', '4.50', '128.67', '3.5%', '3'],
        ['Room B', '60', '1.50', '33.00', '4.5%', '1'],
      ]);
    });

    // Since the report counts rooms and items apart (6aee56c4), its CSV still headed a projector pool "Room": the
    // header says what the rows are, rooms (seats), items (no seats) or both.
    it('should head the CSV and the sheet by what it counts: rooms, items or rooms and items', async () => {
      const projectors = await createResource(app, 'Projectors', { capacity: null });
      const headers = async (query: string, language: 'en' | 'lt') => {
        const csv = await admin.request('GET', `/api/admin/reports/export?${RANGE}${query}&format=csv`, undefined, {
          headers: { 'accept-language': language },
        });
        const reservations = await admin.request(
          'GET',
          `/api/admin/reports/export?${RANGE}${query}&format=csv&sheet=reservations`,
          undefined,
          { headers: { 'accept-language': language } },
        );
        return [
          (parse(csv.rawPayload.toString('utf8'), { bom: true }) as string[][])[0]![0],
          (parse(reservations.rawPayload.toString('utf8'), { bom: true }) as string[][])[0]![4],
        ];
      };
      expect(await headers('', 'en')).toEqual(['Room or item', 'Room or item']);
      expect(await headers('', 'lt')).toEqual(['Auditorija ar priemonė', 'Auditorija ar priemonė']);
      expect(await headers(`&resources=${projectors.resourceId}`, 'en')).toEqual(['Item', 'Item']);
      expect(await headers(`&resources=${projectors.resourceId}`, 'lt')).toEqual(['Priemonė', 'Priemonė']);
      expect(await headers(`&resources=${roomA.resourceId}`, 'en')).toEqual(['Room', 'Room']);
      expect(await headers(`&resources=${roomA.resourceId}`, 'lt')).toEqual(['Auditorija', 'Auditorija']);
    });

    it('should start no formula when a spreadsheet splits the CSV on a comma, a semicolon or a tab', async () => {
      // What anyone may plant through their name or a reservation's name (issue 27, point 16).
      const planted = [`x;=cmd|' /C calc'!A0`, 'a,+1+1', 'b\t@SUM(1)', 'c; -2+3', '@me'];
      const planter = await createUser(app, 'planter', ['teacher'], `Eve;=1+1`);
      for (const [index, name] of planted.entries()) {
        const response = await admin.post(
          `/api/items/${roomA.itemIds[0]!}/reservations`,
          lecture({
            name,
            type: 'event',
            from: '2027-03-25',
            to: '2027-03-25',
            person_responsible: planter,
            from_time: { hours: 8 + index, minutes: 0 },
            to_time: { hours: 8 + index, minutes: 30 },
          }),
        );
        expect(response.statusCode, response.body).toBe(201);
      }
      const response = await admin.get(`/api/admin/reports/export?${RANGE}&format=csv&sheet=reservations`);
      expect(response.statusCode, response.body).toBe(200);
      const text = response.rawPayload.toString('utf8').replace(/^\uFEFF/, '');
      const formula = (cell: string) => /^\s*[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell.trim());
      for (const delimiter of [',', ';', '\t']) {
        const cells = (parse(text, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();
        expect(cells.filter(formula), `parsed on ${JSON.stringify(delimiter)}`).toEqual([]);
        // A spreadsheet that ignores quotes splits on every delimiter.
        const naive = text.split(/\r?\n/).flatMap((line) => line.split(delimiter));
        expect(naive.filter(formula), `split on ${JSON.stringify(delimiter)}`).toEqual([]);
      }
      // Every text cell is quoted, and the names read back whole, only neutralised.
      const rows = parse(text) as string[][];
      const names = rows.map((row) => row[3]);
      expect(names).toEqual(
        expect.arrayContaining([`x;'=cmd|' /C calc'!A0`, "a,'+1+1", "b\t'@SUM(1)", "c; '-2+3", "'@me"]),
      );
      expect(rows.flatMap((row) => row[5])).toContain("Eve;'=1+1");
      expect(text.split('\r\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2},"/);
    });

    it('should export a report too large to write on the event loop, every booking with its groups', async () => {
      const count = REPORT_ROWS_WRITTEN_HERE + 500;
      for (let first = 0; first < count; first += 500) {
        const inserted = await app.db
          .insertInto('reservations')
          .values(
            Array.from({ length: 500 }, (_, offset) => {
              const index = first + offset;
              // Each on its own minute of 06:00–14:19 UTC on the range's first Monday to Friday.
              const start = Date.parse(`2027-03-2${2 + (index % 5)}T06:00:00.000Z`) + Math.floor(index / 5) * 60_000;
              return {
                item_id: roomA.itemIds[0]!,
                resource_id: roomA.resourceId,
                type: 'lecture' as const,
                name: `Bulk ${index}`,
                starts_at: new Date(start).toISOString(),
                ends_at: new Date(start + 30 * 60_000).toISOString(),
                created_at: stamp,
                updated_at: stamp,
              };
            }),
          )
          .returning('id')
          .execute();
        await app.db
          .insertInto('reservation_groups')
          .values(inserted.map(({ id }, offset) => ({ reservation_id: id, group_id: (first + offset) % 2 ? g2 : g1 })))
          .execute();
      }

      const csv = await admin.get(`/api/admin/reports/export?${RANGE}&format=csv&sheet=reservations`);
      expect(csv.statusCode, csv.body.slice(0, 500)).toBe(200);
      const rows = parse(csv.rawPayload.toString('utf8'), { bom: true }) as string[][];
      // The header, the fixture's four bookings in the range and every bulk one, each with its own group.
      expect(rows).toHaveLength(1 + 4 + count);
      const groupOf = new Map(rows.map((row) => [row[3], row[6]]));
      expect([groupOf.get('Bulk 0'), groupOf.get(`Bulk ${count - 1}`)]).toEqual(['G1', 'G2']);

      const xlsx = await admin.get(`/api/admin/reports/export?${RANGE}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const bookings = workbook.worksheets.at(-1)!;
      expect(bookings.actualRowCount).toBe(1 + 4 + count);
      const last = bookings
        .getRows(2, bookings.rowCount - 1)!
        .find((row) => row.getCell(4).value === `Bulk ${count - 1}`)!;
      expect(last.getCell(7).value).toBe('G2');
      expect(last.getCell(4).numFmt).toBe('@');
    });

    it('should export a saved report by its id', async () => {
      const saved = await admin.post('/api/admin/reports', {
        name: 'B',
        from: '2027-03-22',
        to: '2027-04-04',
        tags: ['projector'],
      });
      const response = await admin.get(`/api/admin/reports/export?id=${saved.json().data.id}&format=csv`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
      expect(rows.map((row) => row[0])).toEqual(['Auditorija', 'Room B']);
      expect((await admin.get('/api/admin/reports/export?id=999999')).statusCode).toBe(404);
    });
  });
});
