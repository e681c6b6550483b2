import { XMLParser, XMLValidator, type ValidationError } from 'fast-xml-parser';
import type { Message, MessageCode, MessageParams } from '../i18n/index.js';

/*
 * Messages are codes of the server's catalogue (i18n/index.ts), built here without importing it: a worker thread
 * loads this module without a build (services/file-thread.ts), so it imports nothing of ours but types.
 */
const message = (code: MessageCode, params?: MessageParams): Message => (params ? { code, params } : { code });

/*
 * Reading the ITC 2019 timetabling format (https://www.itc2019.org/format): a problem's rooms with their capacity
 * and unavailabilities, its classes with their time options, and a solution's placements with enrolled students.
 *
 * A file is counted before it is parsed: more rooms, unavailabilities, classes, time options or students than
 * ITC_LIMITS allow refuse it before a tree of it is built (issue 27: a 31 MB problem of 270,000 rooms and millions
 * of unavailabilities grew the server to 3.1 GB and wrote 4.3 million blackouts). This module imports nothing but a
 * parser, so that a worker thread can load it without a build (services/file-thread.ts).
 */

/** What one import may hold (the largest competition instance has 768 rooms and 8,813 classes). */
export const ITC_LIMITS = {
  rooms: 5_000,
  /** `<unavailable>` elements of all rooms. */
  unavailabilities: 50_000,
  /** Days a room is unavailable, of all rooms: each is a blackout written. */
  unavailableDays: 200_000,
  classes: 50_000,
  /** `<time>` options of all classes. */
  times: 2_000_000,
  /** Enrolments of a solution (`<student>` of all classes). */
  students: 1_000_000,
  weeks: 53,
};

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
export class ItcFormatError extends Error {
  // A field, not a parameter property: Node strips this module's types itself in a worker thread.
  readonly reason: Message;
  constructor(reason: Message) {
    super(reason.code);
    this.reason = reason;
  }
}

/** Minutes of an ITC time slot (slotsPerDay is 288). */
export const MINUTES_PER_SLOT = 5;

/*
 * External entities and the DTD are never loaded (the problem file names one at itc2019.org): the parser does not
 * fetch anything, and entity expansion is off so a file cannot grow itself in memory.
 */
/** How deep a file's elements may nest (an ITC file nests six): deeper, the parser stops, never the stack. */
const MAX_NESTED_TAGS = 100;

const parser = new XMLParser({
  maxNestedTags: MAX_NESTED_TAGS,
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

/** Elements each file may hold, counted in the section (`<rooms>`, `<courses>`) that defines them. */
const ELEMENT_LIMITS = {
  problem: [
    { element: 'room', within: 'rooms', limit: ITC_LIMITS.rooms, what: 'rooms' },
    { element: 'unavailable', within: 'rooms', limit: ITC_LIMITS.unavailabilities, what: 'unavailabilities' },
    { element: 'class', within: 'courses', limit: ITC_LIMITS.classes, what: 'classes' },
    { element: 'time', within: 'courses', limit: ITC_LIMITS.times, what: 'times' },
  ],
  solution: [
    { element: 'class', within: 'solution', limit: ITC_LIMITS.classes, what: 'classes' },
    { element: 'student', within: 'solution', limit: ITC_LIMITS.students, what: 'students' },
  ],
} as const;

/** Counts each bounded element of its section in one pass over the text; refuses the file at the first limit passed. */
function checkSize(body: string, root: keyof typeof ELEMENT_LIMITS): void {
  for (const { element, within, limit, what } of ELEMENT_LIMITS[root]) {
    const start = body.search(new RegExp(`<${within}[\\s>]`));
    if (start < 0) {
      continue;
    }
    const end = body.indexOf(`</${within}>`, start);
    const pattern = new RegExp(`<${element}[\\s/>]`, 'g');
    pattern.lastIndex = start + within.length + 1;
    let count = 0;
    for (let match = pattern.exec(body); match && (end < 0 || match.index < end); match = pattern.exec(body)) {
      count += 1;
      if (count > limit) {
        throw new ItcFormatError(
          message('itc.tooManyElements', { count: limit, what: message(`itc.element.${what}` as MessageCode) }),
        );
      }
    }
  }
}

function parseXml(text: string, root: keyof typeof ELEMENT_LIMITS): Record<string, unknown> {
  // Both files of the competition start with a byte-order mark.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (ENTITY_DECLARATION.test(body) || DOCTYPE_WITH_SUBSET.test(body)) {
    throw new ItcFormatError(message('itc.entities'));
  }
  checkSize(body, root);
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(body) as Record<string, unknown>;
  } catch {
    // The parser's own words ("readTagExp returned undefined at position 0") are no message for a person: the
    // validator says where the file goes wrong, and a well-formed file it stopped on nests too deep.
    const checked = XMLValidator.validate(body);
    throw new ItcFormatError(checked === true ? message('itc.tooDeep', { most: MAX_NESTED_TAGS }) : notXml(checked));
  }
  // The parser reads past what is wrong: a file cut off before its end, or with tags closed out of order, would be
  // imported as far as it goes (a semester with classes missing). A file with its root element is checked whole.
  if (parsed[root] !== undefined) {
    const checked = XMLValidator.validate(body);
    if (checked !== true) {
      throw new ItcFormatError(notXml(checked));
    }
  }
  return parsed;
}

