import { type WeekdayKey, weekdayKeys } from '@laikas/contract';
import { XMLParser } from 'fast-xml-parser';
import { shiftDate } from '@laikas/contract/time';

/*
 * The ITC 2019 timetabling format (https://www.itc2019.org/format) as far as bookings need it: rooms with their
 * capacity and unavailabilities, classes with their time options, and a solution's placements with enrolled
 * students. Times are 5-minute slots from midnight; `days` and `weeks` are bit strings read by character
 * (character 0 is Monday, or week 1), never as binary numbers.
 */

export interface ItcTime {
  days: string;
  start: number;
  length: number;
  weeks: string;
}

export interface ItcRoom {
  id: string;
  capacity: number;
  unavailable: ItcTime[];
}

export interface ItcClass {
  id: string;
  courseId: string;
  limit: number;
  needsRoom: boolean;
  times: ItcTime[];
}

export interface ItcProblem {
  name: string;
  nrDays: number;
  nrWeeks: number;
  slotsPerDay: number;
  rooms: ItcRoom[];
  classes: Map<string, ItcClass>;
}

export interface ItcPlacement {
  classId: string;
  days: string;
  start: number;
  weeks: string;
  roomId: string | null;
  students: string[];
}

export interface ItcSolution {
  name: string;
  placements: ItcPlacement[];
}

/** A problem with the input, said in terms of the file (a missing attribute, an unexpected root). */
export class ItcFormatError extends Error {}

const MINUTES_PER_SLOT = 5;

/*
 * External entities and the DTD are never loaded (the problem file names one at itc2019.org): the parser does not
 * fetch anything, and entity expansion is off so a file cannot grow itself in memory.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseAttributeValue: false,
  parseTagValue: false,
  // `room` is both an element (a room) and an attribute (a placement's room): only elements become lists.
  isArray: (name, _path, _isLeaf, isAttribute) =>
    !isAttribute &&
    ['room', 'unavailable', 'course', 'config', 'subpart', 'class', 'time', 'student', 'travel'].includes(name),
});

/*
 * A declaration of the document's own (an internal DTD subset `[…]`, an `<!ENTITY …>`) is refused outright rather
 * than ignored: it is how external entities and entity bombs are written, and no ITC file has one. A bare
 * `<!DOCTYPE problem PUBLIC "…" "http://…/competition-format.dtd">` (the competition's files) is read as usual.
 */
