/*
 * Reads during hostile imports (issue 27, points 12 and 13). Prints figures; asserts nothing.
 *
 *   npx tsx bench/import-stall.ts        # or: ./laikas bench import-stall
 *
 * A SQLite file, the real server (`apps/api/src/server.ts`, NODE_ENV=production) as its own process, a reader on a
 * thread of its own asking for one room's week again and again, and an office administrator sending what stalled the
 * server before: three group lists at once, each a 940,000-cell XLSX (20,000 rows × 47 columns, about 2 MB holding
 * 47 MB of sheet XML), then an ITC problem of about 31 MB (270,000 rooms, each unavailable on 16 days: 4.3 million
 * blackouts). Both are generated here. The reader's p99 and longest wait during each, and the server's peak resident
 * memory (VmHWM), say whether an import makes anyone else wait (goal: the reads' p99 within 100 ms) and whether its
 * memory is bounded. Before issue 27 the sheet blocked the server for 30.5 s (reads waited 25 s, 365 → 979 MB; three at once
 * 71 s and 1.6 GB) and the problem for ~55 s (3.1 GB).
 *
 * Then the same administrator exports a year of 60,000 bookings, each in a group (the report's bookings as CSV, then
 * the whole report as XLSX): before, matching groups to bookings held the event loop for ~30 s, and writing the
 * workbook for ~5 s more.
 *
 *   npx tsx bench/import-stall.ts exports   # only the named parts: sheets, problem, exports
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { crc32, deflateRawSync } from 'node:zlib';
import { buildApp, createDatabase, hashPassword, loadConfig } from './support/apps.js';
import {
  BENCH_PASSWORD,
  loadAverage,
  percentile,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
  TIME_ZONE,
} from './support/server.js';

const GOAL_P99_MS = 100;
const SHEET_ROWS = 20_000;
const SHEET_COLUMNS = 47;
const ITC_ROOMS = 270_000;
const EXPORT_BOOKINGS = 60_000;
const PARTS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['sheets', 'problem', 'exports'];
const NOW = new Date();
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

/** A zip of stored-or-deflated entries (what an XLSX is). */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
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

/** A valid XLSX of one sheet: a group list's header and 20,000 rows of 47 cells each. */
function largeSheet(): Buffer {
  const column = (index: number) =>
    index < 26 ? String.fromCharCode(65 + index) : `A${String.fromCharCode(65 + index - 26)}`;
  const header = ['group', 'uid', 'name', 'email', ...Array.from({ length: SHEET_COLUMNS - 4 }, (_, i) => `x${i}`)];
  const rows = [header];
  for (let row = 1; row <= SHEET_ROWS; row += 1) {
    rows.push([
      `G${row % 400}`,
      `s${row}`,
      `Student ${row}`,
      `s${row}@example.edu`,
      ...Array.from({ length: SHEET_COLUMNS - 4 }, (_, i) => String((row * 31 + i * 17) % 100_000)),
    ]);
  }
  const sheet = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      rows
        .map(
          (cells, row) =>
            `<row r="${row + 1}">${cells
              .map((value, index) => `<c r="${column(index)}${row + 1}" t="inlineStr"><is><t>${value}</t></is></c>`)
              .join('')}</row>`,
        )
        .join('') +
      '</sheetData></worksheet>',
  );
  const main = 'http://schemas.openxmlformats.org';
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${main}/package/2006/content-types">` +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          `<Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          `</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${main}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}/spreadsheetml/2006/main" ` +
          `xmlns:r="${main}/officeDocument/2006/relationships"><sheets><sheet name="Groups" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${main}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}

