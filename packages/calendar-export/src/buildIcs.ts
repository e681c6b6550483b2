import {
  DEFAULT_TIME_ZONE,
  isCivilDate,
  isoWeekday,
  parseInstant,
  parseLocalDateTime,
  shiftDate,
  toInstant,
  toLocal,
  toMinutes,
  toTimeOfDay,
  weekdayKeys,
  type TimeOfDay,
} from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';
import { createEvents, type EventAttributes } from 'ics';
import { emailOf, locationOf, type CalendarEvent, type CalendarInvitee, type CalendarPerson } from './calendarEvent.js';
import { buildVTimezone, formatLocalDateTime } from './vtimezone.js';

/** The alerts of spec 8 (the form shows them translated, by code). */
export const EXPORT_ERRORS = {
  invalidEvent: 'Invalid event data',
  noEvents: 'No events to export',
  buildFailed: 'The calendar file could not be built',
} as const;
export type ExportErrorCode = keyof typeof EXPORT_ERRORS;

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/** A calendar file, ready to download. */
export interface IcsFile {
  filename: string;
  content: string;
  mimeType: typeof ICS_MIME_TYPE;
}

export type ExportResult = { ok: true; file: IcsFile } | { ok: false; error: ExportErrorCode; message: string };

export interface ExportOptions {
  /** The time zone reservation dates and times are local to (the institution's). */
  timeZone?: string;
  /** The moment of the export: DTSTAMP and the `schedule_{timestamp}` file name. */
  now?: Date;
  /**
   * What the file is named, without `.ics` (made safe for file systems by `fileNameOf`): what it holds, in the
   * reader's language ("MIF 202, week 2026-03-23–2026-03-29"). By default one event's file is named after the event
   * and many events' file `schedule_{timestamp}.ics`.
   */
  fileName?: string;
}

const PRODUCT_ID = 'laikas/reservation-form';
const DAY_MS = 24 * 60 * 60 * 1000;
const BYDAY: Record<(typeof weekdayKeys)[number], string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

const failure = (error: ExportErrorCode): ExportResult => ({ ok: false, error, message: EXPORT_ERRORS[error] });

/** The instant one end of an event names: a date plus a clock time, a local date-time, or a zoned instant. */
function readInstant(text: string | null | undefined, time: TimeOfDay | string | null | undefined, timeZone: string) {
  const value = text?.trim();
  if (!value) {
    return undefined;
  }
  const instant = parseInstant(value);
  if (instant) {
    return instant;
  }
  const local = parseLocalDateTime(value);
  const clock = local?.time ?? toTimeOfDay(time);
  return local && clock && toMinutes(clock) <= 24 * 60 ? toInstant(local.date, clock, timeZone) : undefined;
}

interface Occurrence {
  start: Date;
  end: Date;
}

/**
 * The first occurrence of a series from the exported one: for weekly rules with weekdays, the first
 * chosen weekday on or after it (a calendar always counts DTSTART as an occurrence, the API does not).
 * Undefined when the rule has no occurrence left.
 */
function firstOccurrence(occurrence: Occurrence, repeater: Repeater, timeZone: string): Occurrence | undefined {
  const start = toLocal(occurrence.start, timeZone);
  const end = toLocal(occurrence.end, timeZone);
  if (repeater.type !== 'weekly' || repeater.weekdays.length === 0) {
    return start.date <= repeater.until ? occurrence : undefined;
  }
  const chosen = new Set(repeater.weekdays.map((key) => weekdayKeys.indexOf(key) + 1));
  for (let offset = 0; offset < 7; offset += 1) {
    const date = shiftDate(start.date, offset);
    if (date > repeater.until) {
      return undefined;
    }
    if (chosen.has(isoWeekday(date))) {
      return offset === 0
        ? occurrence
        : {
            start: toInstant(date, start.time, timeZone),
            end: toInstant(shiftDate(end.date, offset), end.time, timeZone),
          };
    }
  }
  return undefined;
}

