import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  fromMinutes,
  type ReservationBody,
  reservationBodySchema,
  type ReservationInput,
  toMinutes,
  type WeekdayKey,
  weekdayKeys,
} from '@laikas/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Database, type Flag, toInstant as instantText } from '../db/database.js';
import { migrateDownToEmpty, migrateToLatest } from '../db/migrate.js';
import { ensureRoles } from '../db/roles.js';
import { NOTIFICATION_TYPES, reservationNotificationParams } from '../domain/notificationMessages.js';
import { shiftDate, toLocal, weekStart } from '@laikas/contract/time';
import { type Actor } from '../domain/permissions.js';
import { accessOf, accessRows } from '../repositories/users.js';
import { hashPassword } from '../services/passwords.js';
import { type ReservationPlace, type ReservationService } from '../services/reservations/index.js';
import { drawRoomPlan } from './room-image.js';

/*
 * The demo university: four faculties' rooms (with items and settings on the spec's academic slots), groups of
 * students, teachers, one semester of weekly lectures (repeaters and their occurrences, no two on one item at
 * once), a few events, annexes, an administrator and a super administrator. Deterministic: the same names every
 * time. Never runs in production.
 */

export const DEMO_PASSWORD = 'laikas2026';

interface DemoLogin {
  role: string;
  uid: string;
  name: string;
  password: string;
}

const DEMO_ACCOUNTS: readonly (Omit<DemoLogin, 'password'> & { roles: string[] })[] = [
  { role: 'student', uid: 'studentas', name: 'Ieva Petrauskaitė', roles: ['student'] },
  { role: 'teacher', uid: 'destytojas', name: 'doc. Tomas Kazlauskas', roles: ['teacher'] },
  { role: 'admin', uid: 'admin', name: 'Rūta Jankauskienė', roles: ['admin'] },
  { role: 'super admin', uid: 'superadmin', name: 'Mindaugas Vasiliauskas', roles: ['super_admin'] },
];

/** The demo accounts and their password, as the start-up banner prints them. */
export function demoLogins(): DemoLogin[] {
  return DEMO_ACCOUNTS.map(({ role, uid, name }) => ({ role, uid, name, password: DEMO_PASSWORD }));
}

const FACULTIES = [
  {
    code: 'MIF',
    wall: [58, 96, 150],
    name: 'Matematikos ir informatikos fakultetas',
    address: 'Naugarduko g. 24, Vilnius',
    contact: 'mif@example.edu, +370 5 219 3050',
    subjects: [
      'Diskrečioji matematika',
      'Programavimo pagrindai',
      'Duomenų struktūros',
      'Matematinė analizė',
      'Duomenų bazės',
      'Operacinės sistemos',
    ],
    groups: ['PS 1 k. 1 gr.', 'PS 1 k. 2 gr.', 'INF 2 k. 1 gr.'],
  },
  {
    code: 'FF',
    wall: [150, 70, 60],
    name: 'Fizikos fakultetas',
    address: 'Saulėtekio al. 9, III rūmai, Vilnius',
    contact: 'ff@example.edu, +370 5 223 4567',
    subjects: [
      'Bendroji fizika',
      'Kvantinė mechanika',
      'Elektrodinamika',
      'Optika',
      'Termodinamika',
      'Fizikos laboratoriniai darbai',
    ],
    groups: ['FIZ 1 k. 1 gr.', 'FIZ 2 k. 1 gr.', 'LTF 1 k. 1 gr.'],
  },
  {
    code: 'FLF',
    wall: [70, 130, 90],
    name: 'Filologijos fakultetas',
    address: 'Universiteto g. 5, Vilnius',
    contact: 'flf@example.edu, +370 5 268 7200',
    subjects: [
      'Lietuvių kalbos sintaksė',
      'Literatūros teorija',
      'Anglų kalbos praktika',
      'Vertimo teorija',
      'Senoji lietuvių literatūra',
      'Kalbotyros įvadas',
    ],
    groups: ['LIT 1 k. 1 gr.', 'ANG 2 k. 1 gr.', 'VER 1 k. 1 gr.'],
  },
  {
    code: 'CHGF',
    wall: [160, 120, 40],
    name: 'Chemijos ir geomokslų fakultetas',
    address: 'Naugarduko g. 24, Vilnius',
    contact: 'chgf@example.edu, +370 5 219 3105',
    subjects: [
      'Bendroji chemija',
      'Organinė chemija',
      'Analizinė chemija',
      'Geologijos pagrindai',
      'Hidrologija',
      'Kartografija',
    ],
    groups: ['CHEM 1 k. 1 gr.', 'GEO 2 k. 1 gr.', 'HID 1 k. 1 gr.'],
  },
] as const;

