import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendarEvent.js';
import { exportEvent, exportEvents, exportFeed, fileNameOf } from './buildIcs.js';

const now = new Date('2026-03-01T09:00:00Z');

/** Parses a file with ical.js (an independent parser) and returns its events. */
function parseEvents(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

/** The start instants of a parsed event's occurrences (at most `limit`). */
function occurrenceStarts(event: ReturnType<typeof parseEvents>[number], limit = 50): string[] {
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < limit; next = iterator.next()) {
    starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return starts;
}

function contentOf(result: ReturnType<typeof exportEvent>): string {
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.file.content;
}

const lecture: CalendarEvent = {
  id: 41,
  name: 'Ąžuolų čiulbėjimas: įėjimas į šviesų ūkį',
  description: 'Paskaita apie ąčęėįšųūž; kablelis, kabliataškis',
  from: '2026-03-27',
  to: '2026-03-27',
  from_time: { hours: 10, minutes: 0 },
  to_time: '11:30',
  reservable: { name: 'Šv. Jono g. 3, 101 auditorija' },
  person_responsible: { name: 'Ona Žemaitė', email: { email: 'ona.zemaite@example.lt' } },
  organizer: { name: 'Jurgis Šaulys', email: { email: 'jurgis@example.lt' } },
  is_remote: 1,
  remote_address: 'https://meet.example.lt/ąžuolas',
};

describe('exportEvent', () => {
  describe('given a one-off lecture with Lithuanian letters', () => {
    const result = exportEvent(lecture, { now });
    const [event] = parseEvents(contentOf(result));

    it('should name the file after the event', () => {
      expect(result.ok && result.file.filename).toBe('Ąžuolų čiulbėjimas_ įėjimas į šviesų ūkį.ics');
      expect(result.ok && result.file.mimeType).toBe('text/calendar;charset=utf-8');
    });

    it('should round-trip the name, description and location', () => {
      expect(event?.summary).toBe(lecture.name);
      expect(event?.description).toBe(lecture.description);
      expect(event?.location).toBe('Šv. Jono g. 3, 101 auditorija');
    });

    it('should place it at 10:00–11:30 Vilnius winter time (08:00–09:30 UTC)', () => {
      expect(event?.startDate.toJSDate().toISOString()).toBe('2026-03-27T08:00:00.000Z');
      expect(event?.endDate.toJSDate().toISOString()).toBe('2026-03-27T09:30:00.000Z');
      expect(event?.isRecurring()).toBe(false);
    });

    it('should mark it busy with sequence 0', () => {
      expect(event?.component.getFirstPropertyValue('x-microsoft-cdo-busystatus')).toBe('BUSY');
      expect(event?.component.getFirstPropertyValue('transp')).toBe('OPAQUE');
      expect(event?.sequence).toBe(0);
    });

    it('should name the organizer and the person responsible with their e-mails', () => {
      const organizer = event?.component.getFirstProperty('organizer');
      expect(String(organizer?.getFirstValue()).toLowerCase()).toBe('mailto:jurgis@example.lt');
      expect(organizer?.getParameter('cn')).toBe('Jurgis Šaulys');
      const [attendee] = event?.attendees ?? [];
      expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:ona.zemaite@example.lt');
      expect(attendee?.getParameter('cn')).toBe('Ona Žemaitė');
      expect(attendee?.getParameter('role')).toBe('CHAIR');
    });

    it('should give the remote address as the URL', () => {
      expect(event?.component.getFirstPropertyValue('url')).toBe('https://meet.example.lt/ąžuolas');
    });

    it('should give the reservation a stable uid', () => {
      expect(event?.uid).toBe('reservation-41@laikas');
    });
  });

  it('given a long Lithuanian name, description and room, should fold every line at 75 octets and keep them whole', () => {
    const long = {
      ...lecture,
      name: 'Šiuolaikinės lietuvių kalbos žodžių darybos ir kirčiavimo ypatumų seminaras (ąčęėįšųūž)',
      description:
        'Įžanginė paskaita; žiūrėkite užduočių sąrašą, įkeltą į „Moodle“ – ąčęėįšųūž 📅📅📅📅📅📅📅📅 ąčęėįšųūž.',
      reservable: { name: 'Šv. Jono g. 3, Didžioji Teatro salė, Ąžuolų korpusas, ketvirtas aukštas' },
    };
    const content = contentOf(exportEvent(long, { now }));
    const tooLong = content.split('\r\n').filter((line) => new TextEncoder().encode(line).length > 75);
    expect(tooLong).toEqual([]);
    const [parsed] = parseEvents(content);
    expect(parsed?.summary).toBe(long.name);
    expect(parsed?.description).toBe(long.description);
    expect(parsed?.location).toBe(long.reservable.name);
  });

  it.each([
    { name: 'the first day of summer time', date: '2026-03-29', start: '2026-03-29T07:00:00.000Z' },
    { name: 'the last day of summer time', date: '2026-10-24', start: '2026-10-24T07:00:00.000Z' },
    { name: 'the first day back on winter time', date: '2026-10-25', start: '2026-10-25T08:00:00.000Z' },
  ])('given a 10:00 lecture on $name, should start at $start', ({ date, start }) => {
    const [event] = parseEvents(contentOf(exportEvent({ ...lecture, from: date, to: date }, { now })));
    expect(event?.startDate.toJSDate().toISOString()).toBe(start);
  });

  it('given the times as local date-times and a reservable_name, should read them', () => {
    const event: CalendarEvent = {
      name: 'Seminaras',
      from: '2026-05-04 13:40',
      to: '2026-05-04 15:10',
      reservable_name: 'Salė',
    };
    const [parsed] = parseEvents(contentOf(exportEvent(event, { now })));
    expect(parsed?.startDate.toJSDate().toISOString()).toBe('2026-05-04T10:40:00.000Z');
    expect(parsed?.endDate.toJSDate().toISOString()).toBe('2026-05-04T12:10:00.000Z');
    expect(parsed?.location).toBe('Salė');
  });

  it('given another institution time zone, should place the times in it', () => {
    const event: CalendarEvent = {
      name: 'Lecture',
      from: '2026-07-01',
      to: '2026-07-01',
      from_time: '09:00',
      to_time: '10:00',
    };
    const [parsed] = parseEvents(contentOf(exportEvent(event, { now, timeZone: 'America/New_York' })));
    expect(parsed?.startDate.toJSDate().toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });

  it('given a remote address that is not a web link, should leave the URL out', () => {
    const [parsed] = parseEvents(contentOf(exportEvent({ ...lecture, remote_address: 'room 5' }, { now })));
    expect(parsed?.component.getFirstPropertyValue('url')).toBeNull();
  });

  it.each<{ name: string; event: CalendarEvent | null }>([
    { name: 'no event', event: null },
    { name: 'no name', event: { ...lecture, name: '' } },
    { name: 'a blank name', event: { ...lecture, name: '   ' } },
    { name: 'no from', event: { ...lecture, from: null } },
    { name: 'no to', event: { ...lecture, to: undefined } },
    { name: 'no start time', event: { ...lecture, from_time: null } },
    { name: 'an unreadable date', event: { ...lecture, from: '2026-02-30' } },
    { name: 'an end before the start', event: { ...lecture, to_time: '09:00' } },
  ])('given $name, should refuse with Invalid event data', ({ event }) => {
    expect(exportEvent(event, { now })).toEqual({ ok: false, error: 'invalidEvent', message: 'Invalid event data' });
  });
});

describe('exportEvent of a repeating reservation', () => {
  describe('given a daily lecture across the spring clock change', () => {
    const result = exportEvent(
      { ...lecture, repeater: { type: 'daily', interval: 1, until: '2026-04-01', weekdays: [] } },
      { now },
    );
    const content = contentOf(result);
    const events = parseEvents(content);

    it('should be one event with a rule', () => {
      expect(events).toHaveLength(1);
      expect(events[0]?.isRecurring()).toBe(true);
      expect(content).toMatch(/RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20260401T205959Z/);
      expect(content).toMatch(/DTSTART;TZID=Europe\/Vilnius:20260327T100000/);
    });

    it('should keep 10:00 Vilnius time on both sides of the change', () => {
      expect(occurrenceStarts(events[0]!)).toEqual([
        '2026-03-27T08:00:00.000Z',
        '2026-03-28T08:00:00.000Z',
        '2026-03-29T07:00:00.000Z',
        '2026-03-30T07:00:00.000Z',
        '2026-03-31T07:00:00.000Z',
        '2026-04-01T07:00:00.000Z',
      ]);
    });
  });

  it('given a weekly lecture on Mondays and Wednesdays across the autumn change, should give each occurrence at 10:00', () => {
    const event: CalendarEvent = {
      ...lecture,
      from: '2026-10-19',
      to: '2026-10-19',
      repeater: { type: 'weekly', interval: 1, until: '2026-10-28', weekdays: ['wednesday', 'monday'] },
    };
    const content = contentOf(exportEvent(event, { now }));
    expect(content).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=\d{8}T\d{6}Z;BYDAY=MO,WE;WKST=MO/);
    expect(occurrenceStarts(parseEvents(content)[0]!)).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-21T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-10-28T08:00:00.000Z',
    ]);
  });

  it('given a weekly rule whose first date is not a chosen weekday, should start on the first chosen one', () => {
    const event: CalendarEvent = {
      ...lecture,
      from: '2026-03-03',
      to: '2026-03-03',
      repeater: { type: 'weekly', interval: 2, until: '2026-03-31', weekdays: ['thursday'] },
    };
    expect(occurrenceStarts(parseEvents(contentOf(exportEvent(event, { now })))[0]!)).toEqual([
      '2026-03-05T08:00:00.000Z',
      '2026-03-19T08:00:00.000Z',
    ]);
  });

  it.each([
    {
      name: 'monthly every 2 months',
      type: 'monthly' as const,
      rule: 'FREQ=MONTHLY;INTERVAL=2;',
      until: '2026-09-30',
      count: 4,
    },
    { name: 'yearly', type: 'yearly' as const, rule: 'FREQ=YEARLY;INTERVAL=2;', until: '2028-12-31', count: 2 },
  ])('given a $name rule, should write $rule and give $count occurrences', ({ type, rule, until, count }) => {
    const event: CalendarEvent = {
      ...lecture,
      from: '2026-03-10',
      to: '2026-03-10',
      repeater: { type, interval: 2, until, weekdays: [] },
    };
    const content = contentOf(exportEvent(event, { now }));
    expect(content).toContain(`RRULE:${rule}`);
    expect(occurrenceStarts(parseEvents(content)[0]!)).toHaveLength(count);
  });
});