/**
 * Where a file is not well-formed, in words of the import's own: a file that ends with elements still open (cut off
 * on its way), else the line and column of the mistake; never the validator's English.
 */
function notXml({ err }: ValidationError): Message {
  if (err.code === 'InvalidXml' || err.msg.startsWith('Unclosed tag')) {
    return message('itc.notXmlCutOff');
  }
  if (Number.isInteger(err.line) && Number.isInteger(err.col) && err.line > 0 && err.col > 0) {
    return message('itc.notXmlAt', { line: err.line, column: err.col });
  }
  return message('itc.notXml');
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
    throw new ItcFormatError(message('itc.missingAttribute', { where, name }));
  }
  return value;
}

function integer(node: Node, name: string, where: string): number {
  const value = Number(attribute(node, name, where));
  if (!Number.isInteger(value) || value < 0) {
    throw new ItcFormatError(message('itc.notWholeNumber', { where, name, value: String(node[name]) }));
  }
  return value;
}

function bits(node: Node, name: string, size: number, where: string): string {
  const value = attribute(node, name, where);
  if (value.length !== size || !/^[01]+$/.test(value)) {
    throw new ItcFormatError(message('itc.notBits', { where, name, value, size }));
  }
  return value;
}

function timeOf(node: Node, problem: Pick<ItcProblem, 'nrDays' | 'nrWeeks' | 'slotsPerDay'>, where: string): ItcTime {
  const start = integer(node, 'start', where);
  const length = integer(node, 'length', where);
  // A time ends within its day: one past it was imported on another day, or (far past) stopped the import half-way.
  if (start + length > problem.slotsPerDay) {
    throw new ItcFormatError(message('itc.pastDayEnd', { where, start, length, slots: problem.slotsPerDay }));
  }
  return {
    days: bits(node, 'days', problem.nrDays, where),
    start,
    length,
    weeks: bits(node, 'weeks', problem.nrWeeks, where),
  };
}

/** Reads a problem (instance) file. */
export function parseProblem(text: string): ItcProblem {
  const root = child(parseXml(text, 'problem'), 'problem');
  if (!root) {
    throw new ItcFormatError(message('itc.noProblem'));
  }
  const header = {
    name: attribute(root, 'name', '<problem>'),
    nrDays: integer(root, 'nrDays', '<problem>'),
    nrWeeks: integer(root, 'nrWeeks', '<problem>'),
    slotsPerDay: integer(root, 'slotsPerDay', '<problem>'),
  };
  if (header.nrDays < 1 || header.nrDays > 7) {
    throw new ItcFormatError(message('itc.tooManyDays', { days: String(header.nrDays) }));
  }
  if (header.nrWeeks < 1 || header.nrWeeks > ITC_LIMITS.weeks) {
    throw new ItcFormatError(message('itc.tooManyWeeks', { weeks: String(header.nrWeeks), most: ITC_LIMITS.weeks }));
  }
  if (header.slotsPerDay !== 288) {
    // Other slot sizes exist in theory; every competition instance uses 5-minute slots, which this import keeps.
    throw new ItcFormatError(message('itc.slotsPerDay', { slots: String(header.slotsPerDay) }));
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
  const unavailableDays = rooms.reduce(
    (sum, room) => sum + room.unavailable.reduce((days, time) => days + ones(time.days) * ones(time.weeks), 0),
    0,
  );
  if (unavailableDays > ITC_LIMITS.unavailableDays) {
    throw new ItcFormatError(
      message('itc.tooManyUnavailableDays', { days: unavailableDays, most: ITC_LIMITS.unavailableDays }),
    );
  }
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
  const root = child(parseXml(text, 'solution'), 'solution');
  if (!root) {
    throw new ItcFormatError(message('itc.noSolution'));
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

function ones(bits: string): number {
  let count = 0;
  for (const bit of bits) {
    count += bit === '1' ? 1 : 0;
  }
  return count;
}