const MALE_FIRST = [
  'Jonas',
  'Tomas',
  'Lukas',
  'Mantas',
  'Paulius',
  'Andrius',
  'Dovydas',
  'Matas',
  'Karolis',
  'Justas',
  'Vytautas',
  'Rokas',
  'Domantas',
  'Ignas',
  'Šarūnas',
  'Žygimantas',
];
const FEMALE_FIRST = [
  'Ieva',
  'Gabija',
  'Austėja',
  'Emilija',
  'Ugnė',
  'Kotryna',
  'Rūta',
  'Greta',
  'Eglė',
  'Miglė',
  'Akvilė',
  'Justė',
  'Žemyna',
  'Agnė',
  'Aistė',
  'Goda',
];
// Male surname and the unmarried female form.
const SURNAMES: readonly [string, string][] = [
  ['Kazlauskas', 'Kazlauskaitė'],
  ['Jankauskas', 'Jankauskaitė'],
  ['Petrauskas', 'Petrauskaitė'],
  ['Stankevičius', 'Stankevičiūtė'],
  ['Vasiliauskas', 'Vasiliauskaitė'],
  ['Žukauskas', 'Žukauskaitė'],
  ['Butkus', 'Butkutė'],
  ['Paulauskas', 'Paulauskaitė'],
  ['Urbonas', 'Urbonaitė'],
  ['Kavaliauskas', 'Kavaliauskaitė'],
  ['Navickas', 'Navickaitė'],
  ['Ramanauskas', 'Ramanauskaitė'],
  ['Savickas', 'Savickaitė'],
  ['Šimkus', 'Šimkutė'],
  ['Balčiūnas', 'Balčiūnaitė'],
  ['Valančius', 'Valančiūtė'],
];
const TITLES = ['lekt.', 'asist.', 'doc.', 'prof.'];

/** A small deterministic random source (mulberry32), so every demo database is the same. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
  };
}

/**
 * The semester around `today`: autumn (1 Sep – 31 Jan, its exam session included) from July to January, otherwise
 * spring (2 Feb – 30 Jun). A demo started on any day from September to June is inside its semester, holidays and
 * exam weeks too.
 */
export function currentSemester(today: string): { name: string; startsOn: string; endsOn: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month >= 7 || month === 1) {
    const autumn = month === 1 ? year - 1 : year;
    return { name: `${autumn} m. rudens semestras`, startsOn: `${autumn}-09-01`, endsOn: `${autumn + 1}-01-31` };
  }
  return { name: `${year} m. pavasario semestras`, startsOn: `${year}-02-02`, endsOn: `${year}-06-30` };
}

// Lectures take the 90-minute academic slots (08:20–09:50 … 18:40–20:10).
const LECTURE_SLOTS = DEFAULT_AVAILABLE_SLOTS.filter((slot) => toMinutes(slot.to) - toMinutes(slot.from) === 90);
const TEACHING_DAYS: readonly WeekdayKey[] = weekdayKeys.slice(0, 5);

export interface SeedOptions {
  timeZone: string;
  /** The date of "now" in the time zone (default: today). */
  today?: string;
  /** Where the rooms' images are written (the upload folder); without it the rooms get no images. */
  uploadDir?: string;
  log?: { info(message: string): void };
  /** Writes the demo's reservations by the rules of any reservation (the app's service, telling nobody). */
  reservations: Pick<ReservationService, 'create'>;
}

/** Seeds the demo university when the database has no users; returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const seedWhenEmpty = async (connection: Kysely<Database>) => {
    const row = await connection
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(row.count) > 0) {
      return false;
    }
    await seedDemo(connection, options);
    return true;
  };
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Two processes starting on one empty database both found it empty and both seeded (a duplicate key crashed
    // one, issue 13): the check and the seed run under the migrator's lock, so the second finds the first's data.
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
      try {
        return await seedWhenEmpty(connection);
      } finally {
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
      }
    });
  }
  return seedWhenEmpty(db);
}

/** The advisory lock Kysely's migrator takes on PostgreSQL (kysely/dist/dialect/postgres/postgres-adapter.js). */
const MIGRATION_LOCK_ID = BigInt('3853314791062309107');