describe('exportEvents', () => {
  it('given no events, should refuse with No events to export', () => {
    expect(exportEvents([], { now })).toEqual({ ok: false, error: 'noEvents', message: 'No events to export' });
  });

  describe('given a week with a one-off event and two occurrences of one series', () => {
    const series = { type: 'weekly' as const, interval: 1, until: '2026-04-30', weekdays: ['friday' as const] };
    const events: CalendarEvent[] = [
      { ...lecture, id: 2, from: '2026-04-03', to: '2026-04-03', repeater: series, repeater_id: 7 },
      { ...lecture, id: 1, from: '2026-03-27', to: '2026-03-27', repeater: series, repeater_id: 7 },
      {
        id: 3,
        name: 'Gynimas',
        from: '2026-03-30',
        to: '2026-03-30',
        from_time: '12:00',
        to_time: '13:30',
        reservable_name: 'Salė',
      },
      { id: 4, name: '', from: '2026-03-31', to: '2026-03-31', from_time: '12:00', to_time: '13:30' },
    ];
    const result = exportEvents(events, { now });
    const parsed = parseEvents(contentOf(result));

    it('should be named schedule_{timestamp}.ics', () => {
      expect(result.ok && result.file.filename).toBe(`schedule_${now.getTime()}.ics`);
    });

    // A teacher's walk: a room's week exported as schedule_<timestamp>.ics; the caller names it for what it holds.
    it.each([
      {
        name: 'a room and its week',
        fileName: 'MIF 202, savaitė 2026-03-23–2026-03-29',
        file: 'MIF 202, savaitė 2026-03-23–2026-03-29.ics',
      },
      {
        name: 'a room whose name has a slash',
        fileName: 'Lab. 3/4, week 2026-03-23',
        file: 'Lab. 3_4, week 2026-03-23.ics',
      },
    ])('given $name as its file name, should be named $file', ({ fileName, file }) => {
      const named = exportEvents(events, { now, fileName });
      expect(named.ok && named.file.filename).toBe(file);
    });

    it('should write the series once, from its earliest occurrence, and leave out the nameless event', () => {
      expect(parsed.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
        [lecture.name, '2026-03-27T08:00:00.000Z'],
        ['Gynimas', '2026-03-30T09:00:00.000Z'],
      ]);
      expect(occurrenceStarts(parsed[0]!)).toHaveLength(5);
    });
  });

  it('given only events without names, should refuse with Invalid event data', () => {
    expect(exportEvents([{ from: '2026-03-30' }], { now })).toMatchObject({ ok: false, error: 'invalidEvent' });
  });
});

