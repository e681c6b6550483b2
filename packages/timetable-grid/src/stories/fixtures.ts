/**
 * Story data: a fixed autumn week of a faculty, so screenshots never depend on today. Times are
 * built in Vilnius from the day's fields, the way the grid reads them.
 */
import { shiftDate } from '@laikas/contract/time';
import { fromZonedDayMinute, getWeekDates, type TimetableClosure, type TimetableEvent } from '../layout';

export const STORY_TIME_ZONE = 'Europe/Vilnius';
/** Monday of the story week. */
export const STORY_WEEK = '2026-09-07';
export const STORY_DATES = getWeekDates(STORY_WEEK);
/** Wednesday 10:47 of the story week, for the now-line. */
export const STORY_NOW = new Date(fromZonedDayMinute(shiftDate(STORY_WEEK, 2), 10 * 60 + 47, STORY_TIME_ZONE));

const at = (dayIndex: number, hours: number, minutes = 0) =>
  new Date(fromZonedDayMinute(shiftDate(STORY_WEEK, dayIndex), hours * 60 + minutes, STORY_TIME_ZONE)).toISOString();

type Fixture = Omit<TimetableEvent, 'start' | 'end'> & { day: number; from: [number, number]; to: [number, number] };

const fixture = ({ day, from, to, ...rest }: Fixture): TimetableEvent => ({
  ...rest,
  start: at(day, ...from),
  end: at(day, ...to),
});

/** A plain week: lectures in academic slots, a few events, one remote and one pending. */
export const weekEvents: TimetableEvent[] = (
  [
    {
      id: 1,
      title: 'Matematinė analizė',
      subtitle: 'A-101 · PRIfs-24',
      type: 'lecture',
      day: 0,
      from: [8, 20],
      to: [9, 50],
    },
    {
      id: 2,
      title: 'Programavimo pagrindai',
      subtitle: 'B-204 · PRIfs-24',
      type: 'lecture',
      day: 0,
      from: [10, 0],
      to: [13, 30],
    },
    { id: 3, title: 'Katedros posėdis', subtitle: 'Posėdžių salė', type: 'event', day: 0, from: [15, 0], to: [16, 0] },
    {
      id: 4,
      title: 'Duomenų bazės',
      subtitle: 'C-310 · ISfs-23',
      type: 'lecture',
      day: 1,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 5,
      title: 'Fizika',
      subtitle: 'Nuotolinė paskaita',
      type: 'lecture',
      remote: true,
      day: 1,
      from: [13, 40],
      to: [15, 10],
    },
    {
      id: 6,
      title: 'Diskrečioji matematika',
      subtitle: 'A-101 · PRIfs-24',
      type: 'lecture',
      day: 2,
      from: [8, 20],
      to: [9, 50],
    },
    {
      id: 7,
      title: 'Studentų konsultacija',
      subtitle: 'B-110',
      type: 'event',
      pending: true,
      day: 2,
      from: [12, 0],
      to: [13, 0],
    },
    {
      id: 8,
      title: 'Operacinės sistemos',
      subtitle: 'C-214 · ISfs-23',
      type: 'lecture',
      day: 3,
      from: [12, 0],
      to: [13, 30],
    },
    {
      id: 9,
      title: 'Seminaras: dirbtinis intelektas',
      subtitle: 'Aula',
      type: 'event',
      color: '#6d3fb8',
      day: 3,
      from: [17, 0],
      to: [18, 30],
    },
    {
      id: 10,
      title: 'Kompiuterių tinklai',
      subtitle: 'C-310 · ISfs-23',
      type: 'lecture',
      day: 4,
      from: [10, 0],
      to: [11, 30],
    },
  ] satisfies Fixture[]
).map(fixture);