/** Drops every table, migrates again and seeds (`npm run seed -w @laikas/api -- --reset`). */
export async function resetAndSeed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await migrateDownToEmpty(db);
  await migrateToLatest(db);
  await ensureRoles(db);
  await seedDemo(db, options);
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const now = new Date();
  const created = instantText(now);
  const today = options.today ?? toLocal(now, options.timeZone).date;
  const random = randomSource(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const stamps = { created_at: created, updated_at: created };

  const writes: SeedWrite[] = [];
  const seeded = await db.transaction().execute(async (trx) => {
    const roleIds = new Map(
      (await trx.selectFrom('roles').select(['id', 'key']).execute()).map((role) => [role.key, role.id]),
    );
    const usedUids = new Set<string>();

    async function addUser(uid: string, name: string, roles: readonly string[], extra: { daily_reminder?: Flag } = {}) {
      usedUids.add(uid);
      const { id } = await trx
        .insertInto('users')
        .values({ uid, name, email: `${uid}@example.edu`, password_hash: passwordHash, ...extra, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleRows = roles.flatMap((key) => {
        const roleId = roleIds.get(key);
        return roleId === undefined ? [] : [{ user_id: id, role_id: roleId }];
      });
      if (roleRows.length > 0) {
        await trx.insertInto('user_roles').values(roleRows).execute();
      }
      return id;
    }

    function personName(female: boolean): string {
      const [male, femaleSurname] = random.pick(SURNAMES);
      return female ? `${random.pick(FEMALE_FIRST)} ${femaleSurname}` : `${random.pick(MALE_FIRST)} ${male}`;
    }

    // Accounts with known logins.
    const demo = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      demo.set(account.role, await addUser(account.uid, account.name, account.roles, { daily_reminder: 1 }));
    }
    const adminId = demo.get('admin') as number;

    // Rooms: per faculty seven rooms with one item each, and a pool of portable projectors (three items).
    const academicSlots = JSON.stringify(DEFAULT_AVAILABLE_SLOTS);
    const forbiddenSlots = JSON.stringify(DEFAULT_FORBIDDEN_SLOTS);
    const facultyRooms = new Map<string, { resourceId: number; itemId: number }[]>();
    for (const faculty of FACULTIES) {
      const rooms: { resourceId: number; itemId: number }[] = [];
      const roomSpecs = [
        {
          name: `${faculty.code} 101 auditorija`,
          seats: 120,
          tags: ['projektorius', 'transliacija'],
          approved: 1,
          remote: 1,
          description: 'Didžioji auditorija su vaizdo transliacijos įranga.',
        },
        {
          name: `${faculty.code} 102 auditorija`,
          seats: 60,
          tags: ['projektorius'],
          approved: 1,
          remote: 0,
          description: 'Auditorija su projektoriumi ir lenta.',
        },
        {
          name: `${faculty.code} 103 seminarų kambarys`,
          seats: 24,
          tags: ['vaizdo konferencija'],
          approved: 1,
          remote: 1,
          description: 'Seminarų kambarys su vaizdo konferencijų kamera.',
        },
        {
          name: `${faculty.code} 201 auditorija`,
          seats: 80,
          tags: ['projektorius'],
          approved: 1,
          remote: 0,
          description: 'Auditorija antrame aukšte.',
        },
        {
          name: `${faculty.code} 202 kompiuterių klasė`,
          seats: 30,
          tags: ['kompiuteriai', 'projektorius'],
          approved: 1,
          remote: 0,
          description: '30 darbo vietų su kompiuteriais.',
        },
        {
          name: `${faculty.code} 203 laboratorija`,
          seats: 16,
          tags: ['laboratorija'],
          approved: 0,
          remote: 0,
          description: 'Mokomoji laboratorija; rezervaciją tvirtina laboratorijos vedėjas.',
        },
        {
          name: `${faculty.code} aktų salė`,
          seats: 250,
          tags: ['projektorius', 'transliacija', 'scena'],
          approved: 0,
          remote: 1,
          description: 'Aktų salė renginiams; rezervaciją tvirtina administracija.',
        },
      ] as const;
      for (const room of roomSpecs) {
        const { id: resourceId } = await trx
          .insertInto('resources')
          .values({
            name: room.name,
            description: `${room.description} ${room.seats} vietų.`,
            notes: faculty.name,
            contact_info: faculty.contact,
            address: faculty.address,
            min_duration: 20,
            max_duration: 12 * 60,
            approved: room.approved,
            available_spaces: 1,
            day_from: 7 * 60,
            day_to: 20 * 60 + 10,
            allow_anybody: 1,
            allow_remote_reservations: room.remote,
            available_slots: academicSlots,
            forbidden_slots: forbiddenSlots,
            capacity: room.seats,
            ...stamps,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('resource_tags')
          .values(room.tags.map((tag) => ({ resource_id: resourceId, tag })))
          .execute();
        const { id: itemId } = await trx
          .insertInto('items')
          .values({ resource_id: resourceId, name: room.name, available_spaces: null, ...stamps })
          .returning('id')
          .executeTakeFirstOrThrow();
        rooms.push({ resourceId, itemId });
        if (options.uploadDir) {
          mkdirSync(options.uploadDir, { recursive: true });
          const fileName = `demo-${faculty.code.toLowerCase()}-${rooms.length}.png`;
          const image = drawRoomPlan(room.seats, faculty.wall);
          writeFileSync(join(options.uploadDir, fileName), image);
          await trx
            .insertInto('resource_images')
            .values({ resource_id: resourceId, path: fileName, position: 0, created_at: created })
            .execute();
          await trx
            .insertInto('uploads')
            .values({
              name: fileName,
              original_name: `${room.name}.png`,
              mime_type: 'image/png',
              size: image.length,
              user_id: adminId,
              created_at: created,
            })
            .execute();
        }
      }
      const { id: poolId } = await trx
        .insertInto('resources')
        .values({
          name: `${faculty.code} nešiojami projektoriai`,
          description: 'Nešiojami projektoriai, išduodami fakulteto raštinėje.',
          contact_info: faculty.contact,
          address: faculty.address,
          min_duration: 30,
          max_duration: 8 * 60,
          approved: 1,
          available_spaces: 3,
          day_from: 8 * 60,
          day_to: 18 * 60,
          allow_anybody: 1,
          allow_remote_reservations: 0,
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('items')
        .values(
          [1, 2, 3].map((number) => ({
            resource_id: poolId,
            name: `Projektorius Nr. ${number}`,
            available_spaces: 1,
            ...stamps,
          })),
        )
        .execute();
      facultyRooms.set(faculty.code, rooms);
    }

    // Teachers: three per faculty; the demo teacher teaches at the first faculty.
    const facultyTeachers = new Map<string, number[]>();
    let teacherNumber = 0;
    for (const faculty of FACULTIES) {
      const teachers: number[] = faculty === FACULTIES[0] ? [demo.get('teacher') as number] : [];
      while (teachers.length < 3) {
        teacherNumber += 1;
        const name = `${random.pick(TITLES)} ${personName(random.next() < 0.5)}`;
        teachers.push(await addUser(`d${String(1000 + teacherNumber)}`, name, ['teacher']));
      }
      facultyTeachers.set(faculty.code, teachers);
    }

    // Groups of ten students; the demo student is in the first group.
    const semester = currentSemester(today);
    const { id: periodId } = await trx
      .insertInto('periods')
      .values({ name: semester.name, starts_on: semester.startsOn, ends_on: semester.endsOn, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const facultyGroups = new Map<string, number[]>();
    let studentNumber = 0;
    for (const faculty of FACULTIES) {
      const groupIds: number[] = [];
      for (const groupName of faculty.groups) {
        const { id: groupId } = await trx
          .insertInto('groups')
          .values({ name: `${faculty.code} ${groupName}`, external_id: `${faculty.code}-${groupName}`, ...stamps })
          .returning('id')
          .executeTakeFirstOrThrow();
        const members: number[] =
          groupIds.length === 0 && faculty === FACULTIES[0] ? [demo.get('student') as number] : [];
        while (members.length < 10) {
          studentNumber += 1;
          members.push(
            await addUser(`s${String(2600000 + studentNumber)}`, personName(random.next() < 0.55), ['student']),
          );
        }
        await trx
          .insertInto('group_users')
          .values(members.map((userId) => ({ group_id: groupId, user_id: userId })))
          .execute();
        const rooms = facultyRooms.get(faculty.code) ?? [];
        await trx
          .insertInto('group_resources')
          .values(rooms.slice(0, 3).map((room) => ({ group_id: groupId, resource_id: room.resourceId })))
          .execute();
        await trx
          .insertInto('group_timetables')
          .values({
            group_id: groupId,
            period_id: periodId,
            status: groupIds.length === 0 ? 'approved' : 'draft',
            ...stamps,
          })
          .execute();
        groupIds.push(groupId);
      }
      facultyGroups.set(faculty.code, groupIds);
    }

    // Weekly lectures: four per group; an item, a teacher and a group never take two lectures at once.
    const taken = new Set<string>();
    const isFree = (keys: string[]) => keys.every((key) => !taken.has(key));
    for (const faculty of FACULTIES) {
      const rooms = (facultyRooms.get(faculty.code) ?? []).filter((_, index) => index !== 5 && index !== 6);
      const teachers = facultyTeachers.get(faculty.code) ?? [];
      for (const groupId of facultyGroups.get(faculty.code) ?? []) {
        for (let lecture = 0; lecture < 4; lecture += 1) {
          const subject = faculty.subjects[(groupId + lecture) % faculty.subjects.length] as string;
          const teacherId = teachers[lecture % teachers.length] as number;
          for (let attempt = 0; attempt < 200; attempt += 1) {
            const weekday = random.pick(TEACHING_DAYS);
            const slot = random.pick(LECTURE_SLOTS);
            const room = random.pick(rooms);
            const keys = [`item:${room.itemId}`, `teacher:${teacherId}`, `group:${groupId}`].map(
              (key) => `${key}|${weekday}|${toMinutes(slot.from)}`,
            );
            if (!isFree(keys)) {
              continue;
            }
            keys.forEach((key) => taken.add(key));
            const firstDate = firstWeekdayOnOrAfter(semester.startsOn, weekday);
            writes.push({
              by: 'admin',
              place: { itemId: room.itemId },
              input: {
                ...NO_LINKS,
                name: subject,
                description: `Paskaita grupei ${faculty.code}`,
                from: firstDate,
                to: firstDate,
                from_time: slot.from,
                to_time: slot.to,
                type: 'lecture',
                person_responsible: teacherId,
                groups: [groupId],
                repeater: { type: 'weekly', interval: 1, until: semester.endsOn, weekdays: [weekday] },
              },
            });
            break;
          }
        }
      }
    }

    // Annexes that reservations can attach.
    const annexIds: number[] = [];
    for (const [name, description] of [
      ['Renginio programa', 'Renginio darbotvarkė ir pranešėjai.'],
      ['Saugos instruktažas', 'Laboratorijos saugos taisyklės.'],
      ['Įrangos sąrašas', 'Reikalinga techninė įranga.'],
      ['Dalyvių sąrašas', 'Registruoti dalyviai.'],
    ] as const) {
      const { id } = await trx
        .insertInto('annexes')
        .values({ name, description, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      annexIds.push(id);
    }

    // Next week's events in the rooms lectures do not use (index 5: laboratory, 6: hall), so nothing overlaps.
    const monday = shiftDate(weekStart(today), 7);
    const mif = facultyRooms.get('MIF') ?? [];
    const hall = mif[6];
    const laboratory = mif[5];
    const studentId = demo.get('student') as number;
    const teacherId = demo.get('teacher') as number;
    if (hall && laboratory) {
      const event = (values: {
        place: ReservationPlace;
        name: string;
        date: string;
        from: number;
        to: number;
        by: 'admin' | 'teacher';
        remote?: string;
        annexes?: number[];
        invitations?: number[];
      }) =>
        writes.push({
          by: values.by,
          place: values.place,
          input: {
            ...NO_LINKS,
            name: values.name,
            description: 'Demonstracinis renginys',
            from: values.date,
            to: values.date,
            from_time: fromMinutes(values.from),
            to_time: fromMinutes(values.to),
            type: 'event',
            person_responsible: teacherId,
            is_remote: values.remote ? 1 : 0,
            remote_address: values.remote ?? null,
            annexes: values.annexes ?? [],
            invitations: values.invitations ?? [],
          },
        });
      event({
        place: { itemId: hall.itemId },
        name: 'Studentų mokslinė konferencija',
        date: shiftDate(monday, 2),
        from: 12 * 60,
        to: 13 * 60 + 30,
        by: 'admin',
        annexes: [annexIds[0] as number],
        invitations: [studentId],
      });
      // The laboratory needs approval: the teacher's request waits for it.
      event({
        place: { itemId: laboratory.itemId },
        name: 'Laboratorinių darbų konsultacija',
        date: shiftDate(monday, 3),
        from: 14 * 60,
        to: 15 * 60,
        by: 'teacher',
      });
      event({
        place: { remoteResourceId: mif[0]?.resourceId ?? hall.resourceId },
        name: 'Nuotolinė konsultacija',
        date: shiftDate(monday, 4),
        from: 17 * 60,
        to: 18 * 60 + 30,
        by: 'teacher',
        remote: 'https://meet.example.edu/mif-konsultacija',
      });
    }

    await trx
      .insertInto('reports')
      .values({
        name: 'Auditorijų užimtumas per semestrą',
        user_id: adminId,
        filters: JSON.stringify({ from: semester.startsOn, to: semester.endsOn }),
        created_at: created,
      })
      .execute();
    return {
      adminId,
      teacherId: demo.get('teacher') as number,
      studentId: demo.get('student') as number,
      users: usedUids.size,
      semester,
    };
  });

  // Reservations go through the reservation service, so the demo obeys the rules any reservation does (slots,
  // windows, clashes, blackouts, approval): the administrator writes the timetable, the teacher their requests.
  const actors = { admin: await actorOf(db, seeded.adminId), teacher: await actorOf(db, seeded.teacherId) };
  for (const write of writes) {
    await options.reservations.create(actors[write.by], write.place, reservationInput(write.input));
  }
  // The student's invitation, told as the reservation service tells an invitee (its kind and parameters, read in the
  // student's language; the seed's service tells nobody by itself).
  const conference = await db
    .selectFrom('reservations')
    .select(['id', 'name', 'starts_at', 'ends_at'])
    .where('name', '=', 'Studentų mokslinė konferencija')
    .executeTakeFirst();
  if (conference) {
    const admin = await db
      .selectFrom('users')
      .select(['name'])
      .where('id', '=', seeded.adminId)
      .executeTakeFirstOrThrow();
    const data = reservationNotificationParams(
      {
        id: conference.id,
        name: conference.name,
        type: 'event',
        startsAt: conference.starts_at,
        endsAt: conference.ends_at,
        count: 1,
      },
      { actorName: admin.name },
    );
    await db
      .insertInto('notifications')
      .values({
        user_id: seeded.studentId,
        type: NOTIFICATION_TYPES.invitation,
        data: JSON.stringify(data),
        read_at: null,
        created_at: created,
      })
      .execute();
  }
  const { semester } = seeded;
  options.log?.info(
    `seeded ${seeded.users} users, ${FACULTIES.length} faculties, semester ${semester.startsOn}–${semester.endsOn}`,
  );
}

/** A reservation the seed writes, and who writes it. */
interface SeedWrite {
  by: 'admin' | 'teacher';
  place: ReservationPlace;
  input: ReservationBody;
}

/** A reservation body with no groups, invitees or annexes, in person (not remote). */
const NO_LINKS = {
  groups: [] as number[],
  invitations: [] as number[],
  annexes: [] as number[],
  is_remote: 0 as const,
};

/** The body as the route's schema gives it to the service (defaults filled in). */
function reservationInput(body: ReservationBody): ReservationInput {
  return reservationBodySchema.parse(body);
}

/** A user as the services see the one acting: their roles, abilities and groups. */
async function actorOf(db: Kysely<Database>, userId: number): Promise<Actor> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const access = accessOf(await accessRows(db, userId).execute());
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    abilities: access.abilities,
    roles: access.roles.map((key) => ({ key })),
    groupIds: access.groupIds,
  };
}

function firstWeekdayOnOrAfter(date: string, weekday: WeekdayKey): string {
  const target = weekdayKeys.indexOf(weekday);
  const monday = weekStart(date);
  const candidate = shiftDate(monday, target);
  return candidate >= date ? candidate : shiftDate(candidate, 7);
}