// Issue 12, items 1 and 2: a series with a deleted and a detached occurrence, exported alone and with its week.
describe('given a weekly Monday and Wednesday series with 9 Dec deleted and 2 Dec renamed on its own', () => {
  const rule = {
    type: 'weekly' as const,
    interval: 1,
    until: '2026-12-16',
    weekdays: ['monday' as const, 'wednesday' as const],
    starts_on: '2026-11-23',
    excluded_dates: ['2026-12-02', '2026-12-09'],
  };
  const people = {
    user: { name: 'Jurgis Šaulys', email: 'jurgis@example.lt' },
    responsible: { name: 'Ona Žemaitė', email: 'ona.zemaite@example.lt' },
    invitations: [
      { name: 'Rūta Šimkutė', email: 'ruta@example.lt', status: 'accepted' as const },
      { name: 'Petras Petraitis', email: 'petras@example.lt', status: 'declined' as const },
      { name: 'Jonas Jonaitis', email: 'jonas@example.lt', status: 'pending' as const },
      { name: 'Be atsakymo', email: 'be.atsakymo@example.lt' },
    ],
  };
  const occurrence = (id: number, date: string): CalendarEvent => ({
    id,
    name: 'Algebra',
    from: date,
    to: date,
    from_time: '10:00',
    to_time: '11:30',
    repeater: rule,
    repeater_id: 9,
    ...people,
  });
  const detached: CalendarEvent = {
    id: 104,
    name: 'Algebra (kita auditorija)',
    from: '2026-12-02',
    to: '2026-12-02',
    from_time: '12:00',
    to_time: '13:30',
    repeater: null,
    repeater_id: 9,
    ...people,
  };
  /** What the server lists for the series and its detached occurrence, as UTC starts. */
  const serverStarts = [
    '2026-11-23T08:00:00.000Z',
    '2026-11-25T08:00:00.000Z',
    '2026-11-30T08:00:00.000Z',
    '2026-12-02T10:00:00.000Z',
    '2026-12-07T08:00:00.000Z',
    '2026-12-14T08:00:00.000Z',
    '2026-12-16T08:00:00.000Z',
  ];
  const everyStart = (content: string) =>
    parseEvents(content)
      .flatMap((event) => occurrenceStarts(event))
      .sort();

  it('should give the series from its first date without the deleted and the detached dates', () => {
    const content = contentOf(exportEvent(occurrence(103, '2026-11-30'), { now }));
    expect(content).toContain('EXDATE;TZID=Europe/Vilnius:20261209T100000');
    expect(occurrenceStarts(parseEvents(content)[0]!)).toEqual(
      serverStarts.filter((start) => !start.startsWith('2026-12-02')),
    );
  });

  it('should give every occurrence of the week export once, the detached one as its own event', () => {
    const content = contentOf(exportEvents([occurrence(103, '2026-11-30'), detached], { now }));
    expect(everyStart(content)).toEqual(serverStarts);
    const renamed = parseEvents(content).find((event) => event.summary === 'Algebra (kita auditorija)');
    expect(renamed?.uid).toBe('reservation-104@laikas');
    expect(renamed?.isRecurring()).toBe(false);
  });

  it('should give the series the same uid and start from any of its occurrences, in any export', () => {
    const fromForm = parseEvents(contentOf(exportEvent(occurrence(101, '2026-11-23'), { now })))[0]!;
    const fromWeek = parseEvents(contentOf(exportEvents([occurrence(106, '2026-12-14')], { now })))[0]!;
    expect(fromForm.uid).toBe('series-9@laikas');
    expect(fromWeek.uid).toBe(fromForm.uid);
    expect(fromWeek.startDate.toJSDate()).toEqual(fromForm.startDate.toJSDate());
  });

  it('should name the person responsible as organizer and chair, and invitees as attendees with their answers', () => {
    const [event] = parseEvents(contentOf(exportEvent(occurrence(103, '2026-11-30'), { now })));
    expect(String(event?.component.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:ona.zemaite@example.lt',
    );
    const answers = (event?.attendees ?? []).map((attendee) => [
      String(attendee.getFirstValue()).toLowerCase(),
      attendee.getParameter('role'),
      attendee.getParameter('partstat'),
    ]);
    expect(answers).toEqual([
      ['mailto:ona.zemaite@example.lt', 'CHAIR', 'ACCEPTED'],
      ['mailto:ruta@example.lt', 'REQ-PARTICIPANT', 'ACCEPTED'],
      ['mailto:petras@example.lt', 'REQ-PARTICIPANT', 'DECLINED'],
      ['mailto:jonas@example.lt', 'REQ-PARTICIPANT', 'NEEDS-ACTION'],
      ['mailto:be.atsakymo@example.lt', 'REQ-PARTICIPANT', 'NEEDS-ACTION'],
    ]);
  });

  it('should name the author as organizer where nobody is responsible', () => {
    const [event] = parseEvents(
      contentOf(exportEvent({ ...occurrence(103, '2026-11-30'), responsible: null }, { now })),
    );
    expect(String(event?.component.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:jurgis@example.lt');
    expect(event?.attendees.map((attendee) => attendee.getParameter('role'))).not.toContain('CHAIR');
  });

  // Issue 35: the API's shape, as an invitee reads it: others' addresses absent (whose-email-addresses.md), ids given.
  it("should name people in an invitee's file by their id where the reader may not see their address", () => {
    const asInvited: CalendarEvent = {
      ...occurrence(103, '2026-11-30'),
      user: { id: 7, name: 'Jurgis Šaulys' },
      responsible: { id: 8, name: 'Ona Žemaitė', email: null },
      invitations: [
        { id: 9, name: 'Rūta Šimkutė', email: 'ruta@example.lt', status: 'accepted' },
        { id: 10, name: 'Petras Petraitis', status: 'declined' },
        { id: 11, name: 'Jonas Jonaitis', status: 'pending' },
      ],
    };
    const content = contentOf(exportEvent(asInvited, { now }));
    const [event] = parseEvents(content);
    const organizer = event?.component.getFirstProperty('organizer');
    expect([organizer?.getParameter('cn'), organizer?.getFirstValue()]).toEqual(['Ona Žemaitė', 'urn:x-laikas:user:8']);
    expect(
      event?.attendees.map((attendee) => [
        attendee.getParameter('cn'),
        String(attendee.getFirstValue()),
        attendee.getParameter('partstat'),
      ]),
    ).toEqual([
      ['Ona Žemaitė', 'urn:x-laikas:user:8', 'ACCEPTED'],
      ['Rūta Šimkutė', 'mailto:ruta@example.lt', 'ACCEPTED'],
      ['Petras Petraitis', 'urn:x-laikas:user:10', 'DECLINED'],
      ['Jonas Jonaitis', 'urn:x-laikas:user:11', 'NEEDS-ACTION'],
    ]);
    expect(content).not.toMatch(/^METHOD/m);
    expect(content.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('should name nobody where no person has an address or an id (no ORGANIZER, no ATTENDEE)', () => {
    const anonymous: CalendarEvent = {
      ...occurrence(103, '2026-11-30'),
      user: { name: 'Jurgis Šaulys', email: null },
      responsible: { name: 'Ona Žemaitė' },
      invitations: [{ name: 'Rūta Šimkutė', email: 'ruta@example.lt', status: 'accepted' }],
    };
    const content = contentOf(exportEvent(anonymous, { now }));
    const [event] = parseEvents(content);
    expect(event?.component.getFirstProperty('organizer')).toBeNull();
    expect(event?.attendees).toEqual([]);
    expect(content).not.toMatch(/^(ORGANIZER|ATTENDEE|METHOD)/m);
    expect(event?.summary).toBe('Algebra');
  });

  it('should fold a long name over lines of 75 octets and keep it whole', () => {
    const name = 'Ąžuolė Čiurlionytė-Žemaitė-Šimkutė-Petraitienė-Jonaitytė (Dėstytoja, Matematikos katedra)';
    const content = contentOf(exportEvent({ ...occurrence(103, '2026-11-30'), responsible: { id: 3, name } }, { now }));
    expect(content.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(parseEvents(content)[0]?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe(name);
  });

  it('should write a snapshot, not a scheduling message: no METHOD, the organiser named by CN and address', () => {
    const content = contentOf(exportEvent(occurrence(103, '2026-11-30'), { now }));
    expect(content).not.toMatch(/^METHOD/m);
    const organizer = parseEvents(content)[0]?.component.getFirstProperty('organizer');
    expect(organizer?.getParameter('cn')).toBe('Ona Žemaitė');
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe('mailto:ona.zemaite@example.lt');
  });
});

describe('fileNameOf', () => {
  it.each([
    { name: 'a plain name', text: 'Algebra', file: 'Algebra.ics' },
    { name: 'Lithuanian letters', text: 'Ąčęėįšųūž', file: 'Ąčęėįšųūž.ics' },
    { name: 'slashes and colons', text: 'MIF/1: egzaminas', file: 'MIF_1_ egzaminas.ics' },
    { name: 'only unusable characters', text: '///', file: '_.ics' },
    { name: 'nothing', text: '  ', file: 'reservation.ics' },
  ])('given $name, should give $file', ({ text, file }) => {
    expect(fileNameOf(text)).toBe(file);
  });
});

describe('exportFeed', () => {
  const span = { from: new Date('2026-02-01T00:00:00Z'), to: new Date('2026-08-01T00:00:00Z') };
  const weekly: CalendarEvent = {
    id: 7,
    repeater_id: 3,
    name: 'Algebra',
    from: '2026-03-23',
    to: '2026-03-23',
    from_time: '10:00',
    to_time: '11:30',
    sequence: 4,
    status: 'approved',
    repeater: { type: 'weekly', interval: 1, until: '2026-04-06', weekdays: ['monday'], starts_on: '2026-03-23' },
  };

  it('given no events, should still give a calendar with its name and the zone', () => {
    const calendar = new ICAL.Component(ICAL.parse(exportFeed([], { now, span, name: 'Laikas: Ona' })));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Laikas: Ona');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Vilnius');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });

  it('given a pending one-off event, should write its revision and TENTATIVE', () => {
    const [event] = parseEvents(exportFeed([{ ...lecture, id: 9, sequence: 3, status: 'pending' }], { now, span }));
    expect(event!.uid).toBe('reservation-9@laikas');
    expect(event!.sequence).toBe(3);
    expect(event!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('given a series and an occurrence moved on its own, should write the move as the series’ exception', () => {
    const moved: CalendarEvent = {
      id: 8,
      repeater_id: 3,
      name: 'Algebra (moved)',
      from: '2026-03-30',
      to: '2026-03-30',
      from_time: '12:00',
      to_time: '13:30',
      sequence: 1,
      recurrence_id: '2026-03-30T07:00:00.000Z',
    };
    const content = exportFeed([weekly, moved], { now, span });
    const calendar = new ICAL.Component(ICAL.parse(content));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const [master, exception] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(master!.uid).toBe('series-3@laikas');
    expect(master!.sequence).toBe(4);
    expect(exception!.uid).toBe('series-3@laikas');
    expect(exception!.recurrenceId.toString()).toBe('2026-03-30T10:00:00');
    master!.relateException(exception!);
    // 23 March is before the spring change (UTC+2), the others after it (UTC+3).
    expect(occurrenceStarts(master!)).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ]);
  });

  // A name ending in "END:VEVENT" (a lecture on iCalendar) moved every later event's people and skipped dates onto
  // the event before it: the series below showed its deleted date again.
  it('given an event named like a content line, should keep each event’s own skipped dates and people', () => {
    const talk: CalendarEvent = { ...lecture, id: 5, name: 'iCalendar: BEGIN:VEVENT … END:VEVENT' };
    const skipped: CalendarEvent = {
      ...weekly,
      repeater: { ...weekly.repeater!, excluded_dates: ['2026-03-30'] },
      person_responsible: { name: 'Ona Žemaitė', email: 'ona@example.lt' },
    };
    const calendar = new ICAL.Component(ICAL.parse(exportFeed([talk, skipped], { now, span })));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const [first, series] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(first!.summary).toBe('iCalendar: BEGIN:VEVENT … END:VEVENT');
    expect(first!.component.getAllProperties('exdate')).toHaveLength(0);
    expect(first!.organizer).toBe('mailto:jurgis@example.lt');
    expect(series!.organizer).toBe('mailto:ona@example.lt');
    expect(occurrenceStarts(series!)).toEqual(['2026-03-23T08:00:00.000Z', '2026-04-06T07:00:00.000Z']);
  });

  it('given a detached occurrence outside any feed, should keep it an event of its own', () => {
    const [event] = parseEvents(
      exportFeed([{ ...lecture, id: 12, repeater_id: 3, recurrence_id: null }], { now, span }),
    );
    expect(event!.uid).toBe('reservation-12@laikas');
  });
});