/** An ITC problem of 270,000 rooms, each unavailable on 16 days, and a solution of it with no class. */
function largeProblem(): { problem: Buffer; solution: Buffer } {
  const rooms: string[] = [];
  for (let room = 1; room <= ITC_ROOMS; room += 1) {
    rooms.push(
      `<room id="${room}" capacity="30"><unavailable days="1111000" start="96" length="144" weeks="1111000000000"/></room>\n`,
    );
  }
  const problem = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<problem name="huge" nrDays="7" slotsPerDay="288" nrWeeks="13">\n<rooms>\n${rooms.join('')}</rooms>\n<courses/>\n</problem>\n`,
  );
  const solution = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<solution name="huge"></solution>\n');
  return { problem, solution };
}

/** A multipart body of the files and fields, as a browser's FormData sends it. */
async function formOf(files: { field: string; name: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** Reads one room's week back to back until told to stop; answers each read's latency (a thread of its own). */
function startReader(url: string, headers: Record<string, string>) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    (async () => {
      const latencies = [];
      while (!stop) {
        const start = performance.now();
        const response = await fetch(workerData.url, { headers: workerData.headers });
        await response.arrayBuffer();
        // A 503 (the server shedding load) is a wait too: counted with its latency.
        if (response.status !== 200 && response.status !== 503) throw new Error('read answered ' + response.status);
        latencies.push(performance.now() - start);
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url, headers } },
  );
  const done = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      return latencies;
    },
  };
}

const folder = mkdtempSync(join(tmpdir(), 'laikas-import-stall-'));
const url = join(folder, 'laikas.sqlite');
const handle = createDatabase(url);
const setup = await buildApp(
  { ...loadConfig({ NODE_ENV: 'production', TIME_ZONE }), seedDemo: false, logLevel: 'warn' },
  { database: handle, logger: false, clock: () => new Date(NOW) },
);
let server: RunningServer | undefined;
try {
  const stamp = NOW.toISOString();
  const { id: roomId } = await handle.db
    .insertInto('resources')
    .values({ name: 'Room 1', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('items')
    .values({ resource_id: roomId, name: 'Room 1', available_spaces: null, created_at: stamp, updated_at: stamp })
    .execute();
  for (const [uid, role] of [
    ['reader', 'teacher'],
    ['office', 'super_admin'],
  ] as const) {
    const userId = await setup.userRepository.create({
      uid,
      name: uid,
      email: null,
      password_hash: await hashPassword(BENCH_PASSWORD),
      created_at: stamp,
      updated_at: stamp,
    });
    await setup.userRepository.setRoles(userId, [role]);
  }
  if (PARTS.includes('exports')) {
    // A year of bookings before today, each in one of 200 groups, at 08:00–19:30 in 90-minute blocks.
    const groupIds: number[] = [];
    for (let group = 1; group <= 200; group += 1) {
      const { id } = await handle.db
        .insertInto('groups')
        .values({ name: `Group ${group}`, external_id: null, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.push(id);
    }
    const itemId = (await handle.db.selectFrom('items').select('id').executeTakeFirstOrThrow()).id;
    for (let first = 0; first < EXPORT_BOOKINGS; first += 1000) {
      const rows = Array.from({ length: Math.min(1000, EXPORT_BOOKINGS - first) }, (_, offset) => {
        const index = first + offset;
        const start =
          Date.parse(`${day(-1 - (index % 364))}T06:00:00.000Z`) + (Math.floor(index / 364) % 8) * 90 * 60_000;
        return {
          item_id: itemId,
          resource_id: roomId,
          type: 'lecture' as const,
          name: `Lecture ${index}`,
          description: null,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + 90 * 60_000).toISOString(),
          person_responsible_id: null,
          creator_id: null,
          remote_address: null,
          repeater_id: null,
          batch_id: null,
          created_at: stamp,
          updated_at: stamp,
        };
      });
      const inserted = await handle.db.insertInto('reservations').values(rows).returning('id').execute();
      await handle.db
        .insertInto('reservation_groups')
        .values(inserted.map(({ id }, offset) => ({ reservation_id: id, group_id: groupIds[(first + offset) % 200]! })))
        .execute();
    }
  }
  await setup.close();
  await handle.db.destroy();

  let started = performance.now();
  const sheet = PARTS.includes('sheets') ? largeSheet() : Buffer.alloc(0);
  const { problem, solution } = PARTS.includes('problem')
    ? largeProblem()
    : { problem: Buffer.alloc(0), solution: Buffer.alloc(0) };
  console.log(
    `generated in ${((performance.now() - started) / 1000).toFixed(1)} s: XLSX ${(sheet.length / 1e6).toFixed(1)} MB ` +
      `(${(SHEET_ROWS + 1) * SHEET_COLUMNS} cells), ITC problem ${(problem.length / 1e6).toFixed(1)} MB (${ITC_ROOMS} rooms)`,
  );

  // The server notes its event loop's blocks (bench/loop-blocks.ts); IMPORT_STALL_PROFILE=<folder> also has it write
  // a CPU profile there as it stops (`--cpu-prof`), to see what a block was.
  const blocksFile = `${url}.loop-blocks.json`;
  const profile = process.env.IMPORT_STALL_PROFILE;
  server = await startServer(url, undefined, undefined, {
    LOOP_BLOCKS_FILE: blocksFile,
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS ?? '',
      `--import ${join(import.meta.dirname, 'loop-blocks.ts')}`,
      profile ? `--cpu-prof --cpu-prof-dir=${profile}` : '',
    ].join(' '),
  });
  const { address } = server;
  const pid = server.child.pid!;
  // The server answers 503 while it finishes starting: sign in once it takes a sign-in.
  const signedIn = async (uid: string) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await signIn(address, uid);
      } catch (error) {
        if (attempt >= 100) {
          throw error;
        }
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  };
  const reader = await signedIn('reader');
  const office = await signedIn('office');
  const readUrl = `${address}/api/resources/${roomId}/reservations?from=${day(1)}&to=${day(7)}`;
  const upload = async (path: string, form: { body: Buffer; type: string }) => {
    const begin = performance.now();
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { ...office, 'content-type': form.type, 'accept-language': 'en' },
      body: new Uint8Array(form.body),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - begin, text };
  };

  const warm = startReader(readUrl, reader);
  await new Promise((done) => setTimeout(done, 1000));
  await warm.stop();
  const alone = startReader(readUrl, reader);
  await new Promise((done) => setTimeout(done, 4000));
  const aloneLatencies = await alone.stop();
  const base = memoryMb(pid);
  console.log(`load average before: ${loadAverage()}`);
  console.log(`server: ${base.now} MB resident after start`);
  console.log(`reads alone:                       ${summary(aloneLatencies)}`);

  /** Each part measured: the reads during it, and when it began and ended (for the server's event-loop blocks). */
  const parts: { name: string; from: number; to: number; reads: number[] }[] = [];
  const measure = async (name: string, work: () => Promise<void>) => {
    const during = startReader(readUrl, reader);
    const from = Date.now();
    started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    const reads = await during.stop();
    parts.push({ name, from, to: Date.now(), reads });
    const after = memoryMb(pid);
    console.log(`reads during ${name}: ${summary(reads)} (${seconds.toFixed(1)} s)`);
    console.log(`server peak resident: ${after.peak} MB (+${after.peak - base.now} MB over the start)`);
  };

  if (PARTS.includes('sheets')) {
    const sheetForm = await formOf([{ field: 'files[]', name: 'groups.xlsx', bytes: sheet }]);
    await measure('3 sheets at once', async () => {
      const sheets = await Promise.all([1, 2, 3].map(() => upload('/api/admin/groups/import', sheetForm)));
      for (const [index, answer] of sheets.entries()) {
        const report = answer.status === 200 ? JSON.parse(answer.text).data[0] : undefined;
        console.log(
          `  sheet ${index + 1}: ${answer.status} in ${(answer.ms / 1000).toFixed(2)} s, ` +
            `${report ? `${report.status}: ${report.message}` : answer.text.slice(0, 200)}`,
        );
      }
    });
  }

  if (PARTS.includes('problem')) {
    const itcForm = await formOf(
      [
        { field: 'problem', name: 'problem.xml', bytes: problem },
        { field: 'solution', name: 'solution.xml', bytes: solution },
      ],
      { period: 'Huge', start: '2027-02-01' },
    );
    await measure('the 31 MB problem', async () => {
      const itc = await upload('/api/admin/imports/itc', itcForm);
      console.log(`  ITC problem: ${itc.status} in ${(itc.ms / 1000).toFixed(2)} s, ${itc.text.slice(0, 200)}`);
    });
  }

  if (PARTS.includes('exports')) {
    const year = `from=${day(-364)}&to=${day(0)}`;
    for (const [name, query] of [
      ['the CSV of a year', `${year}&format=csv&sheet=reservations`],
      ['the XLSX of a year', `${year}&format=xlsx`],
    ] as const) {
      await measure(name, async () => {
        const begin = performance.now();
        const response = await fetch(`${address}/api/admin/reports/export?${query}`, { headers: office });
        const bytes = (await response.arrayBuffer()).byteLength;
        console.log(
          `  ${response.status}: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - begin) / 1000).toFixed(2)} s`,
        );
      });
    }
  }

  await stopServer(server);
  server = undefined;
  // The event loop's longest blocks in each part: wall ms (CPU ms of the main thread, ms waiting for a core).
  const noted = JSON.parse(readFileSync(blocksFile, 'utf8')) as { blocks: [number, number, number, number][] };
  for (const { name, from, to } of parts) {
    const blocks = noted.blocks.filter(([at]) => at >= from && at <= to).sort((a, b) => b[1] - a[1]);
    console.log(
      `server's event loop during ${name}: ${blocks.filter((block) => block[1] > 100).length} blocks over 100 ms; ` +
        `longest ${blocks
          .slice(0, 5)
          .map(([, wall, cpu, waited]) => `${wall.toFixed(0)} (CPU ${cpu.toFixed(0)}, waiting ${waited.toFixed(0)})`)
          .join(', ')} ms` +
        (profile ? `; CPU profile of process ${pid} in ${profile}` : ''),
    );
  }
  // The issue's measure is the reads' p99 during each part; the longest read is printed beside the longest read
  // alone, which on a shared 2-core machine is the machine's own noise.
  const p99s = parts.map((part) => `${part.name} ${percentile(part.reads, 0.99).toFixed(1)} ms`);
  const met = parts.every((part) => percentile(part.reads, 0.99) <= GOAL_P99_MS);
  const worst = Math.max(...parts.flatMap((part) => part.reads));
  console.log(
    `goal: reads' p99 during each part within ${GOAL_P99_MS} ms: ${met ? 'met' : 'NOT met'} (${p99s.join(', ')}); ` +
      `longest read during a part ${worst.toFixed(1)} ms, alone ${Math.max(...aloneLatencies).toFixed(1)} ms; ` +
      `load average after: ${loadAverage()}`,
  );
} finally {
  await stopServer(server);
  rmSync(folder, { recursive: true, force: true });
}
