import { randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, multipartBody, signIn, type TestApp } from './helper.js';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Grupės');
  for (const row of rows) {
    sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of the entries (stored or deflated), enough for the XLSX checks; `declared` lies about an entry's size. */
function zip(entries: { name: string; data: Buffer; deflate: boolean; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.declared ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe.each(DIALECTS)('POST /api/admin/groups/import on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'jonas'));
  });
  afterEach(async () => {
    await test.close();
  });

  const send = (agent: Agent, files: { name: string; bytes: Buffer | string }[], preview = false) => {
    // English answers: the assertions read the English messages (Lithuanian ones are checked in messages.test.ts).
    const body = multipartBody(files.map((file) => ({ name: 'files[]', filename: file.name, value: file.bytes })));
    return agent.request('POST', `/api/admin/groups/import${preview ? '?preview=1' : ''}`, body.payload, {
      headers: body.headers,
    });
  };
  const count = async (table: 'groups' | 'users' | 'group_users') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const CSV = [
    'grupė;naudotojo id;vardas;el. paštas',
    'PS 1 k. 1 gr.;s2001;Ona Onaitė;ona@example.edu',
    'PS 1 k. 1 gr.;s2002;=HYPERLINK("x");',
    'PS 1 k. 2 gr.;s2001;Ona Onaitė;ona@example.edu',
  ].join('\n');

  it('should preview two files (CSV and XLSX) without writing, then import them, and import again to no effect', async () => {
    await createUser(app, 's2003', ['student'], 'Petras Petraitis');
    const book = await xlsx([
      ['Group', 'UID', 'Name', 'E-mail'],
      ['PS 1 k. 2 gr.', 's2003', 'Petras Petraitis', ''],
      ['PS 1 k. 2 gr.', 's2004', '+37060000000', 'p4@example.edu'],
    ]);
    const files = [
      { name: 'pirmas.csv', bytes: CSV },
      { name: 'antras.xlsx', bytes: book },
    ];
    const usersBefore = await count('users');
    const preview = await send(admin, files, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual([
      {
        name: 'pirmas.csv',
        status: 'ready',
        rows: 3,
        problems: [],
        groups: { new: 2, existing: 0 },
        users: { new: 2, existing: 0 },
        memberships: { new: 3, existing: 0 },
      },
      {
        name: 'antras.xlsx',
        status: 'ready',
        rows: 2,
        problems: [],
        groups: { new: 1, existing: 0 },
        users: { new: 1, existing: 1 },
        memberships: { new: 2, existing: 0 },
      },
    ]);
    expect(await count('groups')).toBe(0);
    expect(await count('users')).toBe(usersBefore);

    const imported = await send(admin, files);
    expect(imported.json().data.map((file: { status: string }) => file.status)).toEqual(['imported', 'imported']);
    expect(await count('groups')).toBe(2);
    expect(await count('group_users')).toBe(5);
    // A value that starts like a formula is kept as the text it is.
    const odd = await app.db.selectFrom('users').select('name').where('uid', '=', 's2002').executeTakeFirstOrThrow();
    expect(odd.name).toBe('=HYPERLINK("x")');

    const again = await send(admin, files);
    expect(again.json().data[0]).toMatchObject({
      status: 'imported',
      groups: { new: 0, existing: 2 },
      users: { new: 0, existing: 2 },
      memberships: { new: 0, existing: 3 },
    });
    expect(await count('groups')).toBe(2);
    expect(await count('group_users')).toBe(5);
  });

  it('should refuse a file with row problems as a whole, listing each, and still import the good file', async () => {
    const bad = [
      'group,uid,name,email',
      'G1,s3001,Ona,ona@example.edu',
      ',s3002,Jonas,',
      'G1,bad uid!,X,not-an-email',
    ].join('\n');
    const response = await send(admin, [
      { name: 'bad.csv', bytes: bad },
      { name: 'good.csv', bytes: 'group,uid,name\nG2,s3003,Rasa' },
    ]);
    expect(response.statusCode).toBe(200);
    const [badReport, goodReport] = response.json().data;
    expect(badReport).toMatchObject({ status: 'refused', rows: 3 });
    expect(badReport.problems.map((problem: { line: number }) => problem.line)).toEqual([3, 4, 4]);
    expect(goodReport.status).toBe('imported');
    const groups = await app.db.selectFrom('groups').select('name').execute();
    expect(groups.map((group) => group.name)).toEqual(['G2']);
  });

  it.each([
    {
      name: 'a zip bomb',
      file: () =>
        zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024, 0x20), deflate: true }]),
      message: /zip bomb/,
    },
    {
      name: 'external entities',
      file: () =>
        zip([
          {
            name: '[Content_Types].xml',
            data: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
            deflate: false,
          },
        ]),
      message: /entities/,
    },
    {
      name: 'formula cells',
      file: () =>
        xlsx([
          ['group', 'uid', 'name'],
          ['G', 's1', { formula: 'A1&B1', result: 'Gs1' }],
        ]),
      message: /formula/,
    },
    {
      // exceljs inflates every entry, not only the XML: a picture that lies about its size is bounded too (issue 27).
      name: 'a zip bomb in a picture that declares 100 bytes',
      file: () =>
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), deflate: false },
          { name: 'xl/media/image1.png', data: Buffer.alloc(60 * 1024 * 1024), deflate: true, declared: 100 },
        ]),
      message: /zip bomb/,
    },
    {
      name: 'more cells than a group list has (counted while inflating, before exceljs opens it)',
      file: () =>
        zip([
          {
            name: 'xl/worksheets/sheet1.xml',
            // Unique texts, so that the sheet compresses as a real one does (not as a bomb).
            data: Buffer.from(
              `<worksheet><sheetData>${Array.from(
                { length: 19_000 },
                () => `<row><c t="inlineStr"><is><t>${randomUUID()}</t></is></c>${'<c/>'.repeat(15)}</row>`,
              ).join('')}</sheetData></worksheet>`,
            ),
            deflate: true,
          },
        ]),
      message: /more than 300,000 cells/,
    },
    { name: 'not a zip', file: () => Buffer.from('hello'), message: /not a valid/ },
  ])('should refuse an XLSX with $name with a clear message and write nothing', async ({ file, message }) => {
    const response = await send(admin, [{ name: 'x.xlsx', bytes: await file() }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({ status: 'refused', message: expect.stringMatching(message) });
    expect(await count('groups')).toBe(0);
  });

  it('should read a CSV that Lithuanian Excel saved in its own code page (Windows-1257), not import broken letters', async () => {
    // "CSV (kableliais atskirta)" of Lithuanian Windows: "Žukauskas" and "Rūta Žėkaitė" in Windows-1257, not UTF-8.
    const windows1257 = Buffer.concat([
      Buffer.from('group;uid;name\r\nPS 1 k. 3 gr.;s3001;Jonas '),
      Buffer.from([0xde]),
      Buffer.from('ukauskas\r\nPS 1 k. 3 gr.;s3002;R'),
      Buffer.from([0xfb]),
      Buffer.from('ta '),
      Buffer.from([0xde, 0xeb]),
      Buffer.from('kait'),
      Buffer.from([0xeb]),
      Buffer.from('\r\n'),
    ]);
    const response = await send(admin, [{ name: 'sąrašas.csv', bytes: windows1257 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({ status: 'imported', users: { new: 2, existing: 0 } });
    const names = await app.db
      .selectFrom('users')
      .select('name')
      .where('uid', 'in', ['s3001', 's3002'])
      .orderBy('uid')
      .execute();
    expect(names.map((row) => row.name)).toEqual(['Jonas Žukauskas', 'Rūta Žėkaitė']);
  });

  it('should refuse a CSV with more cells than a group list has, before reading it to its end', async () => {
    const csv = `group,uid,name\n${'G,s1,Ona,,,,,,,,,,,,,,,,,,,,\n'.repeat(15_000)}`;
    const response = await send(admin, [{ name: 'wide.csv', bytes: csv }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      status: 'refused',
      message: 'The file has more than 300,000 cells',
    });
    expect(await count('users')).toBe(2); // the two signed in
  });

  it('should refuse an oversize file, another file type and a missing header column', async () => {
    const big = await send(admin, [{ name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41) }]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.files[0]).toMatch(/5 MB/);
    const other = await send(admin, [{ name: 'list.pdf', bytes: 'x' }]);
    expect(other.json().data[0]).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/\.csv and \.xlsx/),
    });
    const header = await send(admin, [{ name: 'a.csv', bytes: 'team,uid,name\nA,s1,B' }]);
    expect(header.json().data[0]).toMatchObject({ status: 'refused', message: expect.stringMatching(/group/) });
  });

  it('should return 403 to a student and 422 without files', async () => {
    expect((await send(student, [{ name: 'a.csv', bytes: CSV }])).statusCode).toBe(403);
    expect((await admin.post('/api/admin/groups/import', {})).statusCode).toBe(422);
  });
});