const DOCTYPE_WITH_SUBSET = /<!DOCTYPE[^>[]*\[/i;
const ENTITY_DECLARATION = /<!ENTITY/i;

function parseXml(text: string): Record<string, unknown> {
  // Both files of the competition start with a byte-order mark.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (ENTITY_DECLARATION.test(body) || DOCTYPE_WITH_SUBSET.test(body)) {
    throw new ItcFormatError('The file declares its own DTD or entities, which are refused');
  }
  try {
    return parser.parse(body) as Record<string, unknown>;
  } catch (error) {
    throw new ItcFormatError(`The file is not well-formed XML: ${(error as Error).message}`);
  }
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const child = (node: Node | undefined, name: string): Node | undefined => {
  const value = node?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};

function attribute(node: Node, name: string, where: string): string {
  const value = node[name];
  if (typeof value !== 'string' || value === '') {
    throw new ItcFormatError(`${where} has no ${name}`);
  }
  return value;
}

function integer(node: Node, name: string, where: string): number {
  const value = Number(attribute(node, name, where));
  if (!Number.isInteger(value) || value < 0) {
    throw new ItcFormatError(`${where} has ${name}="${String(node[name])}", not a whole number`);
  }
  return value;
}

function bits(node: Node, name: string, size: number, where: string): string {
  const value = attribute(node, name, where);
  if (value.length !== size || !/^[01]+$/.test(value)) {
    throw new ItcFormatError(`${where} has ${name}="${value}", not ${size} characters of 0 and 1`);
  }
  return value;
}

function timeOf(node: Node, problem: Pick<ItcProblem, 'nrDays' | 'nrWeeks'>, where: string): ItcTime {
  return {
    days: bits(node, 'days', problem.nrDays, where),
    start: integer(node, 'start', where),
    length: integer(node, 'length', where),
    weeks: bits(node, 'weeks', problem.nrWeeks, where),
  };
}

/** Reads a problem (instance) file. */
export function parseProblem(text: string): ItcProblem {
  const root = child(parseXml(text), 'problem');
  if (!root) {
    throw new ItcFormatError('The problem file has no <problem> element');
  }
  const header = {
    name: attribute(root, 'name', '<problem>'),
    nrDays: integer(root, 'nrDays', '<problem>'),
    nrWeeks: integer(root, 'nrWeeks', '<problem>'),
    slotsPerDay: integer(root, 'slotsPerDay', '<problem>'),
  };
  if (header.nrDays < 1 || header.nrDays > 7) {
    throw new ItcFormatError(`<problem> has nrDays="${header.nrDays}"; a week has at most 7 days`);
  }
  if (header.slotsPerDay !== 288) {
    // Other slot sizes exist in theory; every competition instance uses 5-minute slots, which this import keeps.
    throw new ItcFormatError(`<problem> has slotsPerDay="${header.slotsPerDay}"; only 288 (5-minute slots) is read`);
  }
  const rooms = list(child(root, 'rooms')?.room).map((node) => {
    const id = attribute(node, 'id', '<room>');
    const where = `<room id="${id}">`;
    return {
      id,
      capacity: integer(node, 'capacity', where),
      unavailable: list(node.unavailable).map((time) => timeOf(time, header, `${where} <unavailable>`)),
    };
  });
  const classes = new Map<string, ItcClass>();
  for (const course of list(child(root, 'courses')?.course)) {
    const courseId = attribute(course, 'id', '<course>');
    for (const config of list(course.config)) {
      for (const subpart of list(config.subpart)) {
        for (const node of list(subpart.class)) {
          const id = attribute(node, 'id', '<class>');
          const where = `<class id="${id}">`;
          classes.set(id, {
            id,
            courseId,
            limit: node.limit === undefined ? 0 : integer(node, 'limit', where),
            needsRoom: node.room !== 'false',
            times: list(node.time).map((time) => timeOf(time, header, `${where} <time>`)),
          });
        }
      }
    }
  }
  return { ...header, rooms, classes };
}

/** Reads a solution file. */
export function parseSolution(text: string): ItcSolution {
  const root = child(parseXml(text), 'solution');
  if (!root) {
    throw new ItcFormatError('The solution file has no <solution> element');
  }
  return {
    name: attribute(root, 'name', '<solution>'),
    placements: list(root.class).map((node) => {
      const classId = attribute(node, 'id', '<class>');
      const where = `<class id="${classId}">`;
      return {
        classId,
        days: attribute(node, 'days', where),
        start: integer(node, 'start', where),
        weeks: attribute(node, 'weeks', where),
        roomId: typeof node.room === 'string' && node.room !== '' ? node.room : null,
        students: list(node.student).map((student) => attribute(student, 'id', `${where} <student>`)),
      };
    }),
  };
}

/** A run of weeks with a fixed step: weeks `first`, `first + step`, … (`count` of them; 0-based). */
export interface WeekRun {
  first: number;
  step: number;
  count: number;
}

/**
 * Splits a week bit string into as few evenly stepped runs as a greedy pass finds: every week, odd or even weeks
 * and halves of the semester are one run each, so each becomes one weekly series with an interval.
 */
export function weekRuns(weeks: string): WeekRun[] {
  const left = new Set<number>();
  for (let index = 0; index < weeks.length; index += 1) {
    if (weeks[index] === '1') {
      left.add(index);
    }
  }
  const runs: WeekRun[] = [];
  while (left.size > 0) {
    const first = Math.min(...left);
    let best: WeekRun = { first, step: 1, count: 1 };
    for (let step = 1; first + step < weeks.length; step += 1) {
      let count = 1;
      while (left.has(first + count * step)) {
        count += 1;
      }
      if (count > best.count) {
        best = { first, step, count };
      }
    }
    for (let index = 0; index < best.count; index += 1) {
      left.delete(best.first + index * best.step);
    }
    runs.push(best);
  }
  return runs;
}

/** One weekly series of an ITC placement: the repeat rule, its first date and its clock times in minutes. */
export interface SeriesPlan {
  /** Which run of the placement's weeks (the import key's last part). */
  run: number;
  firstDate: string;
  until: string;
  interval: number;
  weekdays: WeekdayKey[];
  startMinutes: number;
  endMinutes: number;
  /** Every date of the series (what the rule expands to). */
  dates: string[];
}

/** The weekly series of days × weeks at a time, with week 1 starting on `monday`. */
export function seriesOf(time: ItcTime, monday: string): SeriesPlan[] {
  const dayIndexes = [...time.days].flatMap((bit, index) => (bit === '1' ? [index] : []));
  if (dayIndexes.length === 0) {
    return [];
  }
  return weekRuns(time.weeks).map((run, index) => {
    const dates: string[] = [];
    for (let week = 0; week < run.count; week += 1) {
      for (const day of dayIndexes) {
        dates.push(shiftDate(monday, 7 * (run.first + week * run.step) + day));
      }
    }
    return {
      run: index,
      firstDate: dates[0]!,
      until: dates.at(-1)!,
      interval: run.step,
      weekdays: dayIndexes.map((day) => weekdayKeys[day]!),
      startMinutes: time.start * MINUTES_PER_SLOT,
      endMinutes: (time.start + time.length) * MINUTES_PER_SLOT,
      dates,
    };
  });
}

/** The length of a placement: from the class's time option with the same days, start and weeks. */
export function lengthOf(placement: ItcPlacement, itcClass: ItcClass): number | undefined {
  return itcClass.times.find(
    (time) => time.days === placement.days && time.start === placement.start && time.weeks === placement.weeks,
  )?.length;
}

/** A room's unavailabilities as local date spans (minutes of the day, the end may be 1440). */
export function unavailableSpans(
  room: ItcRoom,
  monday: string,
): { index: number; date: string; startMinutes: number; endMinutes: number }[] {
  return room.unavailable.flatMap((time, index) => {
    const spans = [];
    for (let week = 0; week < time.weeks.length; week += 1) {
      if (time.weeks[week] !== '1') {
        continue;
      }
      for (let day = 0; day < time.days.length; day += 1) {
        if (time.days[day] === '1') {
          spans.push({
            index,
            date: shiftDate(monday, 7 * week + day),
            startMinutes: time.start * MINUTES_PER_SLOT,
            endMinutes: Math.min(1440, (time.start + time.length) * MINUTES_PER_SLOT),
          });
        }
      }
    }
    return spans;
  });
}