/** A busy Tuesday: several lectures and events at once, for the lane layout. */
export const overlappingEvents: TimetableEvent[] = (
  [
    { id: 'o1', title: 'Algoritmai', subtitle: 'A-101', type: 'lecture', day: 1, from: [10, 0], to: [11, 30] },
    { id: 'o2', title: 'Statistika', subtitle: 'A-102', type: 'lecture', day: 1, from: [10, 0], to: [13, 30] },
    { id: 'o3', title: 'Anglų kalba', subtitle: 'B-201', type: 'lecture', day: 1, from: [10, 30], to: [11, 30] },
    { id: 'o4', title: 'Laboratoriniai darbai', subtitle: 'C-005', type: 'event', day: 1, from: [11, 0], to: [12, 30] },
    { id: 'o5', title: 'Teisė', subtitle: 'D-301', type: 'lecture', day: 1, from: [12, 0], to: [13, 30] },
    {
      id: 'o6',
      title: 'Fizinis lavinimas',
      subtitle: 'Sporto salė',
      type: 'event',
      day: 1,
      from: [13, 40],
      to: [15, 10],
    },
    { id: 'o7', title: 'Ekonomika', subtitle: 'A-105', type: 'lecture', day: 3, from: [8, 20], to: [9, 50] },
    { id: 'o8', title: 'Vadyba', subtitle: 'A-106', type: 'lecture', day: 3, from: [8, 20], to: [9, 50] },
  ] satisfies Fixture[]
).map(fixture);

/** Remote and pending side by side, in both types. */
export const remoteAndPendingEvents: TimetableEvent[] = (
  [
    {
      id: 'r1',
      title: 'Nuotolinė paskaita',
      subtitle: 'Teams',
      type: 'lecture',
      remote: true,
      day: 0,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 'r2',
      title: 'Laukiantis renginys',
      subtitle: 'Aula',
      type: 'event',
      pending: true,
      day: 1,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 'r3',
      title: 'Nuotolinis ir laukiantis',
      subtitle: 'Zoom',
      type: 'event',
      remote: true,
      pending: true,
      day: 2,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 'r4',
      title: 'Patvirtinta paskaita',
      subtitle: 'A-101',
      type: 'lecture',
      day: 3,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 'r5',
      title: 'Laukianti paskaita',
      subtitle: 'A-102',
      type: 'lecture',
      pending: true,
      day: 4,
      from: [10, 0],
      to: [11, 30],
    },
  ] satisfies Fixture[]
).map(fixture);

/**
 * A deterministic busy week of `count` events (a small linear congruential generator, so every
 * run and every screenshot sees the same week), for the benchmark and the stress story.
 */
export function generateWeek(count: number, week = STORY_WEEK, seed = 7): TimetableEvent[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const events: TimetableEvent[] = [];
  for (let index = 0; index < count; index++) {
    const day = Math.floor(next() * 7);
    const start = 7 * 60 + Math.floor(next() * 26) * 30;
    const length = 30 + Math.floor(next() * 4) * 30;
    const date = shiftDate(week, day);
    events.push({
      id: `g${index}`,
      title: `Užsiėmimas ${index + 1}`,
      type: next() < 0.6 ? 'lecture' : 'event',
      remote: next() < 0.1,
      pending: next() < 0.1,
      start: new Date(fromZonedDayMinute(date, start, STORY_TIME_ZONE)),
      end: new Date(fromZonedDayMinute(date, Math.min(start + length, 21 * 60), STORY_TIME_ZONE)),
    });
  }
  return events;
}

/** Teachers as lane-grid rows. */
export const teacherRows = [
  { id: 't1', label: 'doc. dr. Ona Petraitienė', description: 'Informatikos katedra' },
  { id: 't2', label: 'prof. dr. Jonas Kazlauskas', description: 'Matematikos katedra' },
  { id: 't3', label: 'lekt. Rūta Jankauskaitė', description: 'Kalbų centras' },
  { id: 't4', label: 'dr. Tomas Vaitkus', description: 'Fizikos katedra' },
  { id: 't5', label: 'lekt. Milda Stankevičienė', description: 'Ekonomikos katedra' },
];