/** `YYYYMMDDTHHMMSSZ` of an instant. */
const formatUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The RRULE of a series: UNTIL is the end of its last local day, in UTC as RFC 5545 asks with a TZID start. */
function recurrenceRuleOf(repeater: Repeater, timeZone: string): string {
  const until = toInstant(repeater.until, { hours: 23, minutes: 59 }, timeZone);
  const parts = [
    `FREQ=${repeater.type.toUpperCase()}`,
    `INTERVAL=${repeater.interval}`,
    `UNTIL=${formatUtc(new Date(until.getTime() + 59_000))}`,
  ];
  if (repeater.type === 'weekly') {
    if (repeater.weekdays.length > 0) {
      parts.push(
        `BYDAY=${weekdayKeys
          .filter((key) => repeater.weekdays.includes(key))
          .map((key) => BYDAY[key])
          .join(',')}`,
      );
    }
    parts.push('WKST=MO');
  }
  return parts.join(';');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A quoted parameter value holds no DQUOTE and no control character but a tab (RFC 5545 3.1).
// eslint-disable-next-line no-control-regex
const UNQUOTABLE = /["\u0000-\u0008\u000a-\u001f\u007f]/g;
const cleanName = (name: string | null | undefined) => name?.replace(UNQUOTABLE, "'").trim() || undefined;

/** A person as a calendar names them: a name and a cal-address (RFC 5545 3.3.3, a URI). */
interface NamedPerson {
  name?: string;
  address: string;
}

/**
 * The cal-address of a person: their e-mail where the reader may see it, else a URN of their id that no calendar app
 * writes to (docs/decisions/ics-organizer-and-attendees.md); undefined for a person with neither.
 */
function personOf(person: CalendarPerson | null | undefined): NamedPerson | undefined {
  const email = emailOf(person);
  const address =
    email && EMAIL.test(email)
      ? `mailto:${email}`
      : Number.isInteger(person?.id)
        ? `urn:x-laikas:user:${String(person!.id)}`
        : undefined;
  if (!address) {
    return undefined;
  }
  const name = cleanName(person?.name);
  return name ? { name, address } : { address };
}

function urlOf(event: CalendarEvent): string | undefined {
  const candidate =
    (event.is_remote && event.remote_address?.trim()) || event.url?.trim() || event.remote_address?.trim();
  if (!candidate || !URL.canParse(candidate)) {
    return undefined;
  }
  return /^https?:$/.test(new URL(candidate).protocol) ? candidate : undefined;
}

const STATUS = { approved: 'CONFIRMED', pending: 'TENTATIVE', rejected: 'CANCELLED' } as const;

interface PreparedEvent {
  attributes: EventAttributes;
  /** Set for a series written with TZID times; its span decides the VTIMEZONE's range. */
  zoned?: { start: Date; until: Date };
  /** Lines `ics` cannot write (people without `mailto:`, EXDATE with a TZID), added before the event's END. */
  extraLines: string[];
}

const PARTSTAT: Record<NonNullable<CalendarInvitee['status']>, string> = {
  pending: 'NEEDS-ACTION',
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
};

/** The octets of a character (a code point) in UTF-8. */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  // A UTF-16 unit is at most three octets: a line of 25 units or fewer fits (most lines of a feed).
  if (line.length <= 25) {
    return line;
  }
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length;) {
    const codePoint = line.codePointAt(index)!;
    const size = octetsOf(codePoint);
    // A continuation line starts with the space that folds it: 74 octets of text after it.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/**
 * Calendar text with every content line folded at 75 octets: `ics` folds at 75 characters, which runs past 75 octets
 * where letters take two (Lithuanian), so its lines are unfolded and folded again.
 */
export function foldLines(content: string): string {
  return content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(fold)
    .join('\r\n');
}

function personLine(property: 'ORGANIZER' | 'ATTENDEE', person: NamedPerson, parameters: string[] = []): string {
  const name = person.name ? [`CN="${person.name}"`] : [];
  return fold(`${[property, ...parameters, ...name].join(';')}:${person.address}`);
}

/**
 * ORGANIZER and ATTENDEE lines (`ics` writes only `mailto:` addresses, so they are written here): the person
 * responsible chairs; invitees follow with their answers (none yet: NEEDS-ACTION, asked to reply). Attendees make the
 * event a scheduled one, which RFC 5545 wants with its ORGANIZER: without an organiser, no attendees.
 */
function peopleLinesOf(organizer: NamedPerson | undefined, responsible: NamedPerson | undefined, event: CalendarEvent) {
  if (!organizer) {
    return [];
  }
  const attendees: string[] = [];
  const named = new Set<string>();
  const attend = (person: NamedPerson, role: string, partstat: string) => {
    if (named.has(person.address.toLowerCase())) {
      return;
    }
    named.add(person.address.toLowerCase());
    const rsvp = partstat === 'NEEDS-ACTION' ? 'TRUE' : 'FALSE';
    attendees.push(
      personLine('ATTENDEE', person, ['CUTYPE=INDIVIDUAL', `ROLE=${role}`, `PARTSTAT=${partstat}`, `RSVP=${rsvp}`]),
    );
  };
  if (responsible) {
    attend(responsible, 'CHAIR', 'ACCEPTED');
  }
  for (const invitee of event.invitations ?? []) {
    const person = personOf(invitee);
    if (person) {
      attend(person, 'REQ-PARTICIPANT', PARTSTAT[invitee.status ?? 'pending'] ?? 'NEEDS-ACTION');
    }
  }
  return [personLine('ORGANIZER', organizer), ...attendees];
}

/**
 * Where a series starts: its own first date when the reservation carries it (a saved series), else the occurrence
 * exported. The clock times stay the occurrence's.
 */
function seriesAnchor(occurrence: Occurrence, event: CalendarEvent, timeZone: string): Occurrence {
  const startsOn = event.repeater?.starts_on;
  if (!startsOn || !isCivilDate(startsOn)) {
    return occurrence;
  }
  const start = toLocal(occurrence.start, timeZone);
  const end = toLocal(occurrence.end, timeZone);
  const days = Math.round((Date.parse(end.date) - Date.parse(start.date)) / DAY_MS);
  return {
    start: toInstant(startsOn, start.time, timeZone),
    end: toInstant(shiftDate(startsOn, days), end.time, timeZone),
  };
}

/** `EXDATE;TZID=…` lines for the dates a series skips, at its start time (RFC 5545 matches them to DTSTART). */
function exclusionLinesOf(event: CalendarEvent, series: Occurrence, timeZone: string): string[] {
  const time = formatLocalDateTime(series.start, timeZone).slice(8);
  const first = toLocal(series.start, timeZone).date;
  const until = event.repeater?.until ?? first;
  return [...new Set(event.repeater?.excluded_dates ?? [])]
    .filter((date) => isCivilDate(date) && date >= first && date <= until)
    .sort()
    .map((date) => `EXDATE;TZID=${timeZone}:${date.replace(/-/g, '')}${time}`);
}

/** One UID per series and per reservation, the same in every export: a calendar updates what it imported. */
function uidOf(event: CalendarEvent, series: boolean, now: Date, index: number): string {
  if ((series || event.recurrence_id) && typeof event.repeater_id === 'number') {
    return `series-${event.repeater_id}@laikas`;
  }
  return event.id ? `reservation-${event.id}@laikas` : `export-${now.getTime()}-${index}@laikas`;
}

/** The `RECURRENCE-ID` of a detached occurrence: its series' instant, as the series' TZID wall clock. */
function recurrenceIdLine(event: CalendarEvent, timeZone: string): string | undefined {
  const original = event.recurrence_id ? new Date(event.recurrence_id) : undefined;
  if (!original || Number.isNaN(original.getTime()) || typeof event.repeater_id !== 'number') {
    return undefined;
  }
  return `RECURRENCE-ID;TZID=${timeZone}:${formatLocalDateTime(original, timeZone)}`;
}

function prepareEvent(
  event: CalendarEvent,
  timeZone: string,
  now: Date,
  index: number,
  feed = false,
): PreparedEvent | undefined {
  const name = event.name?.trim();
  const start = readInstant(event.from, event.from_time, timeZone);
  const end = readInstant(event.to, event.to_time, timeZone);
  if (!name || !start || !end || end.getTime() <= start.getTime()) {
    return undefined;
  }
  const responsible = personOf(
    typeof event.person_responsible === 'object' && event.person_responsible !== null
      ? event.person_responsible
      : event.responsible,
  );
  // The person who answers for the event organises it; where nobody does, its author (issue 35).
  const organizer = personOf(event.organizer) ?? responsible ?? personOf(event.user);
  const people = peopleLinesOf(organizer, responsible, event);
  const description = event.description?.trim();
  const series = event.repeater
    ? firstOccurrence(seriesAnchor({ start, end }, event, timeZone), event.repeater, timeZone)
    : undefined;
  // A detached occurrence is an exception of its series only where the series is in the same calendar (a feed).
  const recurrenceId = feed && !event.repeater ? recurrenceIdLine(event, timeZone) : undefined;
  const base = {
    uid: uidOf(
      { ...event, recurrence_id: recurrenceId ? event.recurrence_id : null },
      Boolean(event.repeater && series),
      now,
      index,
    ),
    title: name,
    description: description || undefined,
    location: locationOf(event),
    url: urlOf(event),
    busyStatus: 'BUSY' as const,
    transp: 'OPAQUE' as const,
    sequence: Math.max(0, Math.trunc(event.sequence ?? 0)),
    status: feed && event.status ? STATUS[event.status] : undefined,
    timestamp: now.getTime(),
  };
  if (event.repeater && series) {
    // Repeating reservations keep their wall-clock time across daylight-saving changes, so they are
    // written in the institution's zone (TZID) rather than as UTC instants.
    const attributes = {
      ...base,
      start: formatLocalDateTime(series.start, timeZone),
      end: formatLocalDateTime(series.end, timeZone),
      recurrenceRule: recurrenceRuleOf(event.repeater, timeZone),
    } as EventAttributes;
    const until = toInstant(event.repeater.until, { hours: 24, minutes: 0 }, timeZone);
    return {
      attributes,
      zoned: { start: series.start, until },
      extraLines: [...people, ...exclusionLinesOf(event, series, timeZone)],
    };
  }
  const attributes = {
    ...base,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  } as EventAttributes;
  return { attributes, extraLines: [...people, ...(recurrenceId ? [recurrenceId] : [])] };
}

interface CalendarOptions {
  /** A feed's name (X-WR-CALNAME); calendar apps show it for the subscription. */
  name?: string;
  /** A feed always defines the zone, over at least this span (its detached occurrences name it too). */
  span?: { from: Date; to: Date };
}

function buildCalendar(
  prepared: readonly PreparedEvent[],
  timeZone: string,
  options: CalendarOptions = {},
): string | undefined {
  const { error, value } = createEvents(
    prepared.map((event) => event.attributes),
    // No METHOD: a file or feed is a snapshot of the calendar, not a scheduling message (RFC 5545 3.7.2), so iTIP's
    // rules (an ORGANIZER on every PUBLISHed event) do not apply, and `text/calendar` is sent without a method.
    // (`ics` writes METHOD:PUBLISH unless told none.)
    { productId: PRODUCT_ID, method: undefined, ...(options.name && { calName: options.name }) },
  );
  if (error || !value) {
    return undefined;
  }
  const folded = foldLines(value);
  let eventIndex = 0;
  // `createEvents` writes the events in order: each END:VEVENT line closes the next prepared event (a line of its own:
  // a name or description may hold the same text).
  const withExtras = folded.replace(/^END:VEVENT\r\n/gm, (end) => {
    const lines = prepared[eventIndex++]?.extraLines ?? [];
    return lines.map((line) => `${line}\r\n`).join('') + end;
  });
  const zoned = prepared.flatMap((event) => (event.zoned ? [event.zoned] : []));
  const spans = [
    ...zoned.map((span) => ({ from: span.start, to: span.until })),
    ...(options.span ? [options.span] : []),
  ];
  if (spans.length === 0) {
    return withExtras;
  }
  const from = new Date(Math.min(...spans.map((span) => span.from.getTime())) - DAY_MS);
  const to = new Date(Math.max(...spans.map((span) => span.to.getTime())) + DAY_MS);
  const vtimezone = buildVTimezone(timeZone, from, to).join('\r\n');
  // `ics` writes local times without a zone; name the zone on every such DTSTART/DTEND and define it once.
  const named = withExtras.replace(/^(DTSTART|DTEND):(\d{8}T\d{6})(?=\r\n)/gm, `$1;TZID=${timeZone}:$2`);
  return named.includes('BEGIN:VEVENT\r\n')
    ? named.replace('BEGIN:VEVENT\r\n', `${vtimezone}\r\nBEGIN:VEVENT\r\n`)
    : named.replace(/END:VCALENDAR\r\n$/, `${vtimezone}\r\nEND:VCALENDAR\r\n`);
}

// Control characters are as unusable in a file name as the reserved punctuation.
// eslint-disable-next-line no-control-regex
const ILLEGAL_FILE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** A file name from an event name: letters of any language kept, characters file systems refuse replaced. */
export function fileNameOf(name: string): string {
  const base = name.replace(ILLEGAL_FILE_CHARACTERS, '_').replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${base || 'reservation'}.ics`;
}

/** One reservation as a calendar file named after it; needs a name, a start and an end. */
export function exportEvent(event: CalendarEvent | null | undefined, options: ExportOptions = {}): ExportResult {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? new Date();
  const prepared = event ? prepareEvent(event, timeZone, now, 0) : undefined;
  if (!event || !prepared) {
    return failure('invalidEvent');
  }
  const content = buildCalendar([prepared], timeZone);
  if (!content) {
    return failure('buildFailed');
  }
  const filename = fileNameOf(options.fileName ?? event.name ?? '');
  return { ok: true, file: { filename, content, mimeType: ICS_MIME_TYPE } };
}

/**
 * Many reservations as one file, named `options.fileName` (else `schedule_{timestamp}.ics`). Occurrences of one series
 * (same `repeater_id`) become one event with its rule; events without a name or times are left out.
 */
export function exportEvents(events: readonly CalendarEvent[], options: ExportOptions = {}): ExportResult {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? new Date();
  const seenSeries = new Set<number>();
  const prepared: PreparedEvent[] = [];
  const ordered = [...events].sort(
    (a, b) =>
      (readInstant(a.from, a.from_time, timeZone)?.getTime() ?? 0) -
      (readInstant(b.from, b.from_time, timeZone)?.getTime() ?? 0),
  );
  ordered.forEach((event, index) => {
    if (event.repeater && typeof event.repeater_id === 'number') {
      if (seenSeries.has(event.repeater_id)) {
        return;
      }
      seenSeries.add(event.repeater_id);
    }
    const item = prepareEvent(event, timeZone, now, index);
    if (item) {
      prepared.push(item);
    }
  });
  if (prepared.length === 0) {
    return failure(events.length === 0 ? 'noEvents' : 'invalidEvent');
  }
  const content = buildCalendar(prepared, timeZone);
  if (!content) {
    return failure('buildFailed');
  }
  const filename = options.fileName === undefined ? `schedule_${now.getTime()}.ics` : fileNameOf(options.fileName);
  return { ok: true, file: { filename, content, mimeType: ICS_MIME_TYPE } };
}

export interface FeedOptions extends ExportOptions {
  /** The subscription's name (X-WR-CALNAME). */
  name?: string;
  /** The span the feed covers; the VTIMEZONE covers it (and every series in the feed). */
  span: { from: Date; to: Date };
}

/**
 * A calendar subscription (a feed): every event with its revision (SEQUENCE) and status, each series once with its
 * rule and skipped dates, and occurrences changed on their own as exceptions of their series (RECURRENCE-ID) when
 * `recurrence_id` is given. The zone is always defined. Never fails: events it cannot write are left out, and no
 * events is an empty calendar.
 */
export function exportFeed(events: readonly CalendarEvent[], options: FeedOptions): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? new Date();
  const seenSeries = new Set<number>();
  const prepared: PreparedEvent[] = [];
  events.forEach((event, index) => {
    if (event.repeater && typeof event.repeater_id === 'number') {
      if (seenSeries.has(event.repeater_id)) {
        return;
      }
      seenSeries.add(event.repeater_id);
    }
    const item = prepareEvent(event, timeZone, now, index, true);
    if (item) {
      prepared.push(item);
    }
  });
  const content = buildCalendar(prepared, timeZone, {
    span: options.span,
    ...(options.name !== undefined && { name: options.name }),
  });
  if (content !== undefined) {
    return content;
  }
  // One event `ics` refuses (an address it cannot write) must not take the whole feed down: write them one by one.
  const writable = prepared.filter((event) => buildCalendar([event], timeZone) !== undefined);
  return (
    buildCalendar(writable, timeZone, {
      span: options.span,
      ...(options.name !== undefined && { name: options.name }),
    }) ?? ''
  );
}