/** A week of the teachers' lectures and events, with one clash for the lanes. */
export const teacherEvents: TimetableEvent[] = (
  [
    {
      id: 'l1',
      rowId: 't1',
      title: 'Programavimo pagrindai',
      subtitle: 'B-204',
      type: 'lecture',
      day: 0,
      from: [10, 0],
      to: [13, 30],
    },
    {
      id: 'l2',
      rowId: 't1',
      title: 'Konsultacija',
      subtitle: 'B-110',
      type: 'event',
      pending: true,
      day: 0,
      from: [12, 0],
      to: [13, 0],
    },
    {
      id: 'l3',
      rowId: 't1',
      title: 'Duomenų bazės',
      subtitle: 'C-310',
      type: 'lecture',
      day: 2,
      from: [8, 20],
      to: [9, 50],
    },
    {
      id: 'l4',
      rowId: 't2',
      title: 'Matematinė analizė',
      subtitle: 'A-101',
      type: 'lecture',
      day: 0,
      from: [8, 20],
      to: [9, 50],
    },
    {
      id: 'l5',
      rowId: 't2',
      title: 'Diskrečioji matematika',
      subtitle: 'A-101',
      type: 'lecture',
      day: 3,
      from: [12, 0],
      to: [13, 30],
    },
    {
      id: 'l6',
      rowId: 't3',
      title: 'Anglų kalba',
      subtitle: 'Nuotoliniu būdu',
      type: 'lecture',
      remote: true,
      day: 1,
      from: [10, 0],
      to: [11, 30],
    },
    {
      id: 'l7',
      rowId: 't3',
      title: 'Vokiečių kalba',
      subtitle: 'B-201',
      type: 'lecture',
      day: 4,
      from: [13, 40],
      to: [15, 10],
    },
    {
      id: 'l8',
      rowId: 't4',
      title: 'Fizika',
      subtitle: 'D-105',
      type: 'lecture',
      day: 1,
      from: [13, 40],
      to: [16, 50],
    },
    {
      id: 'l9',
      rowId: 't4',
      title: 'Laboratoriniai darbai',
      subtitle: 'D-005',
      type: 'event',
      day: 3,
      from: [15, 20],
      to: [16, 50],
    },
  ] satisfies Fixture[]
).map(fixture);

/** `count` resources with about ten events each in the story week, for the benchmark. */
export function generateLanes(
  count: number,
  eventsPerRow = 10,
  week = STORY_WEEK,
): { rows: { id: string; label: string }[]; events: TimetableEvent[] } {
  const rows = Array.from({ length: count }, (_, index) => ({ id: `r${index}`, label: `Išteklius ${index + 1}` }));
  const events = generateWeek(count * eventsPerRow, week, 11).map((event, index) => ({
    ...event,
    rowId: `r${index % count}`,
  }));
  return { rows, events };
}

/** A lecture in a room and a remote reservation of the same room at the same time (issue 12, item 4). */
export const remoteBesideRoomEvents: TimetableEvent[] = (
  [
    { id: 'm1', title: 'Algebra', subtitle: 'Ona Žemaitė', type: 'lecture', day: 1, from: [10, 0], to: [11, 30] },
    {
      id: 'm2',
      title: 'Nuotolinis seminaras',
      subtitle: 'Jonas Basanavičius',
      type: 'lecture',
      remote: true,
      remoteOnly: true,
      day: 1,
      from: [10, 0],
      to: [11, 30],
    },
  ] satisfies Fixture[]
).map(fixture);

/** A holiday on Friday and the room closed on Thursday 12:00–14:00, labelled as a Lithuanian host would (issue 36). */
export const weekClosures: TimetableClosure[] = [
  { from: at(4, 0), to: at(5, 0), label: 'Šventė: Fakulteto diena' },
  { from: at(3, 12), to: at(3, 14), label: 'Uždaryta: remontas' },
];

/** The same closures as an English host labels them. */
export const weekClosuresInEnglish: TimetableClosure[] = [
  { from: at(4, 0), to: at(5, 0), label: 'Holiday: Faculty day' },
  { from: at(3, 12), to: at(3, 14), label: 'Closed: renovation' },
];

/**
 * An exam session marked on Monday–Wednesday (issue 36): not a closure, since exams are booked in rooms; with the
 * holiday and the closed hours, labelled as a Lithuanian host would.
 */
export const weekWithExamSession: TimetableClosure[] = [
  { from: at(0, 0), to: at(3, 0), label: 'Egzaminų sesija', closes: false },
  ...weekClosures,
];

/** The same, as an English host labels them. */
export const weekWithExamSessionInEnglish: TimetableClosure[] = [
  { from: at(0, 0), to: at(3, 0), label: 'Exam session', closes: false },
  ...weekClosuresInEnglish,
];
